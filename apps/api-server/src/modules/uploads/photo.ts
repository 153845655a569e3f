/**
 * Dish photos (issue 49, docs/decisions/036-dish-photo-variants.md): an uploaded photo becomes
 * AVIF, WebP and JPEG variants at a few widths for phone screens, a content-hash key that names
 * them, and a tiny blurred placeholder that the guest page shows until the photo arrives.
 *
 * Speed: the photo is decoded once, shrunk while it is decoded (a JPEG is read at 1/2, 1/4 or 1/8
 * of its size when that is still wide enough) to the largest width, then every variant is resized
 * from that small upright buffer and the nine encodings run on libuv's threads side by side.
 */
import { createHash } from 'node:crypto';
import { ITEM_PHOTO_FORMATS, ITEM_PHOTO_WIDTHS } from '@tavola/domain/item-extras';
import type { Sharp } from 'sharp';
import { checkImage, DECODE_OPTIONS, decodeFailure, loadSharp, PHOTO_UPLOADS } from './image-check.ts';

/** The widths a photo is made at (never wider than the photo): phone screens at 1×, 2× and 3×. */
export const PHOTO_WIDTHS = ITEM_PHOTO_WIDTHS;
const LARGEST_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 960;
/**
 * A photo taller than twice its width is shrunk to that height: the console crops to 4:3 or
 * square, so only a hand-made strip gets here, and a 960 × 16,384 variant would cost seconds.
 */
const MAX_HEIGHT = 2 * LARGEST_WIDTH;

export const PHOTO_FORMATS = ITEM_PHOTO_FORMATS;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * The encoders' settings, chosen with bench/photo-upload.ts on a 12-megapixel JPEG: AVIF effort 3
 * is faster than 2 and 4 on this libaom and its quality 55 looks like the JPEG's 80 at a third of
 * the bytes; effort 4 and above more than doubles the time for a few percent.
 */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Part of every key: a photo uploaded again after the encoders' settings changed gets new names,
 * so the store's "a name that exists holds these bytes already" stays true.
 */
const PIPELINE_VERSION = 'photo-v1';

/** The placeholder's data URL is at most this long (design of issue 49). */
export const PLACEHOLDER_MAX_LENGTH = 400;
const PLACEHOLDER_PREFIX = 'data:image/webp;base64,';

export interface PhotoVariant {
  /** `${key}-${width}.${format}`, the name in the image store */
  name: string;
  width: number;
  height: number;
  format: PhotoFormat;
  contentType: string;
  data: Buffer;
}

/**
 * A processed photo: what `menu_items.photo` keeps (`StoredItemPhoto`, with the address the upload
 * service gives its key), and the variants to put in the store.
 */
export interface ProcessedPhoto {
  /** 32 hex: the hash of the upright pixels the variants are made from */
  key: string;
  /** ascending, a subset of PHOTO_WIDTHS, or the photo's own width when narrower than 320 */
  widths: number[];
  /** size of the largest variant */
  width: number;
  height: number;
  /** a `data:image/webp;base64,…` URL of at most 400 characters */
  placeholder: string;
  variants: PhotoVariant[];
}

export function photoVariantName(key: string, width: number, format: PhotoFormat): string {
  return `${key}-${width}.${format}`;
}

/** Every name a stored photo's variants have (the sweep keeps them while an item refers to it). */
export function photoVariantNames(photo: { key: string; widths: readonly number[] }): string[] {
  return photo.widths.flatMap((width) =>
    PHOTO_FORMATS.map((format) => photoVariantName(photo.key, width, format)),
  );
}

/** The widths to make for an upright photo this wide. */
export function variantWidths(uprightWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((width) => width <= uprightWidth);
  return widths.length > 0 ? widths : [uprightWidth];
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  await checkImage(bytes, PHOTO_UPLOADS);
  const sharp = await loadSharp();

  // Decoded once: upright (the EXIF orientation applied while it is there), flattened on white
  // (the JPEG variant has no transparency, and every variant shows the same), sRGB 8-bit, at most
  // the largest width. Raw pixels carry no metadata: EXIF, GPS, XMP, ICC and comments end here.
  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    base = await sharp(bytes, DECODE_OPTIONS)
      .rotate()
      .resize({ width: LARGEST_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const { width, height, channels } = base.info;
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}:${width}x${height}x${channels}:`)
    .update(base.data)
    .digest('hex')
    .slice(0, 32);
  const fromBase = () => sharp(base.data, { raw: { width, height, channels } });

  const widths = variantWidths(width);
  const [variants, placeholder] = await Promise.all([
    Promise.all(
      widths.flatMap((variantWidth) =>
        PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
          const resized = variantWidth === width ? fromBase() : fromBase().resize({ width: variantWidth });
          const { data, info } = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
          return {
            name: photoVariantName(key, variantWidth, format),
            width: variantWidth,
            height: info.height,
            format,
            contentType: CONTENT_TYPES[format],
            data,
          };
        }),
      ),
    ),
    makePlaceholder(fromBase()),
  ]);
  // the layout's aspect ratio: the largest variant's size, as its encoder made it
  const largest = variants[variants.length - 1] ?? { width, height };
  return {
    key,
    widths,
    width: largest.width,
    height: largest.height,
    placeholder,
    variants,
  };
}

/**
 * A WebP of a few pixels, blurred: enlarged by the browser it reads as a soft preview of the
 * photo's colours. Smaller sizes and qualities are tried until the data URL fits in 400 characters
 * (a busy photo compresses worse); 8 pixels at quality 20 always fits.
 */
async function makePlaceholder(image: Sharp): Promise<string> {
  const attempts = [
    { side: 16, quality: 50 },
    { side: 12, quality: 40 },
    { side: 8, quality: 20 },
  ];
  const small = await image
    .resize({ width: 16, height: 16, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  let url = '';
  for (const { side, quality } of attempts) {
    const data = await sharp(small.data, { raw: small.info })
      .resize({ width: side, height: side, fit: 'inside' })
      .blur(0.6)
      .webp({ quality, alphaQuality: 0, smartSubsample: false })
      .toBuffer();
    url = `${PLACEHOLDER_PREFIX}${data.toString('base64')}`;
    if (url.length <= PLACEHOLDER_MAX_LENGTH) return url;
  }
  return url;
}
