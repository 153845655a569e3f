import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { ITEM_PHOTO_ASPECTS, type ItemPhotoAspect } from '@tavola/domain/item-photo';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import classes from './photo-crop-modal.module.css';

export interface PhotoCropModalProps {
  /** object URL of the chosen photo; the modal is open while set */
  src: string | null;
  onCancel: () => void;
  /** the chosen frame, in the photo's pixels */
  onCrop: (area: Area) => void;
  busy?: boolean;
}

/**
 * The crop step of a dish photo: 4:3 or square, dragged and zoomed with a pointer, or with the
 * keyboard (the frame has focus and moves with the arrow keys, the zoom is a slider, the shape a
 * radio group).
 */
export function PhotoCropModal({ src, onCancel, onCrop, busy = false }: PhotoCropModalProps) {
  const { t } = useLingui();
  const hintId = useId();
  const [aspect, setAspect] = useState<ItemPhotoAspect>('landscape');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Modal
      opened={src !== null}
      onClose={onCancel}
      title={t`Crop the photo`}
      centered
      size="lg"
      // opened from a file input, which cannot take focus back: the caller puts it on its button
      returnFocus={false}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" id={hintId}>
          <Trans>
            Choose the frame guests see. Drag the photo and zoom, or move it with the arrow keys once the
            frame has focus.
          </Trans>
        </Text>
        <SegmentedControl
          aria-label={t`Shape of the photo`}
          value={aspect}
          onChange={(value) => setAspect(value as ItemPhotoAspect)}
          data={[
            { value: 'landscape', label: t`Landscape 4:3` },
            { value: 'square', label: t`Square` },
          ]}
        />
        <Box
          pos="relative"
          h={{ base: 260, sm: 340 }}
          bg="dark.7"
          style={{ borderRadius: 8, overflow: 'hidden' }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={ITEM_PHOTO_ASPECTS[aspect]}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              classes={{ cropAreaClassName: classes.frame }}
              cropperProps={{
                role: 'group',
                'aria-label': t`Frame of the photo`,
                'aria-describedby': hintId,
              }}
            />
          )}
        </Box>
        <Slider
          label={null}
          // the thumb is the slider (role slider): its name
          thumbLabel={t`Zoom`}
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => area && onCrop(area)} disabled={!area} loading={busy}>
            <Trans>Use this frame</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
