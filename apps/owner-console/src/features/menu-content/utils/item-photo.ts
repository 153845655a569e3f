import { ApiError } from '@tavola/api/errors';
import type { ItemPhoto } from '@tavola/domain/entities';
import { imageMessages } from '@tavola/domain/image';
import { ITEM_PHOTO_CROP_MAX_SIDE, itemPhotoMessages } from '@tavola/domain/item-photo';
import type { Message } from '@tavola/domain/messages';

/** An item's photo as the contract gives it: a variant's address is `${url}-${width}.${ext}`. */
export type { ItemPhoto };

/** The WebP variant of `photo` that is at least `cssWidth × 2` pixels wide (a sharp thumbnail), else the largest. */
export function photoThumbnailUrl(photo: ItemPhoto, cssWidth: number): string {
  const wanted = cssWidth * 2;
  const width =
    photo.widths.find((candidate) => candidate >= wanted) ?? photo.widths[photo.widths.length - 1];
  return `${photo.url}-${width ?? photo.width}.webp`;
}

/**
 * What to tell the owner when a photo upload failed: the texts the console knows in its language for
 * the server's codes, otherwise the server's own message (design-49 leaves new refusals to the
 * server), and "upload again" for the network or an expired address.
 */
export function itemPhotoErrorMessage(error: unknown): Message | string {
  if (!(error instanceof ApiError) || error.kind !== 'http') return imageMessages.uploadFailed;
  switch (error.code) {
    case 'image_heic':
      return itemPhotoMessages.heic;
    case 'unsupported_image_type':
      return itemPhotoMessages.unsupportedType;
    case 'image_too_many_pixels':
      return imageMessages.tooManyPixels;
    case 'invalid_or_expired_link':
      return imageMessages.linkExpired;
  }
  if (error.status === 413) return itemPhotoMessages.tooLarge;
  const serverText = error.errorBody?.message;
  if (serverText) return serverText;
  if (error.status === 415) return itemPhotoMessages.unsupportedType;
  return imageMessages.uploadFailed;
}

/** Whether sending the same photo again may work: after the network failed or the address expired. */
export function isRetryable(message: Message | string): boolean {
  return message === imageMessages.uploadFailed || message === imageMessages.linkExpired;
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = src;
  });
}

/** The size of the drawn crop: the area's, its long side brought down to `maxSide`. */
export function cropOutputSize(area: PixelArea, maxSide = ITEM_PHOTO_CROP_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

/**
 * The part of the photo at `src` the owner framed, as a JPEG (quality 0.9) whose long side is at
 * most 2,000 px: the server makes 960 px variants at most, so more would only be a slower upload.
 * The browser draws the photo upright (it applies the EXIF orientation to an image element, as the
 * crop step showed it), so the server gets what the owner saw. A transparent PNG gets a white ground.
 */
export async function cropPhoto(src: string, area: PixelArea): Promise<Blob> {
  return drawJpeg(await loadImage(src), area);
}

function drawJpeg(image: HTMLImageElement, area: PixelArea): Promise<Blob> {
  const size = cropOutputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.9);
  });
}

/**
 * A photo sent without the crop step (the section's photos at once), brought down as a crop would
 * be: a phone's 12-megapixel photo of 3-5 MB becomes a JPEG of a few hundred KB whose long side is
 * 2,000 px, so a menu's worth of photos goes up in a fraction of the time. The file itself when it
 * is no larger, or when this browser cannot draw it (the server then reads it, or says why not).
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof URL.createObjectURL !== 'function') return file;
  const src = URL.createObjectURL(file);
  try {
    const image = await loadImage(src);
    const { naturalWidth: width, naturalHeight: height } = image;
    if (Math.max(width, height) <= ITEM_PHOTO_CROP_MAX_SIDE) return file;
    return await drawJpeg(image, { x: 0, y: 0, width, height });
  } catch {
    return file;
  } finally {
    URL.revokeObjectURL(src);
  }
}
