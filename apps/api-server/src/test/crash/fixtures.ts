/** Files the harness uploads: menu spreadsheets (CSV) and a large photo-like image. */
import sharp from 'sharp';

/** A CSV in the import layout: `sections` sections, `rows` items named `<name>-r<n>`. */
export function menuCsv(name: string, rows: number, sections = Math.max(1, Math.ceil(rows / 50))) {
  const itemNames: string[] = [];
  const lines = ['section,name,description,price'];
  for (let row = 1; row <= rows; row++) {
    const item = `${name}-r${row}`;
    itemNames.push(item);
    const section = `S${1 + Math.floor(((row - 1) * sections) / rows)}`;
    lines.push(`${section},${item},Row ${row} of ${name},${(row % 90) + 0.5}`);
  }
  // sections come out in file order, and items in file order within them: itemNames is that order
  return { csv: `${lines.join('\n')}\n`, itemNames };
}

/**
 * A noisy PNG of about 4 MB (under the 5 MiB limit): noise does not compress, so the upload, the
 * decoding and the re-encoding take long enough for a kill to land in the middle.
 */
export async function largePng(seed: number): Promise<Buffer> {
  const width = 1150;
  const height = 1150;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    // xorshift: fast, and different bytes per seed so each upload is a new content hash
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
