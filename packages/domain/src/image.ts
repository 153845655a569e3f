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

/** Longest side accepted, in pixels: a 100,000 × 10 strip is few pixels but no picture. */
export const IMAGE_UPLOAD_MAX_SIDE = 16_384;

/** Dish photos (issue 49) may be larger files than logos, and WebP or AVIF too. */
export const PHOTO_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Largest dish photo accepted, in bytes. */
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

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
  sideTooLong: /*i18n*/ {
    id: 'validation.image.sideTooLong',
    message: 'The image is too large: at most 16,384 pixels on a side',
  },
  // HEIC is what iPhones take by default; the image library here cannot decode it (no HEVC decoder)
  heic: /*i18n*/ {
    id: 'validation.image.heic',
    message:
      'This photo is in HEIC, the iPhone format, which cannot be read here: send it as a JPG. On an iPhone, choose Settings > Camera > Formats > Most Compatible, or share the photo as JPG.',
  },
} satisfies Record<string, Message>;

/** The texts of dish photos where they differ from other images' (more types, larger files). */
export const photoMessages = {
  unsupportedType: /*i18n*/ {
    id: 'validation.photo.unsupportedType',
    message: 'Unsupported image type: choose a JPG, PNG, WebP or AVIF photo',
  },
  tooLarge: /*i18n*/ {
    id: 'validation.photo.tooLarge',
    message: 'The photo is too large: choose a file of at most 10 MB',
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
