/**
 * Reads a printed QR sheet the way a guest's phone would: poppler's pdftoppm renders each page, the
 * page is cut into its table tents (the sheet's own GRID), and jsQR decodes each tent's code. Used by
 * the API test of the sheet and by the end-to-end journey that downloads it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { GRID } from '#modules/tables/qr-sheet.ts';

const run = promisify(execFile);

/** The URL in every QR code of the PDF, page by page, left to right, top to bottom. */
export async function decodeQrSheet(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-qr-'));
  try {
    await writeFile(path.join(dir, 'sheet.pdf'), pdf);
    await run('pdftoppm', ['-r', '110', '-png', path.join(dir, 'sheet.pdf'), path.join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const urls: string[] = [];
    for (const page of pages) {
      const image = PNG.sync.read(await readFile(path.join(dir, page)));
      const cellWidth = Math.floor(image.width / GRID.columns);
      const cellHeight = Math.floor(image.height / GRID.rows);
      for (let row = 0; row < GRID.rows; row++) {
        for (let column = 0; column < GRID.columns; column++) {
          const cell = new Uint8ClampedArray(cellWidth * cellHeight * 4);
          for (let y = 0; y < cellHeight; y++) {
            const start = ((row * cellHeight + y) * image.width + column * cellWidth) * 4;
            cell.set(image.data.subarray(start, start + cellWidth * 4), y * cellWidth * 4);
          }
          const code = jsQR(cell, cellWidth, cellHeight);
          if (code) urls.push(code.data);
        }
      }
    }
    return urls;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
