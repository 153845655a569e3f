/**
 * A PDF page as a PNG: what the owner sees in review, and what OCR reads when the page has no
 * usable text layer. Drawn by pdfjs on @napi-rs/canvas (pdfjs's own choice in Node).
 */
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextBox } from './page-text.ts';
import type { PdfDocument } from './pdf-document.ts';

/** Sharp enough to read a menu's small print on a screen. */
export const REVIEW_DPI = 150;
/** What OCR needs for small print; more gains little and costs time. */
export const OCR_DPI = 300;
/**
 * The most pixels a page is drawn with (4 bytes each while drawn): an A4 page at 300 dpi is 8.7
 * million, A3 17.4 million. A page declared larger (a PDF page can be 200 inches wide) is drawn at
 * a lower resolution instead of allocating gigabytes.
 */
export const MAX_RENDER_PIXELS = 24_000_000;

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/** PDF units per inch (points) */
const POINTS_PER_INCH = 72;

export interface RenderOptions {
  /** dots per inch of the page's size; REVIEW_DPI if not given */
  dpi?: number;
  maxPixels?: number;
}

export interface RenderedPage {
  png: Buffer;
  /** in pixels */
  width: number;
  height: number;
  /**
   * pixels per page unit: a PageText's boxes times this are the image's pixels (scaleBox). Lower
   * than dpi / 72 when the page was too large for the pixel cap.
   */
  scale: number;
}

export async function renderPdfPage(
  document: PdfDocument,
  pageNumber: number,
  { dpi = REVIEW_DPI, maxPixels = MAX_RENDER_PIXELS }: RenderOptions = {},
): Promise<RenderedPage> {
  if (!(dpi > 0)) throw new RangeError(`dpi ${dpi}`);
  return document.usePage(pageNumber, async (page, deadline) => {
    const size = page.getViewport({ scale: 1 });
    let scale = dpi / POINTS_PER_INCH;
    const pixels = size.width * scale * (size.height * scale);
    if (pixels > maxPixels) scale *= Math.sqrt(maxPixels / pixels);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));

    const drawing = document.canvasFactory.create(width, height);
    try {
      // pdfjs types its parameters with the browser's canvas; in Node they are @napi-rs/canvas's
      const parameters = { canvas: drawing.canvas, canvasContext: drawing.context, viewport };
      const rendering = page.render(parameters as unknown as RenderParameters);
      // called between slices of drawing: past the deadline, the drawing stops there
      rendering.onContinue = (proceed: () => void) => {
        if (deadline.passed) rendering.cancel();
        else proceed();
      };
      try {
        await rendering.promise;
      } catch (error) {
        deadline.check();
        throw error;
      }
      return { png: await drawing.canvas.encode('png'), width, height, scale };
    } finally {
      document.canvasFactory.destroy(drawing);
      page.cleanup();
    }
  });
}

/** A box of a PageText read from a PDF page, in the pixels of that page's rendered image. */
export function scaleBox(box: TextBox, scale: number): TextBox {
  return { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
}
