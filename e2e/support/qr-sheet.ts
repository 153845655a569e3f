// Reads the printed QR sheet the way a guest's phone would, with the API test's own decoder (it cuts
// each page by the sheet's layout, so a layout change cannot leave this copy behind).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { decodeQrSheet as decodeSheetBytes } from '@tavola/api-server/test/qr-sheet-decoder';

const run = promisify(execFile);

/** The URL in every QR code of the PDF at `pdfPath`, decoded as the API's test of the sheet does. */
export async function decodeQrSheet(pdfPath: string): Promise<string[]> {
  return decodeSheetBytes(await readFile(pdfPath));
}

/** How many raster images the PDF draws (the codes are vector shapes: these are the club logos). */
export async function countPdfImages(pdfPath: string): Promise<number> {
  const { stdout } = await run('pdfimages', ['-list', pdfPath]);
  // a header of two lines, then one line per image
  return stdout.trim().split('\n').slice(2).length;
}
