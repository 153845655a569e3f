/**
 * Dish photos made into their variants (photo.ts): upright, without metadata, at the widths and in
 * the formats of the design, with a short placeholder; and every kind of bad file refused before
 * anything is made. Fixtures are drawn with sharp here, never downloaded.
 */
import { IMAGE_UPLOAD_MAX_SIDE, PHOTO_UPLOAD_MAX_BYTES } from '@tavola/domain/image';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#errors.ts';
import {
  PHOTO_FORMATS,
  PLACEHOLDER_MAX_LENGTH,
  photoVariantNames,
  processPhoto,
  variantWidths,
} from './photo.ts';
import { heicLookingBytes, pngClaiming } from './test-support.ts';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

function solid(width: number, height: number, background: { r: number; g: number; b: number } = RED) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Red on the left half, blue on the right: which way it was turned shows in the pixels. */
async function halves(width: number, height: number) {
  const right = await solid(width / 2, height, BLUE)
    .png()
    .toBuffer();
  return solid(width, height, RED).composite([{ input: right, left: width / 2, top: 0 }]);
}

/** A phone's photo: camera make and model, GPS position, a comment and an orientation. */
function asFromPhone(image: Sharp, orientation = 1) {
  return image
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 });
}

/** The colour of the pixel at (x, y) of an encoded image. */
async function pixelAt(data: Buffer, x: number, y: number) {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: raw[offset] ?? -1, g: raw[offset + 1] ?? -1, b: raw[offset + 2] ?? -1 };
}

const isClose = (colour: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) < 40 &&
  Math.abs(colour.g - expected.g) < 40 &&
  Math.abs(colour.b - expected.b) < 40;

async function refusal(bytes: Buffer) {
  const error = await processPhoto(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, code, message } = error as HttpError;
  return { statusCode, code, message };
}

describe('dish photo variants', () => {
  it('makes AVIF, WebP and JPEG at 320, 640 and 960 from a large photo, each what its name says', async () => {
    const photo = await processPhoto(await solid(4000, 3000).jpeg().toBuffer());
    expect(photo.key).toMatch(/^[0-9a-f]{32}$/);
    expect(photo.widths).toEqual([320, 640, 960]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 960, height: 720 });
    expect(photo.variants.map((variant) => variant.name).sort()).toEqual(photoVariantNames(photo).sort());
    expect(photo.variants).toHaveLength(9);
    const formats = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format, variant.name).toBe(formats[variant.format]);
      if (variant.format === 'avif') expect(metadata.compression, variant.name).toBe('av1');
      expect(metadata.width, variant.name).toBe(variant.width);
      expect(metadata.height, variant.name).toBe((variant.width * 3) / 4);
      expect(variant.name).toBe(`${photo.key}-${variant.width}.${variant.format}`);
    }
  });

  it('never makes a variant wider than the photo; a photo narrower than 320 gets its own width', async () => {
    expect(variantWidths(1200)).toEqual([320, 640, 960]);
    expect(variantWidths(960)).toEqual([320, 640, 960]);
    expect(variantWidths(800)).toEqual([320, 640]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(200)).toEqual([200]);

    const middle = await processPhoto(await solid(800, 600).png().toBuffer());
    expect(middle.widths).toEqual([320, 640]);
    expect({ width: middle.width, height: middle.height }).toEqual({ width: 640, height: 480 });
    const small = await processPhoto(await solid(200, 150).png().toBuffer());
    expect(small.widths).toEqual([200]);
    expect(small.variants.map((variant) => variant.name).sort()).toEqual(
      PHOTO_FORMATS.map((format) => `${small.key}-200.${format}`).sort(),
    );
    expect({ width: small.width, height: small.height }).toEqual({ width: 200, height: 150 });
  });

  it('applies the EXIF orientation: the widths are those of the upright photo', async () => {
    // stored 1200 × 800 with orientation 6 (turn a quarter clockwise): upright it is 800 × 1200
    const bytes = await asFromPhone(await halves(1200, 800), 6).toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const photo = await processPhoto(bytes);
    expect(photo.widths).toEqual([320, 640]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 640, height: 960 });
    const jpeg = photo.variants.find((variant) => variant.format === 'jpg' && variant.width === 640);
    // the red left half is now on top, the blue right half below
    expect(isClose(await pixelAt(jpeg?.data ?? Buffer.alloc(0), 320, 100), RED)).toBe(true);
    expect(isClose(await pixelAt(jpeg?.data ?? Buffer.alloc(0), 320, 860), BLUE)).toBe(true);
  });

  it('strips every metadata block: no EXIF, GPS, XMP, comment or orientation in any variant', async () => {
    const withXmp = asFromPhone(solid(1000, 750), 1).withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    );
    const bytes = await withXmp.toBuffer();
    const before = await sharp(bytes).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    const photo = await processPhoto(bytes);
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif, variant.name).toBeUndefined();
      expect(metadata.xmp, variant.name).toBeUndefined();
      expect(metadata.iptc, variant.name).toBeUndefined();
      expect(metadata.orientation, variant.name).toBeUndefined();
      expect(metadata.comments ?? [], variant.name).toEqual([]);
      expect(variant.data.includes(Buffer.from('Secret Model')), variant.name).toBe(false);
      expect(variant.data.includes(Buffer.from('PhoneMaker')), variant.name).toBe(false);
    }
  });

  it('gives a placeholder: a tiny WebP data URL of at most 400 characters, also for a busy photo', async () => {
    const noise = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 100 },
      },
    })
      .jpeg()
      .toBuffer();
    for (const bytes of [await solid(1200, 900).jpeg().toBuffer(), noise]) {
      const { placeholder } = await processPhoto(bytes);
      expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(placeholder.length).toBeLessThanOrEqual(PLACEHOLDER_MAX_LENGTH);
      const image = Buffer.from(placeholder.slice(placeholder.indexOf(',') + 1), 'base64');
      const metadata = await sharp(image).metadata();
      expect(metadata.format).toBe('webp');
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(16);
    }
  });

  it('keys a photo by its upright pixels: the same photo the same key, another photo another', async () => {
    const bytes = await solid(700, 500).jpeg().toBuffer();
    const first = await processPhoto(bytes);
    const again = await processPhoto(bytes);
    const other = await processPhoto(await solid(700, 500, BLUE).jpeg().toBuffer());
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  it('takes the first frame of an animated WebP', async () => {
    const frame = (colour: typeof RED) => solid(400, 300, colour).png().toBuffer();
    const animated = await sharp([await frame(RED), await frame(BLUE), await frame(RED)], {
      join: { animated: true },
    })
      .webp()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const photo = await processPhoto(animated);
    expect(photo.widths).toEqual([320]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 320, height: 240 });
    for (const variant of photo.variants) {
      expect((await sharp(variant.data).metadata()).pages ?? 1, variant.name).toBe(1);
      expect(isClose(await pixelAt(variant.data, 160, 120), RED), variant.name).toBe(true);
    }
  });

  it('reads WebP and AVIF uploads, and puts a transparent PNG on white', async () => {
    for (const bytes of [await solid(640, 480).webp().toBuffer(), await solid(640, 480).avif().toBuffer()]) {
      const photo = await processPhoto(bytes);
      expect(photo.widths).toEqual([320, 640]);
    }
    const transparent = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await processPhoto(transparent);
    for (const variant of photo.variants) {
      expect((await sharp(variant.data).metadata()).hasAlpha, variant.name).toBe(false);
      expect(isClose(await pixelAt(variant.data, 10, 10), { r: 255, g: 255, b: 255 }), variant.name).toBe(
        true,
      );
    }
  });

  it('shrinks a strip taller than twice its width to that height', async () => {
    const photo = await processPhoto(await solid(500, 4000).png().toBuffer());
    // fits inside 960 × 1920: 240 × 1920, one variant at its own width
    expect(photo.widths).toEqual([240]);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 240, height: 1920 });
  });

  it('refuses what is not a usable photo before decoding it, with a clear error', async () => {
    const refusals = {
      'a text file named .jpg': [
        Buffer.from('This is not a photo at all, only words.\n'),
        415,
        'unsupported_image_type',
      ],
      'a GIF': [await solid(40, 30).gif().toBuffer(), 415, 'unsupported_image_type'],
      'an iPhone HEIC': [heicLookingBytes(), 415, 'image_heic'],
      'a 0 × 0 PNG': [pngClaiming(0, 0), 400, 'image_unreadable'],
      'a 100,000-pixel-wide PNG': [pngClaiming(100_000, 10), 400, 'image_too_many_pixels'],
      'a PNG claiming 50,000 × 50,000': [pngClaiming(50_000, 50_000), 400, 'image_too_many_pixels'],
      'a truncated JPEG': [
        (await solid(800, 600).jpeg().toBuffer()).subarray(0, 600),
        400,
        'image_unreadable',
      ],
      'a file of 10 MiB + 1': [
        Buffer.concat([await solid(10, 10).jpeg().toBuffer(), Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES)]),
        413,
        'payload_too_large',
      ],
    } as const;
    for (const [what, [bytes, statusCode, code]] of Object.entries(refusals)) {
      const error = await refusal(bytes);
      expect({ statusCode: error.statusCode, code: error.code }, what).toEqual({ statusCode, code });
      expect(error.message.length, what).toBeGreaterThan(20);
    }
    expect((await refusal(heicLookingBytes())).message).toContain(
      'Settings > Camera > Formats > Most Compatible',
    );
    expect((await refusal(pngClaiming(IMAGE_UPLOAD_MAX_SIDE + 1, 10))).message).toContain(
      '16,384 pixels on a side',
    );
  });
});
