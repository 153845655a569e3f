/**
 * A photo of a menu made ready for OCR and review (image-prep.ts): scaled, straightened by the
 * angle it was held at, upright by its EXIF orientation; and every file that cannot be a readable
 * photo refused with the code the owner's message is chosen by.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heicLookingBytes } from '#modules/uploads/test-support.ts';
import { smallMenuPhoto, zeroPng } from './image-prep.fixtures.ts';
import {
  DISPLAY_LONG_SIDE_PX,
  estimateSkewDegrees,
  MAX_INPUT_PIXELS,
  MAX_SIDE_PX,
  mapToDisplay,
  OCR_LONG_SIDE_PX,
  prepareImage,
} from './image-prep.ts';
import type { PageText } from './page-text.ts';
import type { ReadErrorCode } from './read-error.ts';

async function refusal(bytes: Buffer): Promise<{ code: ReadErrorCode; message: string }> {
  const error = await prepareImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ name: 'MenuReadError' });
  return error as { code: ReadErrorCode; message: string };
}

describe('prepareImage', () => {
  it('gives a grey PNG at OCR size and a smaller colour JPEG of the same picture', async () => {
    const prepared = await prepareImage(await smallMenuPhoto());

    expect(Math.max(prepared.ocr.width, prepared.ocr.height)).toBe(OCR_LONG_SIDE_PX);
    const ocr = await sharp(prepared.ocr.png).metadata();
    expect(ocr).toMatchObject({ format: 'png', channels: 1, width: prepared.ocr.width });
    const display = await sharp(prepared.display.jpeg).metadata();
    expect(display).toMatchObject({ format: 'jpeg', channels: 3, width: prepared.display.width });
    expect(Math.max(prepared.display.width, prepared.display.height)).toBe(DISPLAY_LONG_SIDE_PX);
    expect(prepared.display.width / prepared.display.height).toBeCloseTo(
      prepared.ocr.width / prepared.ocr.height,
      2,
    );
    expect(Math.abs(prepared.skewDegrees)).toBeLessThan(0.3);
  });

  it.each([4, -4])('finds a page held %s° askew and straightens it', async (degrees) => {
    const prepared = await prepareImage(await smallMenuPhoto({ rotateDegrees: degrees }));

    expect(Math.abs(prepared.skewDegrees - degrees)).toBeLessThanOrEqual(0.5);
    // the straightened page's text lines are level again: measured on the output, nothing is tilted
    const { data, info } = await sharp(prepared.ocr.png).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(estimateSkewDegrees({ data, width: info.width, height: info.height }))).toBeLessThan(0.5);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // stored landscape, tagged "rotate 90° clockwise to view": a portrait page
    const sideways = await sharp(await smallMenuPhoto())
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const prepared = await prepareImage(sideways);

    expect(prepared.ocr.width).toBeGreaterThan(prepared.ocr.height);
    expect(Math.abs(prepared.skewDegrees)).toBeLessThan(0.3);
  });

  it('refuses an image too small to hold readable text', async () => {
    const onePixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const thinStrip = await sharp({ create: { width: 1200, height: 150, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();

    expect((await refusal(onePixel)).code).toBe('image_too_small');
    expect((await refusal(thinStrip)).code).toBe('image_too_small');
  });

  it('refuses an image too large, before decoding it', async () => {
    const tooLong = await sharp({
      create: { width: MAX_SIDE_PX * 2.5, height: 300, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    // 64 megapixels in 100 KB: decoded whole it would take 64 MB, in RGB 192 MB
    const bomb = zeroPng(8_000, 8_000);
    expect(8_000 * 8_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(bomb.length).toBeLessThan(200_000);

    expect((await refusal(tooLong)).code).toBe('image_too_large');
    expect((await refusal(bomb)).code).toBe('image_too_large');
  });

  it('refuses what is not a photo, and a damaged one', async () => {
    const randomBytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const jpeg = await smallMenuPhoto();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));

    expect((await refusal(randomBytes)).code).toBe('unsupported_file');
    expect((await refusal(gif)).code).toBe('unsupported_file');
    expect((await refusal(truncated)).code).toBe('broken_file');
  });

  it('tells the owner to send an iPhone HEIC photo as a JPG when it cannot be decoded here', async () => {
    const error = await refusal(heicLookingBytes());

    expect(error.code).toBe('unsupported_file');
    expect(error.message).toMatch(/JPG/);
  });
});

describe('mapToDisplay', () => {
  it('scales every box and the font size from the OCR image onto the review image', () => {
    const image = {
      ocr: { png: Buffer.alloc(0), width: 2400, height: 1800 },
      display: { jpeg: Buffer.alloc(0), width: 2000, height: 1500 },
      skewDegrees: 0,
    };
    const box = { x: 240, y: 180, width: 480, height: 36 };
    const page: PageText = {
      page: 1,
      width: 2400,
      height: 1800,
      source: 'ocr',
      lines: [
        {
          text: 'Margherita',
          box,
          words: [{ text: 'Margherita', box, confidence: 0.9 }],
          fontSize: 36,
          bold: false,
          italic: false,
          confidence: 0.9,
        },
      ],
    };

    const mapped = mapToDisplay(page, image);

    expect(mapped).toMatchObject({ width: 2000, height: 1500 });
    const scaled = { x: 200, y: 150, width: 400, height: 30 };
    expect(mapped.lines[0]).toMatchObject({ box: scaled, fontSize: 30, words: [{ box: scaled }] });
  });
});
