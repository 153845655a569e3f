// Reads the printed QR sheet the way a guest's phone would: poppler's pdftoppm renders each page,
// jsQR decodes each table tent's code (the same approach as the API's test of the sheet).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/**
 * The sheet's layout: table tents per page, in columns and rows (GRID in
 * apps/api-server/src/modules/tables/qr-sheet.ts). Each cell is decoded on its own, since jsQR
 * reads one code per image. Should the layout change, fewer codes decode and the journey says so.
 */
const GRID = { columns: 2, rows: 2 };

/** The URL in every QR code of the PDF at `pdfPath`, page by page, left to right, top to bottom. */
export async function decodeQrSheet(pdfPath: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-e2e-qr-'));
  try {
    await run('pdftoppm', ['-r', '110', '-png', pdfPath, path.join(dir, 'page')]);
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

/** How many raster images the PDF draws (the codes are vector shapes: these are the club logos). */
export async function countPdfImages(pdfPath: string): Promise<number> {
  const { stdout } = await run('pdfimages', ['-list', pdfPath]);
  // a header of two lines, then one line per image
  return stdout.trim().split('\n').slice(2).length;
}
