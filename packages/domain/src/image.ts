/**
 * Uploaded images (club logo now, menu banners next): the limits and texts shared by the console,
 * which checks a chosen file before sending it, and the server, which checks the bytes again
 * (the type from the magic bytes, the pixels from the header) and answers with the same texts.
 */
import { BANNER_IMAGE_MIME_TYPES } from './limits';
import { type Message, messages } from './messages';

/** Image types an upload may be: JPG or PNG (spec: banner images; logos follow the same rule). */
export const IMAGE_UPLOAD_MIME_TYPES = BANNER_IMAGE_MIME_TYPES;

/** Largest file accepted, in bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Largest image accepted, in pixels (width × height). */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;

export const imageMessages = {
  // the spec's text for banners; logos and every other image say the same
  unsupportedType: messages.bannerImageUnsupportedType,
  tooLarge: /*i18n*/ {
    id: 'validation.image.tooLarge',
    message: 'The image is too large: choose a file of at most 5 MB',
  },
  tooManyPixels: /*i18n*/ {
    id: 'validation.image.tooManyPixels',
    message: 'The image is too large: at most 40 megapixels',
  },
  unreadable: messages.bannerImageUnreadable,
  uploadFailed: /*i18n*/ {
    id: 'validation.image.uploadFailed',
    message: 'Network error: the image was not uploaded, please upload it again',
  },
  linkExpired: /*i18n*/ {
    id: 'validation.image.linkExpired',
    message: 'The upload took too long: please upload the image again',
  },
} satisfies Record<string, Message>;

/**
 * The console's first check of a chosen file, by its declared type and size (the server judges the
 * bytes). 'image/jpg' is not a registered type, but some systems label JPEG files with it.
 */
export function validateImageFile(file: { type: string; size: number }): Message | null {
  const type = file.type.toLowerCase();
  if (type !== 'image/jpg' && !(IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(type)) {
    return imageMessages.unsupportedType;
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
