/**
 * OCR of a page image prepared by image-prep.ts, with tesseract.js (Tesseract's LSTM engine in
 * WebAssembly, run in a worker thread). Entirely offline: the engine comes from the installed
 * tesseract.js-core, the language models from the installed @tesseract.js-data packages, and
 * nothing is cached to disk (tesseract.js would otherwise write `<lang>.traineddata` into the
 * working directory).
 *
 * One reader is one worker thread with the menu's languages loaded (about a second to start): a
 * job makes one for all its pages and closes it at the end. Closing, or cancelling a page, ends
 * the thread, so nothing keeps the process alive.
 *
 * Settings, chosen on a (synthetic) phone photo of an A4 menu with a price column: page segmentation mode 4 ("a single column of text of
 * variable sizes") keeps a dish's name and its price on one line, where the automatic mode (3)
 * makes the prices a block of their own or drops them, mode 6 reads the table around the page as
 * letters, and mode 11 puts every word group on a line of its own. Menus printed in two columns
 * come out as lines across both columns: ocr-columns.ts then reads each column on its own. The `_best_int` models are the LSTM-only ones: smaller to load than the `4.0.0` set
 * (which adds the legacy engine we do not use) and read the same.
 */
import { constants } from 'node:fs';
import { access, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import type { PageText, TextBox, TextLine, TextWord } from './page-text.ts';
import { MenuReadError } from './read-error.ts';

/** The languages OCR reads, by the codes menus use, with Tesseract's names for them. */
export const OCR_LANGUAGES = { en: 'eng', it: 'ita', de: 'deu', fr: 'fra', es: 'spa' } as const;
export type OcrLanguage = keyof typeof OCR_LANGUAGES;

/** A page that takes longer than this is given up as too hard to read (a normal page: 3–5 s). */
export const PAGE_TIMEOUT_MS = 60_000;

export interface RecogniseOptions {
  /** 1-based, copied into the result */
  page?: number;
  /** aborting it stops the recognition and closes the reader: the promise rejects 'cancelled' */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Reads the image as one line of text (Tesseract's page segmentation mode 7) instead of a page:
   * for a crop of a single line read again (ocr-headings.ts)
   */
  singleLine?: boolean;
}

export interface OcrReader {
  /**
   * Reads a PNG made by `prepareImage`. Coordinates are in the PNG's pixels; `mapToDisplay`
   * (image-prep.ts) moves them onto the review image, where `PageText` wants them.
   */
  recognise(png: Buffer, options?: RecogniseOptions): Promise<PageText>;
  /** Ends the worker thread; resolves once it has exited. Safe to call more than once. */
  close(): Promise<void>;
}

const cancelled = () => new MenuReadError('cancelled', 'The import was cancelled.');
const tooSlow = () =>
  new MenuReadError(
    'too_complex',
    'This page took too long to read. Try a sharper photo of just the menu page, with nothing else around it.',
  );

/** The traineddata (gzipped) of one language, from its installed package, found by module resolution. */
function languageDataFile(code: string): string {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return path.join(packageDir, '4.0.0_best_int', `${code}.traineddata.gz`);
}

/**
 * tesseract.js reads every language from one folder (`langPath`), and each language is a package
 * of its own: a temporary folder of links to the chosen ones serves as that folder while the
 * worker loads them, then it is removed.
 */
async function withLanguageFolder<T>(codes: readonly string[], use: (folder: string) => Promise<T>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'tavola-ocr-'));
  try {
    for (const code of codes) {
      const file = languageDataFile(code);
      // checked here: a worker that cannot find its language never ends (see createOcrReader)
      await access(file, constants.R_OK);
      await symlink(file, path.join(folder, `${code}.traineddata.gz`));
    }
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function createOcrReader(languages: readonly OcrLanguage[]): Promise<OcrReader> {
  const codes = [...new Set(languages.map((language) => OCR_LANGUAGES[language]))];
  if (codes.length === 0) throw new Error('createOcrReader needs at least one language');
  // loaded on first use, not at every start of the server
  const { default: tesseract } = await import('tesseract.js');

  // tesseract.js's createWorker() never settles when loading a language fails, and its thread
  // then lives on out of reach: the files are checked first, and the error handler turns what
  // still fails into an error instead of a wait forever (it also hears of every failed page later,
  // whose own promise rejects too). A language file that loads but is corrupt makes tesseract.js
  // 7 throw in the main thread (it answers "initialization failed" and then "done" for one job).
  let failStart: (error: Error) => void = () => {};
  const startFailed = new Promise<never>((_, reject) => {
    failStart = reject;
  });
  startFailed.catch(() => {});
  const worker = await withLanguageFolder(codes, (langPath) =>
    Promise.race([
      tesseract.createWorker(
        codes.join('+'),
        tesseract.OEM.LSTM_ONLY,
        {
          langPath,
          gzip: true,
          cacheMethod: 'none',
          // without a handler tesseract.js throws a failed job's error where nothing can catch it
          errorHandler: (error: unknown) => failStart(new Error(`OCR could not start: ${String(error)}`)),
        },
        // the Italian model asks for a word list it does not contain and logs an error for it
        'user_words_suffix ',
      ),
      startFailed,
    ]),
  );
  await worker.setParameters({
    tessedit_pageseg_mode: tesseract.PSM.SINGLE_COLUMN,
    // the PNG carries no resolution; an A4 page at image-prep's size is about this
    user_defined_dpi: '200',
  });

  // tesseract.js's terminate() does not wait for the thread: its `worker` field is the thread
  const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
  const exited = new Promise<void>((resolve) => {
    if (!thread) resolve();
    else thread.once('exit', () => resolve());
  });
  // a terminated worker never settles its jobs: the pages being read are stopped from here
  const stopPending = new Set<(error: Error) => void>();
  let closed = false;
  let crash: Error | null = null;
  const close = async () => {
    if (!closed) {
      closed = true;
      // tesseract.js's recognize() posts its job a few microtasks after it is called (once the
      // image is "loaded"); terminating before that makes it post to a dead worker and reject
      // where nothing can catch it, which would end the process. A macrotask later it has posted.
      await new Promise((resolve) => setImmediate(resolve));
      await worker.terminate();
    }
    await exited;
    for (const stop of stopPending) stop(crash ?? cancelled());
  };

  // a thread that dies (out of memory in the WebAssembly engine) would otherwise throw its error
  // in the server's main thread, where nothing catches it
  thread?.on('error', (error) => {
    crash = new Error(`The OCR worker stopped: ${error.message}`);
    void close();
  });

  const recognise = async (png: Buffer, options: RecogniseOptions = {}): Promise<PageText> => {
    const { page = 1, signal, timeoutMs = PAGE_TIMEOUT_MS, singleLine = false } = options;
    if (closed || signal?.aborted) {
      await close();
      throw cancelled();
    }
    const size = pngSize(png);
    // the mode applies to the jobs after it: set for this one, and set back once it has run
    if (singleLine) await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.SINGLE_LINE });
    const reading = new Promise<Tesseract.Page>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        stopPending.delete(stop);
      };
      const stop = (error: Error) => {
        settle();
        reject(error);
      };
      // rejects once the thread is gone, so a caller that moves on leaves nothing running
      const stopAndClose = (error: MenuReadError) => {
        settle();
        close().then(() => reject(error), reject);
      };
      const onAbort = () => stopAndClose(cancelled());
      const timer = setTimeout(() => stopAndClose(tooSlow()), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      stopPending.add(stop);
      worker.recognize(png, {}, { blocks: true, text: false }).then(
        ({ data }) => {
          settle();
          resolve(data);
        },
        (error: unknown) => {
          settle();
          reject(new Error(`OCR failed: ${String(error)}`));
        },
      );
    });
    let result: Tesseract.Page;
    try {
      result = await reading;
    } finally {
      if (singleLine && !closed)
        await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.SINGLE_COLUMN });
    }
    return { page, ...size, lines: toLines(result), source: 'ocr' };
  };

  return { recognise, close };
}

/** Width and height from a PNG's header (signature, then the IHDR chunk). */
function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(0) !== 0x89504e47 || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('recognise expects a PNG made by prepareImage');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const toBox = ({ x0, y0, x1, y1 }: Tesseract.Bbox): TextBox => ({
  x: x0,
  y: y0,
  width: x1 - x0,
  height: y1 - y0,
});

/** Tesseract's lines (within paragraphs, within blocks) as `TextLine`s, top to bottom. */
function toLines(page: Tesseract.Page): TextLine[] {
  const lines: TextLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words: TextWord[] = line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({
            text: word.text.trim(),
            box: toBox(word.bbox),
            confidence: Math.min(1, Math.max(0, word.confidence / 100)),
          }));
        if (words.length === 0) continue;
        lines.push({
          text: words.map((word) => word.text).join(' '),
          box: toBox(line.bbox),
          words,
          fontSize: estimateFontSize(line),
          // the LSTM engine reports no font style (the legacy engine's guesses are gone in v5+)
          bold: false,
          italic: false,
          confidence: Math.min(...words.map((word) => word.confidence)),
        });
      }
    }
  }
  return lines.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

/**
 * Tesseract's row height is the x-height plus the ascenders' rise, which for book and menu fonts
 * (Liberation, DejaVu, Times-like serifs) measures within a few percent of the font size in
 * pixels; the line's box (which grows with descenders and accents) stands in when it is missing.
 */
function estimateFontSize(line: Tesseract.Line): number {
  const rowHeight = line.rowAttributes?.rowHeight ?? 0;
  const size = rowHeight > 0 ? rowHeight : line.bbox.y1 - line.bbox.y0;
  return Math.round(size * 10) / 10;
}
