import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@tavola/api/errors';
import type { Schemas } from '@tavola/api/schema';
import { validateBanner } from '@tavola/domain/banner';
import { imageMessages, validateImageFile } from '@tavola/domain/image';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import type { Message } from '@tavola/domain/messages';
import { messages } from '@tavola/domain/messages';
import { type ReactNode, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { FormError } from '#components/form-error.tsx';
import { ImageCropModal } from '#components/image-crop-modal.tsx';
import { useObjectUrl } from '#hooks/use-object-url.ts';
import { revealFirstInvalid, toFormErrors } from '#lib/form.tsx';
import { cropToSquare, readImageSize } from '../utils/square-image';

export interface BannerFormValues {
  title: string;
  subtitle: string;
  description: string;
  price: string;
  forYou: boolean;
}

export interface BannerDraftView extends BannerFormValues {
  /** the image as it will look: the chosen (cropped) one, or the saved one */
  imageUrl: string | null;
}

export interface BannerFormProps {
  /** the saved banner, or null for a new one */
  banner: Schemas['Banner'] | null;
  /** saves the texts (createBanner) and answers the address for the image */
  onSave: (values: Schemas['BannerInput']) => Promise<string>;
  /** a fresh image address (getBannerUploadUrl), to upload again after a failure */
  getUploadUrl: () => Promise<string>;
  /** PUTs the image to an address (`putImage` of api/upload-image.ts) */
  putImage: (uploadUrl: string, image: Blob) => Promise<unknown>;
  /** what to tell the owner after a failed upload (`uploadErrorMessage` of api/upload-image.ts) */
  uploadErrorMessage: (error: unknown) => Message;
  /** everything is saved: texts and, when one was chosen, the image */
  onDone: () => void;
  /** the live preview of the banner being edited */
  renderPreview?: (draft: BannerDraftView) => ReactNode;
  /** decoders, replaceable in tests (jsdom decodes no images) */
  readSize?: (file: Blob) => Promise<{ width: number; height: number }>;
  crop?: (src: string, area: Area, type: string) => Promise<Blob>;
}

const retryable = (message: Message) =>
  message === imageMessages.uploadFailed || message === imageMessages.linkExpired;

/**
 * The banner's texts (spec section 5 limits) and its square JPG or PNG image. A photo that is not
 * square is cropped first. Saving sends the texts, then the image; when the image fails on the
 * network, the texts are kept, the form keeps its values and offers to upload the image again.
 */
export function BannerForm({
  banner,
  onSave,
  getUploadUrl,
  putImage,
  uploadErrorMessage,
  onDone,
  renderPreview,
  readSize = readImageSize,
  crop = cropToSquare,
}: BannerFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const formRef = useRef<HTMLFormElement>(null);
  const [image, setImage] = useState<Blob | null>(null);
  const [imageError, setImageError] = useState<Message | null>(null);
  const [uploadFailed, setUploadFailed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cropping, setCropping] = useState<{ file: File; src: string } | null>(null);
  const preview = useObjectUrl(image);
  const limits = FIELD_LIMITS.banner;

  const form = useForm<BannerFormValues>({
    mode: 'controlled',
    initialValues: {
      title: banner?.title ?? '',
      subtitle: banner?.subtitle ?? '',
      description: banner?.description ?? '',
      price: banner?.price ?? '',
      forYou: banner?.forYou ?? false,
    },
    validate: (values) => toFormErrors(validateBanner(values)),
  });

  async function choose(file: File | null) {
    if (!file) return;
    setUploadFailed(false);
    const problem = validateImageFile(file);
    if (problem) {
      setImageError(problem);
      return;
    }
    setImageError(null);
    let size: { width: number; height: number };
    try {
      size = await readSize(file);
    } catch {
      setImageError(messages.bannerImageUnreadable);
      return;
    }
    if (size.width === size.height) {
      setImage(file);
      return;
    }
    setCropping({ file, src: URL.createObjectURL(file) });
  }

  function closeCrop() {
    if (cropping) URL.revokeObjectURL(cropping.src);
    setCropping(null);
  }

  async function applyCrop(area: Area) {
    if (!cropping) return;
    try {
      setImage(await crop(cropping.src, area, cropping.file.type));
    } catch {
      setImageError(messages.bannerImageUnreadable);
    }
    closeCrop();
  }

  async function upload(uploadUrl: () => Promise<string>, blob: Blob): Promise<boolean> {
    try {
      await putImage(await uploadUrl(), blob);
      setUploadFailed(false);
      return true;
    } catch (error) {
      const message = uploadErrorMessage(error);
      setImageError(message);
      setUploadFailed(retryable(message));
      if (!retryable(message)) setImage(null);
      return false;
    }
  }

  async function submit(values: BannerFormValues) {
    setFormError(null);
    setBusy(true);
    try {
      let uploadUrl: string;
      try {
        uploadUrl = await onSave({
          title: values.title.trim(),
          subtitle: values.subtitle.trim() || null,
          description: values.description.trim() || null,
          price: values.price.trim(),
          forYou: values.forYou,
        });
      } catch (error) {
        const details = isApiError(error) ? (error.errorBody?.details ?? []) : [];
        const fieldErrors = Object.fromEntries(
          details.flatMap((detail) => (detail.field ? [[detail.field, detail.message]] : [])),
        );
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        setFormError(
          (isApiError(error) && error.status !== 400 ? error.errorBody?.message : undefined) ??
            (Object.keys(fieldErrors).length > 0
              ? t`Nothing was saved: check the marked fields.`
              : t`Nothing was saved. There was an error, please try again later.`),
        );
        return;
      }
      if (image && !(await upload(async () => uploadUrl, image))) return;
      onDone();
    } finally {
      setBusy(false);
    }
  }

  async function uploadAgain() {
    if (!image) return;
    setBusy(true);
    try {
      if (await upload(getUploadUrl, image)) onDone();
    } finally {
      setBusy(false);
    }
  }

  const values = form.getValues();
  const shownImage = preview ?? banner?.imageUrl ?? null;

  const fields = (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(submit, () => revealFirstInvalid(formRef.current))}
    >
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={500} size="sm">
              <Trans>Image</Trans>
            </Text>
            {shownImage ? (
              <Image src={shownImage} alt={t`Banner image`} w={160} h={160} radius="md" fit="cover" />
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No image yet.</Trans>
              </Text>
            )}
            {/* the hidden file input is named like the other upload controls' (ImageUpload, the import) */}
            <FileButton
              onChange={(file) => void choose(file)}
              accept="image/png,image/jpeg"
              inputProps={{ 'aria-label': t`Banner image` }}
            >
              {(props) => (
                <Button {...props} variant="light" size="xs" disabled={busy}>
                  {shownImage ? <Trans>Choose another image</Trans> : <Trans>Choose an image</Trans>}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              <Trans>Square, JPG or PNG, at most 5 MB. A photo that is not square is cropped first.</Trans>
            </Text>
            {imageError && (
              <Text size="sm" c="red" role="alert">
                {i18n._(imageError)}
              </Text>
            )}
            {uploadFailed && image && (
              <Button size="xs" onClick={() => void uploadAgain()} loading={busy}>
                <Trans>Upload again</Trans>
              </Button>
            )}
          </Stack>
        </Paper>
        <TextInput
          label={t`Title`}
          required
          maxLength={limits.title}
          description={t`At most ${limits.title} characters`}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t`Subtitle`}
          maxLength={limits.subtitle}
          description={t`At most ${limits.subtitle} characters`}
          {...form.getInputProps('subtitle')}
        />
        <Textarea
          label={t`Description`}
          rows={4}
          maxLength={limits.description}
          description={t`At most ${limits.description} characters`}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={t`Price`}
          required
          maxLength={limits.price}
          description={t`Free text, such as 12 € or 2 for 15 €; at most ${limits.price} characters`}
          {...form.getInputProps('price')}
        />
        <Switch
          label={t`For you`}
          description={t`Guests see the offer marked as chosen for them.`}
          {...form.getInputProps('forYou', { type: 'checkbox' })}
        />
        <FormError>{formError}</FormError>
        <Group>
          <Button type="submit" loading={busy}>
            <Trans>Save banner</Trans>
          </Button>
        </Group>
      </Stack>
      <ImageCropModal
        src={cropping?.src ?? null}
        title={t`Crop the image to a square`}
        hint={<Trans>Banner images are square.</Trans>}
        confirmLabel={<Trans>Use this square</Trans>}
        shapes={[{ value: 'square', label: t`Square`, aspect: 1 }]}
        onCancel={closeCrop}
        onCrop={(area) => void applyCrop(area)}
      />
    </form>
  );

  if (!renderPreview) return fields;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Box style={{ flex: '1 1 420px', minWidth: 0 }}>{fields}</Box>
      {/* stretched to the form's height, so the preview inside can stay in view (sticky) */}
      <Box style={{ flex: '0 1 390px', minWidth: 0, alignSelf: 'stretch' }}>
        {renderPreview({ ...values, imageUrl: shownImage })}
      </Box>
    </Group>
  );
}
