/**
 * A photo of a menu page made ready for OCR (ocr.ts) and for the owner's review: refused early
 * when it is not a picture we can read or is absurdly small or large, then turned upright (EXIF),
 * scaled so the letters are the height tesseract reads best, flattened (uneven lighting divided
 * out), stretched to full contrast and straightened (deskew).
 *
 * Two images come out with the same geometry: a grayscale PNG for OCR and a colour JPEG for review,
 * straightened by the same angle; the JPEG is only smaller. OCR's coordinates are in the PNG's
 * pixels; `mapToDisplay` scales a page read from it onto the JPEG (x by display.width / ocr.width,
 * y by display.height / ocr.height), which is where `PageText` says a photo's coordinates live.
 *
 * Not done: perspective correction (a page photographed at an angle stays a trapezoid; tesseract
 * copes with the mild keystone of a hand-held phone, and the deskew straightens the average line).
 */
import type { Sharp, SharpOptions } from 'sharp';
import { loadSharp, sniffImageType } from '#modules/uploads/image-check.ts';
import type { PageText, TextBox } from './page-text.ts';
import { MenuReadError } from './read-error.ts';

/** Below this on its short side a photo cannot hold a menu's text at a readable size. */
export const MIN_SHORT_SIDE_PX = 200;
/**
 * Refused before decoding above this: 50 megapixels takes every phone's normal photo (12, 24 and
 * 48 MP) and keeps a decoded page under 150 MB even before sharp shrinks it while reading.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** A longer side is no photo of a page (a 30,000 × 1,000 strip is few pixels but no page). */
export const MAX_SIDE_PX = 12_000;

/**
 * The OCR image's long side. An A4 page filling the frame then comes out near 200 dpi: body text
 * (9–12 pt) is 25–35 px tall, where tesseract's LSTM reads best, and a page takes a few seconds
 * on two cores (bigger images cost time roughly in proportion to their pixels for little gain).
 */
export const OCR_LONG_SIDE_PX = 2_400;
/** The review image's long side: sharp enough to read a dish name when zoomed on a phone. */
export const DISPLAY_LONG_SIDE_PX = 2_000;
/** Photos are rarely held more askew than this; a larger tilt is read as is. */
export const MAX_SKEW_DEGREES = 6;
/** A smaller tilt is left alone: tesseract copes, and rotating blurs the letters a little. */
const MIN_CORRECTED_SKEW_DEGREES = 0.2;

export interface PreparedImage {
  /** grayscale PNG for OCR */
  ocr: { png: Buffer; width: number; height: number };
  /** colour JPEG for review, the same picture as `ocr` scaled down */
  display: { jpeg: Buffer; width: number; height: number };
  /** how far the text leaned, clockwise positive; both images were turned back by this much */
  skewDegrees: number;
}

const READ_OPTIONS: SharpOptions = {
  // a second guard after the header check: the decoder itself refuses more pixels than this
  limitInputPixels: MAX_INPUT_PIXELS,
  // a truncated or corrupt photo is refused rather than read half grey
  failOn: 'error',
  autoOrient: true,
};

const unsupportedFile = () =>
  new MenuReadError(
    'unsupported_file',
    'This file is not a photo we can read. Send the menu as JPG, PNG or WebP photos, or as a PDF.',
  );
const heicNotReadable = () =>
  new MenuReadError(
    'unsupported_file',
    'This photo is in HEIC, the iPhone format, which cannot be read here: send it as a JPG. On an iPhone, choose Settings > Camera > Formats > Most Compatible, or share the photo as JPG.',
  );
const brokenFile = () =>
  new MenuReadError(
    'broken_file',
    'This photo seems to be damaged or only partly uploaded. Try sending it again, or take a new photo.',
  );
const imageTooSmall = () =>
  new MenuReadError(
    'image_too_small',
    'This photo is too small to read the menu from. Send a photo taken with your phone camera at its normal size, with the page filling the picture.',
  );
const imageTooLarge = () =>
  new MenuReadError(
    'image_too_large',
    'This photo is too large to read (at most 50 megapixels). Take it at your camera’s normal resolution, or send a smaller copy.',
  );

/**
 * An uploaded photo's bytes made into the OCR and review images, or a `MenuReadError`:
 * 'unsupported_file' (not JPG, PNG, WebP or AVIF; HEIC when this build cannot decode it),
 * 'broken_file', 'image_too_small', 'image_too_large'.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const sharp = await loadSharp();
  const type = sniffImageType(bytes);
  if (!type) throw unsupportedFile();
  const isHeic = type === 'image/heic';
  // prebuilt sharp reads AVIF but not HEVC-coded HEIF (patents); a system libvips build may
  if (isHeic && !(sharp.format.heif?.input.fileSuffix?.includes('.heic') ?? false)) throw heicNotReadable();
  const whenUnreadable = isHeic ? heicNotReadable : brokenFile;

  // the header alone (no pixel is decoded), without the decoder's limit so that a huge image gets
  // "too large" from the check below rather than the decoder's unclear refusal
  const metadata = await sharp(bytes, { ...READ_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw whenUnreadable();
    });
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw whenUnreadable();
  if (width * height > MAX_INPUT_PIXELS || Math.max(width, height) > MAX_SIDE_PX) throw imageTooLarge();
  if (Math.min(width, height) < MIN_SHORT_SIDE_PX) throw imageTooSmall();

  const ocrWidth = Math.round((width * OCR_LONG_SIDE_PX) / Math.max(width, height));
  const colour = await decodeScaled(sharp(bytes, READ_OPTIONS), ocrWidth).catch((error: unknown) => {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    throw whenUnreadable();
  });

  // a light blur as the denoise: the downscale has averaged most of a photo's grain already, and a
  // median filter cost ten times as long (0.7 s) for no better reading
  const grey = await rawGrey(sharp(colour.data, { raw: colour.info }).greyscale().blur(0.6));
  const background = await estimateBackground(sharp, grey);
  const flat = stretchContrast(divideByBackground(grey.data, background));
  const skewDegrees = estimateSkewDegrees({ data: flat, width: grey.width, height: grey.height });
  const turnBack = Math.abs(skewDegrees) >= MIN_CORRECTED_SKEW_DEGREES ? -skewDegrees : 0;

  const ocr = await straighten(
    sharp(flat, { raw: { width: grey.width, height: grey.height, channels: 1 } }),
    turnBack,
  )
    .toColourspace('b-w')
    // fast compression: the PNG only travels to the OCR worker, which decodes it at once
    .png({ compressionLevel: 2 })
    .toBuffer({ resolveWithObject: true });

  const upright = await straighten(sharp(colour.data, { raw: colour.info }), turnBack)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const displayScale = Math.min(1, DISPLAY_LONG_SIDE_PX / Math.max(upright.info.width, upright.info.height));
  const display = await sharp(upright.data, { raw: upright.info })
    .resize(
      Math.round(upright.info.width * displayScale),
      Math.round(upright.info.height * displayScale),
      // exact width and height, so the display stays the OCR image's picture to the pixel
      { fit: 'fill' },
    )
    // plain libjpeg: mozjpeg's smaller file (-40%) took 0.9 s instead of 0.1 s here
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });

  return {
    ocr: { png: ocr.data, width: ocr.info.width, height: ocr.info.height },
    display: { jpeg: display.data, width: display.info.width, height: display.info.height },
    // `|| 0`: a tiny negative angle rounds to -0
    skewDegrees: Math.round(skewDegrees * 100) / 100 || 0,
  };
}

/** Scales a page read from `image.ocr` onto `image.display`, whose pixels `PageText` is in. */
export function mapToDisplay(page: PageText, image: PreparedImage): PageText {
  const sx = image.display.width / image.ocr.width;
  const sy = image.display.height / image.ocr.height;
  const scaleBox = (box: TextBox): TextBox => ({
    x: box.x * sx,
    y: box.y * sy,
    width: box.width * sx,
    height: box.height * sy,
  });
  return {
    ...page,
    width: image.display.width,
    height: image.display.height,
    lines: page.lines.map((line) => ({
      ...line,
      box: scaleBox(line.box),
      fontSize: line.fontSize * sy,
      words: line.words.map((word) => ({ ...word, box: scaleBox(word.box) })),
    })),
  };
}

type SharpModule = Awaited<ReturnType<typeof loadSharp>>;

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Upright RGB pixels scaled to `width` (up or down); a transparent PNG is laid on white paper. */
async function decodeScaled(image: Sharp, width: number): Promise<RawImage> {
  const { data, info } = await image
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** sharp writes RGB unless told otherwise, even from one-channel input */
async function rawGrey(image: Sharp): Promise<GreyImage> {
  const { data, info } = await image
    .toColourspace('b-w')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one grey channel, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/** Lighting is smooth over this many pixels of the OCR image; letters are much smaller. */
const BACKGROUND_CELL_PX = 8;

/**
 * The paper's brightness at every pixel, without the letters: a morphological closing of an
 * eighth-size copy (the brightest value around each point, as a letter is darker than the paper
 * beside it; then the darkest around that, so large dark areas such as the table around the page
 * keep their own edge instead of being lit by the paper next to them), blurred and scaled back up.
 * Dividing by it evens out shadows and the fall-off of a phone's light.
 */
async function estimateBackground(sharp: SharpModule, grey: GreyImage): Promise<Buffer> {
  const small = await rawGrey(
    sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } }).resize(
      Math.max(1, Math.round(grey.width / BACKGROUND_CELL_PX)),
      Math.max(1, Math.round(grey.height / BACKGROUND_CELL_PX)),
      { fit: 'fill', kernel: 'linear' },
    ),
  );
  // 7 cells (56 px) spans a line of body text and the gap beside it: some paper is always in reach
  const closed = rankFilter({ ...small, data: rankFilter(small, 3, Math.max) }, 3, Math.min);
  const smooth = await rawGrey(
    sharp(closed, { raw: { width: small.width, height: small.height, channels: 1 } })
      .blur(1)
      .resize(grey.width, grey.height, { fit: 'fill', kernel: 'linear' }),
  );
  return smooth.data;
}

/**
 * Each pixel becomes the brightest (or darkest) value within `radius` of it: separable, rows then
 * columns, each a sliding window over at most 2 × radius + 1 values.
 */
function rankFilter(
  { data, width, height }: GreyImage,
  radius: number,
  pick: (a: number, b: number) => number,
) {
  const pass = (input: Buffer, length: number, lines: number, at: (line: number, i: number) => number) => {
    const out = Buffer.alloc(input.length);
    for (let line = 0; line < lines; line++) {
      for (let i = 0; i < length; i++) {
        let value = input[at(line, i)] ?? 0;
        for (let j = Math.max(0, i - radius); j <= Math.min(length - 1, i + radius); j++)
          value = pick(value, input[at(line, j)] ?? 0);
        out[at(line, i)] = value;
      }
    }
    return out;
  };
  const rows = pass(data, width, height, (y, x) => y * width + x);
  return pass(rows, height, width, (x, y) => y * width + x);
}

/**
 * Dark backgrounds (the table around the page) are not brightened beyond this: dividing by a
 * nearly black background would turn its noise into speckles OCR reads as letters.
 */
const DARKEST_BACKGROUND = 24;

function divideByBackground(grey: Buffer, background: Buffer): Buffer {
  const out = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const paper = Math.max(DARKEST_BACKGROUND, background[i] ?? 255);
    out[i] = Math.min(255, Math.round(((grey[i] ?? 255) * 255) / paper));
  }
  return out;
}

/**
 * Ink to black and paper to white: the darkest 1% of pixels (letters) end at 0 and the paper,
 * most of the page, at 255. The ink end never goes above mid-grey, so a nearly blank page's paper
 * grain is not blown up into black.
 */
function stretchContrast(flat: Buffer): Buffer {
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < flat.length; i++) {
    const value = flat[i] ?? 255;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const percentile = (fraction: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram[value] ?? 0;
      if (seen >= fraction * flat.length) return value;
    }
    return 255;
  };
  const ink = Math.min(percentile(0.01), 128);
  const paper = Math.max(percentile(0.6), ink + 64);
  // a lookup table: 256 divisions instead of one per pixel
  const stretched = new Uint8Array(256);
  for (let value = 0; value < 256; value++)
    stretched[value] = Math.max(0, Math.min(255, Math.round(((value - ink) * 255) / (paper - ink))));
  const out = Buffer.alloc(flat.length);
  for (let i = 0; i < flat.length; i++) out[i] = stretched[flat[i] ?? 255] ?? 255;
  return out;
}

/** Darker than this (after the stretch) a pixel counts as ink when looking for the text's lines. */
const INK_THRESHOLD = 128;
/** Every second pixel each way is enough to find the lines' direction, and four times quicker. */
const SKEW_SAMPLE_STEP = 2;
/** Below this many ink samples there is no text to align with; the page is left as it is. */
const MIN_INK_SAMPLES = 500;

/**
 * The angle the text lines lean, by projection profiles: the ink is summed along rows turned by
 * each candidate angle, and where the rows follow the text lines the sums are all-or-nothing
 * (lines, then gaps), which maximises the sum of their squares (their variance). Coarse steps over
 * ±MAX_SKEW_DEGREES first, then fine ones around the best. Clockwise positive (y grows down).
 */
export function estimateSkewDegrees({ data, width, height }: GreyImage): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += SKEW_SAMPLE_STEP) {
    for (let x = 0; x < width; x += SKEW_SAMPLE_STEP) {
      if ((data[y * width + x] ?? 255) < INK_THRESHOLD) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < MIN_INK_SAMPLES) return 0;

  // rows as thick as the sampling step: thin enough to see the gap between two lines of text
  const rowCount = Math.ceil((width + height) / SKEW_SAMPLE_STEP) + 2;
  const rows = new Float64Array(rowCount);
  const sharpness = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    rows.fill(0);
    // offset by the width so rows leaning up past the top still have a non-negative index
    for (let i = 0; i < xs.length; i++) {
      const along = ((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin + width) / SKEW_SAMPLE_STEP;
      const row = Math.floor(along);
      rows[row] = (rows[row] ?? 0) + 1;
    }
    let sumOfSquares = 0;
    for (const count of rows) sumOfSquares += count * count;
    return sumOfSquares;
  };
  const best = (from: number, to: number, step: number) => {
    let bestAngle = 0;
    let bestScore = -1;
    for (let angle = from; angle <= to + step / 2; angle += step) {
      const score = sharpness(angle);
      if (score > bestScore) {
        bestScore = score;
        bestAngle = angle;
      }
    }
    return bestAngle;
  };
  const coarse = best(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, 0.5);
  return best(coarse - 0.5, coarse + 0.5, 0.05);
}

/** Turned by `degrees` (clockwise positive) on white, the canvas grown to hold the corners. */
function straighten(image: Sharp, degrees: number): Sharp {
  return degrees === 0 ? image : image.rotate(degrees, { background: '#ffffff' });
}
