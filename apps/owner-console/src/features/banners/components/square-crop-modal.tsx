import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

export interface SquareCropModalProps {
  /** object URL of the chosen photo; the modal is open while set */
  src: string | null;
  onCancel: () => void;
  /** the chosen square, in the photo's pixels */
  onCrop: (area: Area) => void;
  busy?: boolean;
}

/** A banner is square: the owner drags and zooms to choose the square part of a wider or taller photo. */
export function SquareCropModal({ src, onCancel, onCrop, busy = false }: SquareCropModalProps) {
  const { t } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Modal opened={src !== null} onClose={onCancel} title={t`Crop the image to a square`} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Banner images are square. Drag the photo and zoom to choose the part to show.</Trans>
        </Text>
        <Box pos="relative" h={320} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
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
            <Trans>Use this square</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
