/**
 * What happens to uploaded bytes before anything is stored: the type is sniffed from the magic
 * bytes (the label and the file name are ignored), the pixel count is read from the header before
 * any decoding (a small PNG that claims 50000×50000 is refused without allocating 10 GB), then the
 * image is decoded under sharp's own pixel limit, turned upright, shrunk to fit the target and
 * re-encoded, which drops every metadata block (EXIF, GPS, XMP, comments).
 */
import { createHash } from 'node:crypto';
import {
  imageMessages,
  IMAGE_UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES,
  IMAGE_UPLOAD_MAX_PIXELS as MAX_UPLOAD_PIXELS,
} from '@tavola/domain/image';
import { messages } from '@tavola/domain/messages';
import type { OutputInfo } from 'sharp';
import { HttpError } from '#errors.ts';

export { MAX_UPLOAD_BYTES };

export type ImageType = 'image/jpeg' | 'image/png';

const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes really are, or null for anything but JPEG and PNG. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

const unsupportedImageType = () =>
  new HttpError(415, 'unsupported_image_type', imageMessages.unsupportedType.message);

const imageUnreadable = () => new HttpError(400, 'image_unreadable', imageMessages.unreadable.message);

export const imageTooLarge = () => new HttpError(413, 'payload_too_large', imageMessages.tooLarge.message);

const imageTooManyPixels = () =>
  new HttpError(400, 'image_too_many_pixels', imageMessages.tooManyPixels.message);

/**
 * Width and height as the header states them, without decoding: PNG's IHDR, or JPEG's first
 * start-of-frame segment. Null when the header cannot be found.
 */
function readImageSize(bytes: Buffer, type: ImageType): { width: number; height: number } | null {
  if (type === 'image/png') {
    // signature (8), IHDR length (4) and type (4), then width and height
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // markers without a length
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda || marker === 0xd9 || length < 2) return null; // pixels before any frame header
    offset += 2 + length;
  }
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: ImageType;
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
  if (bytes.length > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const type = sniffImageType(bytes);
  if (!type) throw unsupportedImageType();

  const size = readImageSize(bytes, type);
  if (!size || size.width === 0 || size.height === 0) throw imageUnreadable();
  if (size.width * size.height > MAX_UPLOAD_PIXELS) throw imageTooManyPixels();
  // the header's size is the stored one unless EXIF turns the image a quarter: square either way
  if (square && size.width !== size.height) throw imageNotSquare();

  // loaded on the first upload, not at every start
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
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
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooManyPixels();
    throw imageUnreadable();
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32);
  return {
    data: output.data,
    contentType: type,
    width: output.info.width,
    height: output.info.height,
    name: `${hash}.${IMAGE_EXTENSIONS[type]}`,
  };
}

/** Names the store hands out: a content hash and the extension, nothing else (no path tricks). */
export const IMAGE_NAME = /^[0-9a-f]{32}\.(jpg|png)$/;

export function contentTypeOfName(name: string): ImageType {
  return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
