import { ApiError } from '@tavola/api/errors';
import { imageMessages } from '@tavola/domain/image';
import { itemPhotoMessages } from '@tavola/domain/item-photo';
import { describe, expect, it } from 'vitest';
import { cropOutputSize, isRetryable, itemPhotoErrorMessage, photoThumbnailUrl } from './item-photo';

const refusal = (status: number, code: string, message: string) =>
  new ApiError({ status, statusText: 'Refused', body: { code, message } });

describe('cropOutputSize', () => {
  it('keeps a crop whose long side is at most 2,000 px', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(cropOutputSize({ x: 5, y: 5, width: 2000, height: 2000 })).toEqual({ width: 2000, height: 2000 });
  });

  it('brings a larger crop down to 2,000 px on its long side, keeping its shape', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(cropOutputSize({ x: 0, y: 0, width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(cropOutputSize({ x: 0, y: 0, width: 3001.4, height: 3001.4 })).toEqual({
      width: 2000,
      height: 2000,
    });
  });

  it('never answers an empty canvas', () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 0.2, height: 0.2 })).toEqual({ width: 1, height: 1 });
  });
});

describe('photoThumbnailUrl', () => {
  const photo = {
    url: 'https://api.test/api/v1/images/abc',
    widths: [320, 640, 960],
    width: 960,
    height: 720,
    placeholder: '',
  };

  it('takes the narrowest variant sharp at twice the shown width, else the largest', () => {
    expect(photoThumbnailUrl(photo, 120)).toBe('https://api.test/api/v1/images/abc-320.webp');
    expect(photoThumbnailUrl(photo, 240)).toBe('https://api.test/api/v1/images/abc-640.webp');
    expect(photoThumbnailUrl(photo, 600)).toBe('https://api.test/api/v1/images/abc-960.webp');
    expect(photoThumbnailUrl({ ...photo, widths: [200], width: 200, height: 150 }, 240)).toBe(
      'https://api.test/api/v1/images/abc-200.webp',
    );
  });
});

describe('itemPhotoErrorMessage', () => {
  it('says the known refusals in the console’s language', () => {
    expect(itemPhotoErrorMessage(refusal(415, 'image_heic', 'HEIC'))).toBe(itemPhotoMessages.heic);
    expect(itemPhotoErrorMessage(refusal(415, 'unsupported_image_type', 'no'))).toBe(
      itemPhotoMessages.unsupportedType,
    );
    expect(itemPhotoErrorMessage(refusal(413, 'payload_too_large', 'big'))).toBe(itemPhotoMessages.tooLarge);
    expect(itemPhotoErrorMessage(refusal(400, 'image_too_many_pixels', 'px'))).toBe(
      imageMessages.tooManyPixels,
    );
    expect(itemPhotoErrorMessage(refusal(400, 'invalid_or_expired_link', 'late'))).toBe(
      imageMessages.linkExpired,
    );
  });

  it('shows the server’s own message for any other refusal', () => {
    expect(
      itemPhotoErrorMessage(refusal(400, 'image_too_wide', 'The photo is wider than 16,384 pixels.')),
    ).toBe('The photo is wider than 16,384 pixels.');
    expect(
      itemPhotoErrorMessage(refusal(403, 'feature_not_in_plan', 'Dish photos need the Smart plan.')),
    ).toBe('Dish photos need the Smart plan.');
  });

  it('asks to upload again after the network failed, and the same again may work', () => {
    const message = itemPhotoErrorMessage(
      new ApiError({ kind: 'network', status: 0, statusText: 'Network error' }),
    );
    expect(message).toBe(imageMessages.uploadFailed);
    expect(isRetryable(message)).toBe(true);
    expect(itemPhotoErrorMessage(new Error('boom'))).toBe(imageMessages.uploadFailed);
    expect(isRetryable(itemPhotoMessages.heic)).toBe(false);
  });
});
