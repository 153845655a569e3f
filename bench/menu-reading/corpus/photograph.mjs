// The "photographed" page: the clean image as an owner's phone would take it, lying on a table,
// made with sharp alone from seeded choices. Each step is a stage of its own (sharp orders the
// operations of one pipeline itself, and blur must come before the sensor's noise, not after):
//   1. perspective: the phone tilted towards the page's top (or bottom). sharp has only affine
//      transforms, so a keystone is approximated by horizontal strips, each scaled in width a
//      little more than the one below it (64 strips: the steps are under 2 px, and the blur
//      smooths them). Rows are not compressed vertically, as a true perspective would.
//   2. the table around the page, then a rotation of up to ±4°;
//   3. uneven light: a soft radial falloff from a seeded point, multiplied in (about 30 % darker
//      at the far corner);
//   4. Gaussian blur (σ 0.8–1.2 px at 200 DPI): a phone's focus and shake;
//   5. sensor noise: a seeded grain (±~18 levels) overlaid;
//   6. JPEG at quality 60.
import { createRequire } from 'node:module';
import path from 'node:path';
import { seededRandom, seedOf } from './prng.mjs';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../../apps/api-server/package.json'));
const sharp = apiRequire('sharp');

const TABLES = [
  { r: 92, g: 70, b: 54 },
  { r: 110, g: 110, b: 108 },
  { r: 58, g: 63, b: 68 },
  { r: 138, g: 117, b: 96 },
];
const STRIPS = 64;

/** What the phone did for this page: every choice from the page's own seed. */
export function photoSettings(seedText) {
  const rng = seededRandom(seedOf(seedText));
  const sign = rng.chance(0.5) ? 1 : -1;
  return {
    angle: sign * (0.8 + 3.2 * rng.next()),
    keystone: 0.02 + 0.04 * rng.next(),
    keystoneAtTop: rng.chance(0.7),
    table: rng.pick(TABLES),
    lightX: rng.next(),
    lightY: rng.next(),
    lightFalloff: 0.22 + 0.12 * rng.next(),
    blur: 0.8 + 0.4 * rng.next(),
    noise: 14 + 8 * rng.next(),
    noiseSeed: rng.int(1, 2 ** 31),
  };
}

/** sharp's input options for raw pixels described by `info`. */
const raw = (info) => ({ raw: { width: info.width, height: info.height, channels: info.channels } });

/** 1. The keystone, as strips of the page scaled in width and centred on the table. */
async function keystone(clean, settings) {
  const { data, info } = await sharp(clean).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const strips = [];
  for (let index = 0; index < STRIPS; index++) {
    const top = Math.round((index * height) / STRIPS);
    const bottom = Math.round(((index + 1) * height) / STRIPS);
    const middle = (top + bottom) / 2 / height;
    const distance = settings.keystoneAtTop ? 1 - middle : middle;
    const stripWidth = Math.round(width * (1 - settings.keystone * distance));
    const strip = await sharp(data, raw(info))
      .extract({ left: 0, top, width, height: bottom - top })
      .resize(stripWidth, bottom - top, { fit: 'fill' })
      .raw()
      .toBuffer();
    strips.push({
      input: strip,
      raw: { width: stripWidth, height: bottom - top, channels: 3 },
      left: Math.round((width - stripWidth) / 2),
      top,
    });
  }
  return sharp({ create: { width, height, channels: 3, background: settings.table } })
    .composite(strips)
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** 2. The table around the page, and the page turned a little. */
async function onTheTable({ data, info }, settings) {
  const margin = Math.round(info.width * 0.05);
  return sharp(data, raw(info))
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: settings.table })
    .rotate(settings.angle, { background: settings.table })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** 3. The light: brightest at a seeded point, falling off towards the far side. */
async function unevenLight({ data, info }, settings) {
  const small = { width: 48, height: 64 };
  const light = Buffer.alloc(small.width * small.height);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      const dx = x / (small.width - 1) - settings.lightX;
      const dy = y / (small.height - 1) - settings.lightY;
      const distance = Math.min(1, Math.hypot(dx, dy) / Math.SQRT2);
      light[y * small.width + x] = Math.round(255 * (1 - settings.lightFalloff * distance ** 1.3));
    }
  }
  const overlay = await sharp(light, { raw: { ...small, channels: 1 } })
    .resize(info.width, info.height, { fit: 'fill', kernel: 'cubic' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return sharp(data, raw(info))
    .composite([{ input: overlay, blend: 'multiply' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** 4. The focus. */
async function blurred({ data, info }, settings) {
  return sharp(data, raw(info)).blur(settings.blur).raw().toBuffer({ resolveWithObject: true });
}

/** 5 and 6. The grain (grey around mid-grey, so "overlay" leaves the picture's mean), then JPEG 60. */
async function grainAndJpeg({ data, info }, settings) {
  const random = seededRandom(settings.noiseSeed);
  const pixels = info.width * info.height;
  const grain = Buffer.alloc(pixels * 3);
  for (let index = 0; index < pixels; index++) {
    // a triangular distribution: closer to a sensor's noise than a flat one, and cheap
    const value = 128 + Math.round((random.next() + random.next() - 1) * settings.noise * 1.4);
    const offset = index * 3;
    grain[offset] = value;
    grain[offset + 1] = value + Math.round((random.next() - 0.5) * 4);
    grain[offset + 2] = value;
  }
  return sharp(data, raw(info))
    .composite([
      { input: grain, raw: { width: info.width, height: info.height, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The photographed version of a clean page image (PNG bytes); JPEG bytes. */
export async function photograph(clean, seedText) {
  const settings = photoSettings(seedText);
  const flat = await keystone(clean, settings);
  const turned = await onTheTable(flat, settings);
  const lit = await unevenLight(turned, settings);
  const soft = await blurred(lit, settings);
  return { jpeg: await grainAndJpeg(soft, settings), settings };
}
