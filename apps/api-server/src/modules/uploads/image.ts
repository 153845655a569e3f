/**
 * Logos and banners: after the checks every upload goes through (image-check.ts: type by the
 * bytes, size from the header), the image is decoded under sharp's own pixel limit, turned
 * upright, shrunk to fit the target and re-encoded, which drops every metadata block (EXIF, GPS,
 * XMP, comments). Dish photos are made into several variants instead (photo.ts).
 */
import { createHash } from 'node:crypto';
import { messages } from '@tavola/domain/messages';
import type { OutputInfo } from 'sharp';
import { HttpError } from '#errors.ts';
import { checkImage, DECODE_OPTIONS, decodeFailure, LOGO_UPLOADS, loadSharp } from './image-check.ts';

/** What a logo or banner is stored as: PNG stays PNG (transparency), anything else is a JPEG. */
export type StoredImageType = 'image/jpeg' | 'image/png';

export interface ProcessedImage {
  data: Buffer;
  contentType: StoredImageType;
  width: number;
  height: number;
  /** `<content hash>.<jpg|png>`: the same bytes always get the same name */
  name: string;
}

export interface ProcessOptions {
  /** the re-encoded image fits inside a square of this side (never enlarged) */
  maxSide: number;
  /** refuse (400 `image_not_square`) an image whose width and height differ, e.g. a banner */
  square?: boolean;
}

const imageNotSquare = () => new HttpError(400, 'image_not_square', messages.bannerImageNotSquare.message);

export async function processImage(
  bytes: Buffer,
  { maxSide, square = false }: ProcessOptions,
): Promise<ProcessedImage> {
  const { type, width, height } = await checkImage(bytes, LOGO_UPLOADS);
  // the header's size is the stored one unless EXIF turns the image a quarter: square either way
  if (square && width !== height) throw imageNotSquare();

  const sharp = await loadSharp();
  const pipeline = sharp(bytes, DECODE_OPTIONS)
    // apply the EXIF orientation while it is still there: the output carries no metadata
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  // PNG stays PNG (logos keep their transparency), JPEG stays JPEG
  const encoder =
    type === 'image/png'
      ? pipeline.png({ compressionLevel: 9, palette: false })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await encoder.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const contentType: StoredImageType = type === 'image/png' ? 'image/png' : 'image/jpeg';
  return {
    data: output.data,
    contentType,
    width: output.info.width,
    height: output.info.height,
    name: storedImageName(output.data, contentType),
  };
}

/** A stored image's name: the hash of its bytes, so the same image is stored once (IMAGE_NAME). */
export function storedImageName(data: Buffer, contentType: StoredImageType): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return `${hash}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * Names the store hands out, nothing else (no path tricks): a logo or banner is its content hash
 * and `.jpg` or `.png`; a dish photo's variant is the photo's key, its width and its format
 * (photo.ts: `<key>-640.webp`).
 */
export const IMAGE_NAME = /^[0-9a-f]{32}(?:\.(?:jpg|png)|-[1-9][0-9]{0,3}\.(?:avif|webp|jpg))$/;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The type a stored image is served as: its name's extension says it (checked by IMAGE_NAME). */
export function contentTypeOfName(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
