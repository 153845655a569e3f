import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { ITEM_PHOTO_ACCEPT, ITEM_PHOTO_ASPECTS, validateItemPhotoFile } from '@tavola/domain/item-photo';
import type { Message } from '@tavola/domain/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { ImageCropModal } from '#components/image-crop-modal.tsx';
import { useObjectUrl } from '#hooks/use-object-url.ts';
import {
  cropPhoto,
  type ItemPhoto,
  isRetryable,
  itemPhotoErrorMessage,
  photoThumbnailUrl,
} from '../utils/item-photo';

const ACCEPT = Object.keys(ITEM_PHOTO_ACCEPT).join(',');
const THUMBNAIL_WIDTH = 240;

export interface ItemPhotoFieldProps {
  /** the item's saved photo, or null */
  photo: ItemPhoto | null;
  /** the item's name: the photo's text alternative here */
  itemName: string;
  /**
   * Sends the cropped photo (createItemPhotoUpload, then the PUT), reporting progress, and answers
   * the new photo. Null while the item is not saved yet: a photo belongs to a saved item, so the
   * chosen one is held (`held`) and the form sends it once it has created the item.
   */
  upload: ((photo: Blob, onProgress: (fraction: number) => void) => Promise<ItemPhoto>) | null;
  /** a new item's photo, framed and waiting for the item to be saved (with `upload` null) */
  held?: { photo: Blob | null; onChange: (photo: Blob | null) => void };
  /** removes the saved photo (deleteItemPhoto) */
  remove: () => Promise<void>;
  /** the upgrade prompt shown instead of the control on a plan without photos; null when allowed */
  upgradePrompt: ReactNode;
  /** the crop's drawing, replaceable in tests (jsdom draws nothing) */
  crop?: (src: string, area: Area) => Promise<Blob>;
}

/**
 * The item's photo in the item form: add, replace or remove it. A chosen file is checked here first
 * (type, size, an iPhone's HEIC), then framed (4:3 or square) and sent at once, apart from the
 * form's Save. While it uploads a bar shows how far it got; a failure shows the server's reason and
 * keeps the previous photo.
 */
export function ItemPhotoField({
  photo,
  itemName,
  upload,
  held,
  remove,
  upgradePrompt,
  crop = cropPhoto,
}: ItemPhotoFieldProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [cropping, setCropping] = useState<string | null>(null);
  // the same file may be chosen again (after a cancelled crop): the input forgets each choice
  const resetFileInput = useRef<() => void>(null);
  // where focus goes back after the crop step and the upload: the dialog's opener was the hidden
  // file input, which cannot take it, and the button is disabled while the photo is on its way
  const photoButton = useRef<HTMLButtonElement>(null);
  // asked for with the state changes that enable the button again, and done once React has drawn
  // them (a frame later, after the crop step has closed): a focus() before that commit would land
  // on the still disabled button and be lost
  const [focusRequests, setFocusRequests] = useState(0);
  const focusPhotoButton = () => setFocusRequests((count) => count + 1);
  useEffect(() => {
    if (focusRequests === 0) return;
    const frame = requestAnimationFrame(() => photoButton.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequests]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<Message | string | null>(null);
  const [failed, setFailed] = useState<Blob | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  // what the server answered, shown until the item's refetched photo arrives; undefined: the prop's
  const [latest, setLatest] = useState<ItemPhoto | null | undefined>(undefined);

  useEffect(() => {
    setLatest(undefined);
  }, [photo]);

  useEffect(
    () => () => {
      if (cropping) URL.revokeObjectURL(cropping);
    },
    [cropping],
  );
  const heldPhoto = held?.photo ?? null;
  const heldUrl = useObjectUrl(heldPhoto);

  const shown = latest === undefined ? photo : latest;
  const busy = progress !== null || removing;

  if (upgradePrompt) return <PhotoPanel>{upgradePrompt}</PhotoPanel>;
  if (!upload && !held)
    return (
      <PhotoPanel>
        <Text size="sm" c="dimmed">
          <Trans>You can add a photo once the item is saved.</Trans>
        </Text>
      </PhotoPanel>
    );

  function choose(file: File | null) {
    resetFileInput.current?.();
    if (!file) return;
    setStatus(null);
    setFailed(null);
    const problem = validateItemPhotoFile(file);
    setError(problem);
    if (problem) return;
    setCropping(URL.createObjectURL(file));
  }

  async function sendPhoto(blob: Blob) {
    setError(null);
    setFailed(null);
    setStatus(null);
    if (!upload) {
      // a new item: the form sends it with the item
      held?.onChange(blob);
      setStatus(t`Photo ready: it is uploaded when you save the item.`);
      focusPhotoButton();
      return;
    }
    setProgress(0);
    try {
      const saved = await upload(blob, setProgress);
      setLatest(saved);
      setStatus(t`Photo saved.`);
    } catch (failure) {
      const message = itemPhotoErrorMessage(failure);
      setError(message);
      setFailed(isRetryable(message) ? blob : null);
    } finally {
      setProgress(null);
      focusPhotoButton();
    }
  }

  async function applyCrop(area: Area) {
    if (!cropping) return;
    let blob: Blob;
    try {
      blob = await crop(cropping, area);
    } catch {
      setError(t`The photo could not be read. Choose another one.`);
      setCropping(null);
      focusPhotoButton();
      return;
    }
    setCropping(null);
    await sendPhoto(blob);
  }

  async function removePhoto() {
    setError(null);
    setFailed(null);
    setStatus(null);
    if (!upload) {
      held?.onChange(null);
      focusPhotoButton();
      return;
    }
    setRemoving(true);
    try {
      await remove();
      setLatest(null);
      setStatus(t`Photo removed.`);
    } catch {
      setError(t`The photo could not be removed, please try again.`);
    } finally {
      setRemoving(false);
      focusPhotoButton();
    }
  }

  return (
    <PhotoPanel>
      <Group align="flex-start" gap="md">
        {heldUrl ? (
          <Image
            src={heldUrl}
            // a new item's name is still being typed in the form below
            alt={itemName ? t`Photo of ${itemName}` : t`Photo of the item`}
            w={THUMBNAIL_WIDTH}
            maw="100%"
            radius="md"
            data-testid="item-photo"
          />
        ) : shown ? (
          <Box
            w={THUMBNAIL_WIDTH}
            maw="100%"
            style={{
              aspectRatio: `${shown.width} / ${shown.height}`,
              backgroundImage: `url("${shown.placeholder}")`,
              backgroundSize: 'cover',
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
            }}
          >
            <Image
              src={photoThumbnailUrl(shown, THUMBNAIL_WIDTH)}
              alt={t`Photo of ${itemName}`}
              w="100%"
              h="100%"
              fit="cover"
              data-testid="item-photo"
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No photo yet.</Trans>
          </Text>
        )}
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 200px' }}>
          <Group gap="xs">
            <FileButton
              onChange={choose}
              resetRef={resetFileInput}
              accept={ACCEPT}
              inputProps={{ 'aria-label': t`Photo of the item` }}
            >
              {(props) => (
                <Button {...props} ref={photoButton} variant="light" size="sm" disabled={busy}>
                  {shown || heldPhoto ? <Trans>Replace photo</Trans> : <Trans>Add a photo</Trans>}
                </Button>
              )}
            </FileButton>
            {(shown || heldPhoto) && (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => void removePhoto()}
                loading={removing}
                disabled={busy}
              >
                <Trans>Remove photo</Trans>
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {upload ? (
              <Trans>
                JPG, PNG, WebP or AVIF, at most 10 MB. You choose the frame next; the photo is saved as soon
                as it is uploaded.
              </Trans>
            ) : (
              <Trans>
                JPG, PNG, WebP or AVIF, at most 10 MB. You choose the frame next; the photo is uploaded when
                you save the item.
              </Trans>
            )}
          </Text>
        </Stack>
      </Group>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t`Uploading the photo`}
          animated={progress >= 1}
          mt="sm"
        />
      )}
      {error && (
        <Stack gap={4} mt="sm" align="flex-start">
          <Text size="sm" c="red.8" role="alert">
            {typeof error === 'string' ? error : i18n._(error)}
          </Text>
          {failed && (
            <Button size="xs" variant="light" onClick={() => void sendPhoto(failed)} disabled={busy}>
              <Trans>Upload again</Trans>
            </Button>
          )}
        </Stack>
      )}
      <Text size="sm" c="teal.9" role="status" mt={status ? 'sm' : 0}>
        {status}
      </Text>
      <ImageCropModal
        key={cropping ?? 'closed'}
        src={cropping}
        title={t`Crop the photo`}
        hint={<Trans>Choose the frame guests see.</Trans>}
        confirmLabel={<Trans>Use this frame</Trans>}
        shapes={[
          { value: 'landscape', label: t`Landscape 4:3`, aspect: ITEM_PHOTO_ASPECTS.landscape },
          { value: 'square', label: t`Square`, aspect: ITEM_PHOTO_ASPECTS.square },
        ]}
        // opened from a file input, which cannot take focus back: focusPhotoButton puts it on the button
        returnFocus={false}
        onCancel={() => {
          setCropping(null);
          focusPhotoButton();
        }}
        onCrop={(area) => void applyCrop(area)}
      />
    </PhotoPanel>
  );
}

function PhotoPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Text fw={500} size="sm" mb="xs" component="h2">
        <Trans>Photo</Trans>
      </Text>
      {children}
    </Paper>
  );
}
