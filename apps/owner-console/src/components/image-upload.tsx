import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IMAGE_UPLOAD_MAX_BYTES, imageMessages, validateImageFile } from '@tavola/domain/image';
import type { Message } from '@tavola/domain/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { putImage, type UploadedImage, uploadErrorMessage } from '#api/upload-image.ts';
import { useObjectUrl } from '#hooks/use-object-url.ts';

/** What the picker offers; the server judges the bytes again. */
const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

export interface ImageUploadProps {
  /** the current image address, or null */
  value: string | null;
  /** accessible name of the drop zone and its file input, e.g. "Club logo" */
  label: string;
  /** asks the server for a signed upload address (e.g. createClubLogoUpload) */
  createUploadUrl: () => Promise<string>;
  /** after the image was stored and applied (invalidate what shows it) */
  onUploaded?: (image: UploadedImage) => void | Promise<void>;
  /** removes the image; no remove action without it */
  onRemove?: () => Promise<void>;
  /** shown when there is no image */
  placeholder?: ReactNode;
  /** side of the square preview, in pixels */
  size?: number;
}

/**
 * Picks (or takes a dropped) JPG or PNG file, previews it, gets a signed upload address and PUTs
 * the bytes there. Wrong types and sizes are refused before sending; a failed upload says so and
 * offers to upload the same file again.
 */
export function ImageUpload({
  value,
  label,
  createUploadUrl,
  onUploaded,
  onRemove,
  placeholder,
  size = 88,
}: ImageUploadProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const openRef = useRef<() => void>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const [error, setError] = useState<Message | string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const preview = useObjectUrl(pending);

  // once the owner of the value shows the new image, forget the local one
  useEffect(() => {
    setUploadedUrl(null);
  }, [value]);

  async function upload(file: File) {
    const problem = validateImageFile(file);
    if (problem) {
      setError(problem);
      setFailed(null);
      return;
    }
    setError(null);
    setFailed(null);
    setPending(file);
    setBusy(true);
    try {
      const image = await putImage(await createUploadUrl(), file);
      setUploadedUrl(image.url);
      await onUploaded?.(image);
    } catch (failure) {
      const message = uploadErrorMessage(failure);
      setError(message);
      // the same file may succeed again after a network failure or an expired address
      const retryable = message === imageMessages.uploadFailed || message === imageMessages.linkExpired;
      setFailed(retryable ? file : null);
    } finally {
      setPending(null);
      setBusy(false);
    }
  }

  function reject(rejections: FileRejection[]) {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
    setFailed(null);
    setError(
      codes.includes('file-too-large') && !codes.includes('file-invalid-type')
        ? imageMessages.tooLarge
        : imageMessages.unsupportedType,
    );
  }

  async function remove() {
    if (!onRemove) return;
    setError(null);
    setFailed(null);
    setBusy(true);
    try {
      await onRemove();
      setUploadedUrl(null);
    } catch {
      setError(t`The image could not be removed, please try again.`);
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? uploadedUrl ?? value;

  return (
    <Stack gap={6} align="flex-start" maw={Math.max(size, 220)}>
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) void upload(file);
        }}
        onReject={reject}
        accept={ACCEPT}
        maxSize={IMAGE_UPLOAD_MAX_BYTES}
        multiple={false}
        loading={busy}
        openRef={openRef}
        w={size}
        h={size}
        p={0}
        radius="md"
        title={label}
        inputProps={{ 'aria-label': label }}
        styles={{ inner: { height: '100%', pointerEvents: 'all' } }}
      >
        {shown ? (
          <Image src={shown} alt={label} w={size - 2} h={size - 2} fit="contain" radius="md" />
        ) : (
          <Stack h="100%" align="center" justify="center">
            {placeholder}
          </Stack>
        )}
      </Dropzone>
      <Group gap={4}>
        <Button size="compact-xs" variant="subtle" onClick={() => openRef.current?.()} disabled={busy}>
          {shown ? <Trans>Change</Trans> : <Trans>Upload</Trans>}
        </Button>
        {onRemove && (value || uploadedUrl) && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={remove} disabled={busy}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </Group>
      {error && (
        <Stack gap={4}>
          <Text size="xs" c="red" role="alert">
            {typeof error === 'string' ? error : i18n._(error)}
          </Text>
          {failed && (
            <Button size="compact-xs" variant="light" onClick={() => upload(failed)} disabled={busy}>
              <Trans>Upload again</Trans>
            </Button>
          )}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        <Trans>JPG or PNG, at most 5 MB</Trans>
      </Text>
    </Stack>
  );
}
