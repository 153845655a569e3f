/**
 * An owner's PDF opened with pdfjs, within limits: what pdf-text.ts and pdf-render.ts read pages
 * from. Every failure, from a file that is no PDF to a page that takes too long, comes out as a
 * MenuReadError; nothing pdfjs throws reaches the caller.
 *
 * pdfjs runs in this thread (in Node it has no worker of its own: its "fake worker" is the same
 * event loop), and while it interprets a page it yields to promises only, never to the event loop
 * (300,000 text runs: 4.7 s without a timer firing). So the limits here are what keep one upload
 * from holding the server:
 * - the file's size and page count, checked before any page is read;
 * - what its streams decompress to, measured before pdfjs sees them (pdf-streams.ts): this bounds
 *   how long pdfjs can hold the thread for a page;
 * - the time each step may take, checked by the step between the pieces pdfjs hands over
 *   (`Deadline`), and by a timer for the waits in between; past it, the document is destroyed,
 *   which stops pdfjs's work, and the whole file is refused.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { findStreamOverLimits, type StreamLimits } from './pdf-streams.ts';
import { MenuReadError } from './read-error.ts';

/** Larger than any menu we have seen with its photos; a scan of 20 pages at 300 dpi is about 15 MB. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PDF_PAGES = 20;
/** A dense menu page reads in well under a second on a slow core. */
export const PAGE_TIME_LIMIT_MS = 10_000;
/**
 * Images larger than this are left out by pdfjs instead of decoded: an A4 scan at 600 dpi is
 * 35 million pixels. (Decoded, an image is its pixels times 3 or 4 bytes.)
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  // A menu page's drawing is some kilobytes to a megabyte or two (a page of vector art); a page
  // over the limit would hold the server's event loop for seconds (pdf-streams.ts).
  maxDrawingStreamBytes: 8 * 1024 * 1024,
  maxDrawingTotalBytes: 32 * 1024 * 1024,
  // a whole embedded CJK font is some 20 MB
  maxStreamBytes: 32 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
};

export interface PdfLimits {
  maxBytes: number;
  maxPages: number;
  pageTimeLimitMs: number;
  streams: StreamLimits;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxBytes: MAX_PDF_BYTES,
  maxPages: MAX_PDF_PAGES,
  pageTimeLimitMs: PAGE_TIME_LIMIT_MS,
  streams: DEFAULT_STREAM_LIMITS,
};

const BROKEN_MESSAGE =
  'We could not open this file as a PDF: it may be damaged. Open it on your computer, save it again as a PDF, and upload it again.';
const TOO_COMPLEX_MESSAGE =
  'This PDF is too complex for us to read. Save it again as a simpler PDF (for example with "Print to PDF"), or upload photos of your menu instead.';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const require = createRequire(import.meta.url);

let pdfjsLoaded: Promise<Pdfjs> | undefined;

/**
 * Loaded by the first PDF, not at server start: pdfjs is some 4 MB of JavaScript to parse. Its
 * worker module too: in Node, pdfjs runs it in this thread (a "fake worker"), and would import it
 * on the first document, by a path relative to itself that breaks once bundled, and within that
 * document's time limit.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoaded ??= (async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const worker: unknown = await import(
      pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href
    );
    // where pdfjs looks for a worker already loaded
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  })().catch((error: unknown) => {
    pdfjsLoaded = undefined;
    throw error;
  });
  return pdfjsLoaded;
}

/**
 * pdfjs's data files (the 14 standard fonts, CJK character maps, its WebAssembly decoders for
 * JPEG 2000 and JBIG2, a colour profile), read from its own package folder: nothing is fetched
 * from the network. pdfjs appends file names to these, so each ends with a slash.
 */
function pdfjsDataFolders() {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${path.join(root, name)}${path.sep}`;
  return {
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
  };
}

/**
 * An open PDF; `usePage` runs a step on one page within the time limit. pdfjs interprets a page
 * without ever letting a timer run (it yields to promises only, never to the event loop), so a
 * timer alone fires only once it is done: the step also checks `deadline` between the pieces
 * pdfjs hands over (text in batches, drawing in slices).
 */
export interface PdfDocument {
  readonly pageCount: number;
  usePage<T>(pageNumber: number, step: (page: PDFPageProxy, deadline: Deadline) => Promise<T>): Promise<T>;
  /** pdfjs's own canvases (@napi-rs/canvas in Node), for rendering pages */
  readonly canvasFactory: CanvasFactory;
  close(): Promise<void>;
}

/** The part of pdfjs's canvas factory and of @napi-rs/canvas that rendering uses. */
export interface CanvasFactory {
  create(width: number, height: number): { canvas: PageCanvas; context: unknown };
  destroy(canvasAndContext: { canvas: PageCanvas | null; context: unknown }): void;
}

export interface PageCanvas {
  width: number;
  height: number;
  encode(format: 'png'): Promise<Buffer>;
}

export async function openPdfDocument(
  bytes: Uint8Array,
  limits: PdfLimits = DEFAULT_PDF_LIMITS,
): Promise<PdfDocument> {
  checkFileShape(bytes, limits);
  if (await findStreamOverLimits(bytes, limits.streams)) throw tooComplexError();

  const pdfjs = await loadPdfjs();
  const loadingTask = pdfjs.getDocument({
    // pdfjs takes over (detaches) the buffer it is given: it gets its own copy
    data: new Uint8Array(bytes),
    ...pdfjsDataFolders(),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    isOffscreenCanvasSupported: false,
    enableXfa: false,
    maxImageSize: MAX_IMAGE_PIXELS,
  });
  let document: PDFDocumentProxy;
  try {
    document = await withinTimeLimit(loadingTask.promise, limits.pageTimeLimitMs);
  } catch (error) {
    await loadingTask.destroy().catch(() => {});
    throw asReadError(error);
  }
  if (document.numPages > limits.maxPages) {
    await document.destroy().catch(() => {});
    throw new MenuReadError(
      'too_many_pages',
      `This PDF has ${document.numPages} pages; we can read menus of up to ${limits.maxPages} pages. Save only the pages of your menu as a new PDF and upload that.`,
    );
  }
  return new GuardedPdfDocument(document, limits.pageTimeLimitMs);
}

/** What can be refused from the bytes alone, before pdfjs parses anything. */
function checkFileShape(bytes: Uint8Array, limits: PdfLimits) {
  if (bytes.byteLength > limits.maxBytes) {
    const megabytes = Math.round(limits.maxBytes / (1024 * 1024));
    throw new MenuReadError(
      'file_too_large',
      `This PDF is larger than ${megabytes} MB. Save it with smaller images (many programs offer "Reduce file size"), or upload photos of your menu instead.`,
    );
  }
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // readers accept a header anywhere in the first kilobyte (some mail programs prepend a line)
  if (file.subarray(0, 1024).indexOf('%PDF-') === -1) throw new MenuReadError('broken_file', BROKEN_MESSAGE);
  // A PDF ends with %%EOF; Acrobat looks for it in the last kilobyte. Without it the file was cut
  // off: pdfjs would still show the pages it can rebuild, and the owner would review half a menu.
  if (file.subarray(-1024).lastIndexOf('%%EOF') === -1) {
    throw new MenuReadError(
      'broken_file',
      'This PDF is incomplete: it was probably cut off while it was downloaded or copied. Save or download it again and upload the new file.',
    );
  }
}

class GuardedPdfDocument implements PdfDocument {
  /** Set once a step went over its limits: pdfjs was stopped, and the file is refused as a whole. */
  #refused: MenuReadError | null = null;

  constructor(
    private readonly document: PDFDocumentProxy,
    private readonly timeLimitMs: number,
  ) {}

  get pageCount() {
    return this.document.numPages;
  }

  get canvasFactory() {
    return this.document.canvasFactory as CanvasFactory;
  }

  async usePage<T>(
    pageNumber: number,
    step: (page: PDFPageProxy, deadline: Deadline) => Promise<T>,
  ): Promise<T> {
    if (this.#refused) throw this.#refused;
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > this.pageCount) {
      throw new RangeError(`page ${pageNumber} of a PDF of ${this.pageCount} pages`);
    }
    const deadline = new Deadline(this.timeLimitMs);
    try {
      return await withinTimeLimit(
        this.document.getPage(pageNumber).then((page) => step(page, deadline)),
        this.timeLimitMs,
      );
    } catch (error) {
      const readError = asReadError(error);
      if (readError.code === 'too_complex') {
        this.#refused = readError;
        // stops pdfjs's work on the page: its tasks end at their next check
        await this.close();
      }
      throw readError;
    }
  }

  async close() {
    await this.document.destroy().catch(() => {});
  }
}

export class Deadline {
  readonly #end: number;

  constructor(timeLimitMs: number) {
    this.#end = performance.now() + timeLimitMs;
  }

  get passed(): boolean {
    return performance.now() > this.#end;
  }

  /** Throws too_complex once the time is up. */
  check() {
    if (this.passed) throw tooComplexError();
  }
}

/** What a step that took too long, or found more than its limits allow, throws. */
export function tooComplexError(): MenuReadError {
  return new MenuReadError('too_complex', TOO_COMPLEX_MESSAGE);
}

async function withinTimeLimit<T>(work: Promise<T>, timeLimitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooComplexError()), timeLimitMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The owner's error for whatever pdfjs threw; what it threw stays as `cause`, for the logs. */
function asReadError(error: unknown): MenuReadError {
  if (error instanceof MenuReadError) return error;
  const readError =
    error instanceof Error && error.name === 'PasswordException'
      ? new MenuReadError(
          'encrypted_pdf',
          'This PDF is protected by a password. Open it, save a copy without the password, and upload that copy.',
        )
      : new MenuReadError('broken_file', BROKEN_MESSAGE);
  readError.cause = error;
  return readError;
}
