/**
 * What every uploaded image goes through before it is decoded, whatever it is for (logo, banner,
 * dish photo): the type is sniffed from the magic bytes (the label and the file name are ignored),
 * then the width and height are read from the header alone, so that a small file claiming
 * 50,000 × 50,000 pixels is refused without allocating gigabytes. Decoding itself (image.ts,
 * photo.ts) runs under sharp's own pixel limit as a second guard.
 */
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_UPLOAD_MAX_SIDE,
  imageMessages,
  PHOTO_UPLOAD_MAX_BYTES,
  photoMessages,
} from '@tavola/domain/image';
import type { Message } from '@tavola/domain/messages';
import type { SharpOptions } from 'sharp';
import { HttpError } from '#errors.ts';

/** What the bytes of an upload can be recognised as (HEIC only to answer with how to send a JPG). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic';

/** Which images a kind of upload takes, and the texts that say so. */
export interface UploadKind {
  types: readonly ImageType[];
  maxBytes: number;
  messages: { unsupportedType: Message; tooLarge: Message };
}

/** Logos and banners: JPG or PNG (spec: banner images), at most 5 MB. */
export const LOGO_UPLOADS: UploadKind = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  messages: { unsupportedType: imageMessages.unsupportedType, tooLarge: imageMessages.tooLarge },
};

/**
 * Dish photos: what phones and browsers produce (JPG, PNG, WebP, AVIF), at most 10 MB; HEIC too
 * when the decoder reads it (`canDecodeHeic`).
 */
export const PHOTO_UPLOADS: UploadKind = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic'],
  maxBytes: PHOTO_UPLOAD_MAX_BYTES,
  messages: { unsupportedType: photoMessages.unsupportedType, tooLarge: photoMessages.tooLarge },
};

/** The most any upload may weigh: the body reader stops there whatever the target. */
export const LARGEST_UPLOAD_BYTES = Math.max(LOGO_UPLOADS.maxBytes, PHOTO_UPLOADS.maxBytes);

export const unsupportedImageType = (kind: UploadKind) =>
  new HttpError(415, 'unsupported_image_type', kind.messages.unsupportedType.message);

export const imageTooLarge = (kind: UploadKind) =>
  new HttpError(413, 'payload_too_large', kind.messages.tooLarge.message);

export const imageUnreadable = () => new HttpError(400, 'image_unreadable', imageMessages.unreadable.message);

const imageTooManyPixels = () =>
  new HttpError(400, 'image_too_many_pixels', imageMessages.tooManyPixels.message);

// the same code as too many pixels: both say "too large in pixels", the message tells which limit
const imageSideTooLong = () => new HttpError(400, 'image_too_many_pixels', imageMessages.sideTooLong.message);

const imageHeic = () => new HttpError(415, 'image_heic', imageMessages.heic.message);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const AVIF_BRANDS = new Set(['avif', 'avis']);
/** HEIF brands of HEVC-coded pictures (iPhones: heic), and the generic HEIF ones */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The brands of an ISO-BMFF file's leading `ftyp` box (major, then compatible), or null. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  // after the major brand comes the minor version (4 bytes), then the compatible brands
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4)
    brands.push(bytes.toString('latin1', offset, offset + 4));
  return brands;
}

/** The type the bytes really are, or null for anything that is none of `ImageType`. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  const brands = ftypBrands(bytes);
  if (brands?.some((brand) => AVIF_BRANDS.has(brand))) return 'image/avif';
  if (brands?.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  return null;
}

/**
 * Width and height as a JPEG's or PNG's header states them, read by hand: the decoders refuse a
 * header claiming more than they support with an unclear message, this tells "too many pixels".
 * Null when the header cannot be found.
 */
function readJpegOrPngSize(
  bytes: Buffer,
  type: 'image/jpeg' | 'image/png',
): { width: number; height: number } | null {
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

/** sharp, loaded on the first upload and not at every start (it is slow to load). */
export async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

/**
 * How every upload is decoded: under the pixel limit (a second guard after the header's), and
 * refusing a broken file rather than decoding what it can of it. Only the first frame of an
 * animation is read (sharp's default): a dish photo is one picture.
 */
export const DECODE_OPTIONS: SharpOptions = { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' };

/** The error to answer when the decoder gave up on an image the header checks let through. */
export function decodeFailure(error: unknown): HttpError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return imageTooManyPixels();
  return imageUnreadable();
}

/** What the checks found: the type the bytes are, and the stored size as the header states it. */
export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * The checks before decoding, in order: size of the file, type by its bytes (HEIC gets its own
 * answer unless the decoder can read it), then the header's width and height: neither may be 0,
 * at most 40 megapixels, a side at most 16,384 pixels. The size is the stored one (an EXIF
 * orientation may turn it a quarter): the limits are the same either way.
 */
export async function checkImage(bytes: Buffer, kind: UploadKind): Promise<CheckedImage> {
  if (bytes.length > kind.maxBytes) throw imageTooLarge(kind);
  const type = sniffImageType(bytes);
  if (!type) throw unsupportedImageType(kind);
  // an iPhone's photo: taken for dish photos when the decoder reads it, else told how to send a JPG
  if (type === 'image/heic' && !(kind.types.includes(type) && (await canDecodeHeic()))) throw imageHeic();
  if (!kind.types.includes(type)) throw unsupportedImageType(kind);

  const size =
    type === 'image/jpeg' || type === 'image/png' ? readJpegOrPngSize(bytes, type) : await headerSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw imageUnreadable();
  if (size.width * size.height > IMAGE_UPLOAD_MAX_PIXELS) throw imageTooManyPixels();
  if (size.width > IMAGE_UPLOAD_MAX_SIDE || size.height > IMAGE_UPLOAD_MAX_SIDE) throw imageSideTooLong();
  return { type, ...size };
}

/** WebP and AVIF sizes through the decoders' header parsers (sharp's metadata decodes no pixel). */
async function headerSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes, DECODE_OPTIONS).metadata();
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * Whether this build of sharp decodes HEVC-coded HEIF (iPhone photos). The prebuilt binaries do
 * not (HEVC is patent-encumbered, only AV1, i.e. AVIF, is in): then HEIC is refused with a message
 * saying how to send a JPG. A sharp built against a system libheif with an HEVC decoder lists
 * `.heic` among its input suffixes, and HEIC is then read like any other type.
 */
async function canDecodeHeic(): Promise<boolean> {
  const sharp = await loadSharp();
  return sharp.format.heif?.input.fileSuffix?.includes('.heic') ?? false;
}
