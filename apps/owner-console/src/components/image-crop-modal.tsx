import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Modal, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import classes from './image-crop-modal.module.css';

/** A frame the owner may choose: its name on the radio and its width / height. */
export interface CropShape {
  value: string;
  label: string;
  aspect: number;
}

export interface ImageCropModalProps {
  /** object URL of the chosen image; the modal is open while set */
  src: string | null;
  title: string;
  /** what the frame is for; the arrow keys are explained after it */
  hint: ReactNode;
  confirmLabel: ReactNode;
  /** the frames to choose from, the first one chosen at first (a radio group when more than one) */
  shapes: readonly [CropShape, ...CropShape[]];
  onCancel: () => void;
  /** the chosen frame, in the image's pixels */
  onCrop: (area: Area) => void;
  busy?: boolean;
  /** false when the modal was opened from a file input, which cannot take focus back */
  returnFocus?: boolean;
}

/**
 * The crop step of an image the owner uploads (a dish photo, a banner): dragged and zoomed with a
 * pointer, or with the keyboard (the frame has focus and moves with the arrow keys, the zoom is a
 * slider, the shape a radio group).
 */
export function ImageCropModal({
  src,
  title,
  hint,
  confirmLabel,
  shapes,
  onCancel,
  onCrop,
  busy = false,
  returnFocus = true,
}: ImageCropModalProps) {
  const { t } = useLingui();
  const hintId = useId();
  const [shape, setShape] = useState(shapes[0]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Modal
      opened={src !== null}
      onClose={onCancel}
      title={title}
      centered
      size="lg"
      returnFocus={returnFocus}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}{' '}
          <Trans>Drag the photo and zoom, or move it with the arrow keys once the frame has focus.</Trans>
        </Text>
        {shapes.length > 1 && (
          <SegmentedControl
            aria-label={t`Shape of the photo`}
            value={shape.value}
            onChange={(value) => setShape(shapes.find((each) => each.value === value) ?? shapes[0])}
            data={shapes.map(({ value, label }) => ({ value, label }))}
          />
        )}
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
              aspect={shape.aspect}
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
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
