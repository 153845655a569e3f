// The clean image of each page: the menu's PDF drawn by pdf.js onto @napi-rs/canvas (both
// dependencies of the API server), for the pdfkit and the HTML menus alike, so that page N of
// the images is page N of the PDF whichever renderer made it.
import { createRequire } from 'node:module';
import path from 'node:path';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../../apps/api-server/package.json'));

/** The images' resolution: a phone photo of a whole A4 page has about this many pixels per inch. */
export const DPI = 200;

let pdfjs;

/** Each page of `pdf` as PNG bytes at DPI, on white (a PDF page without a background is clear). */
export async function pageImages(pdf) {
  pdfjs ??= await import(apiRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs'));
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const images = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: DPI / 72 });
      const { canvas, context } = document.canvasFactory.create(
        Math.round(viewport.width),
        Math.round(viewport.height),
      );
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, viewport, canvas }).promise;
      images.push(canvas.toBuffer('image/png'));
      page.cleanup();
    }
    return images;
  } finally {
    await document.destroy();
  }
}

/** The number of pages of `pdf`, without drawing them. */
export async function pageCount(pdf) {
  pdfjs ??= await import(apiRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs'));
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const count = document.numPages;
  await document.destroy();
  return count;
}
