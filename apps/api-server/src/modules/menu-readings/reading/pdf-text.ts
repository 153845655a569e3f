/**
 * The text layer of an owner's PDF, page by page, as PageText (page-text.ts), and its pages as
 * images (pdf-render.ts): what the import reads from a PDF. A page whose text layer is missing or
 * garbage says so (`usableText: false`), and the caller reads its image with OCR instead.
 */
import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageText } from './page-text.ts';
import {
  DEFAULT_PDF_LIMITS,
  type Deadline,
  openPdfDocument,
  type PdfLimits,
  tooComplexError,
} from './pdf-document.ts';
import {
  type CharacterCounts,
  emptyCounts,
  isUsableText,
  linesOfWords,
  type PlacedWord,
  type TextRun,
  wordsOfRun,
} from './pdf-lines.ts';
import { type RenderedPage, type RenderOptions, renderPdfPage } from './pdf-render.ts';
import { drawnGlyphs, type FontGeometry, respacedTexts } from './pdf-word-gaps.ts';

/**
 * More text runs on one page than this is not a menu: a dense page of small print has a few
 * thousand. Counted as pdfjs hands them over, so a page of millions stops early.
 */
export const MAX_TEXT_RUNS_PER_PAGE = 50_000;

export interface PdfPageText extends PageText {
  source: 'text-layer';
  /** false: the text layer is missing or garbage (see isUsableText); read the page's image instead */
  usableText: boolean;
}

export interface MenuPdf {
  readonly pageCount: number;
  /** `page` is 1-based */
  readPageText(page: number): Promise<PdfPageText>;
  renderPage(page: number, options?: RenderOptions): Promise<RenderedPage>;
  /** frees pdfjs's memory for the file; call it when done, also after an error */
  close(): Promise<void>;
}

export interface OpenMenuPdfOptions {
  limits?: PdfLimits;
  maxTextRunsPerPage?: number;
}

/**
 * Opens an owner's PDF, refusing (MenuReadError) a file that is not a PDF, damaged, cut off,
 * protected by a password, too large, of too many pages, or that would decompress to too much.
 */
export async function openMenuPdf(bytes: Uint8Array, options: OpenMenuPdfOptions = {}): Promise<MenuPdf> {
  const document = await openPdfDocument(bytes, options.limits ?? DEFAULT_PDF_LIMITS);
  const maxRuns = options.maxTextRunsPerPage ?? MAX_TEXT_RUNS_PER_PAGE;
  return {
    pageCount: document.pageCount,
    readPageText: (page) =>
      document.usePage(page, (pdfPage, deadline) => readPageText(pdfPage, maxRuns, deadline)),
    renderPage: (page, renderOptions) => renderPdfPage(document, page, renderOptions),
    close: () => document.close(),
  };
}

async function readPageText(page: PDFPageProxy, maxRuns: number, deadline: Deadline): Promise<PdfPageText> {
  const viewport = page.getViewport({ scale: 1 });
  const { items, styles } = await textItems(page, maxRuns, deadline);
  const fontNames = new Set(items.map((item) => item.fontName));
  // a page without text (a scan) is not interpreted a second time, its images decoded for nothing
  const operators = fontNames.size > 0 ? await page.getOperatorList() : null;
  deadline.check();
  const fonts = fontStyles(page, fontNames);
  const texts = operators
    ? respacedTexts(
        items,
        drawnGlyphs(operators, OPS, (fontName) => fontGeometry(page, fontName)),
      )
    : items.map((item) => item.str);
  deadline.check();

  const counts: CharacterCounts = emptyCounts();
  const words: PlacedWord[] = [];
  items.forEach((item, index) => {
    const style = styles[item.fontName];
    const font = fonts.get(item.fontName);
    const run: TextRun = {
      text: texts[index] ?? item.str,
      transform: multiply(viewport.transform, item.transform),
      width: item.width,
      ascent: between(style?.ascent, 0.5, 1.2) ?? 0.8,
      descent: between(style?.descent, -0.5, 0) ?? -0.2,
      bold: font?.bold ?? false,
      italic: font?.italic ?? false,
    };
    words.push(...wordsOfRun(run, counts));
  });
  return {
    page: page.pageNumber,
    width: viewport.width,
    height: viewport.height,
    lines: linesOfWords(words),
    source: 'text-layer',
    usableText: isUsableText(counts),
  };
}

/** A run of text as pdfjs gives it (its TextItem). */
interface TextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

interface TextStyle {
  ascent?: number;
  descent?: number;
}

/** The page's text runs, read as pdfjs streams them, refusing a page with too many. */
async function textItems(page: PDFPageProxy, maxRuns: number, deadline: Deadline) {
  const items: TextItem[] = [];
  const styles: Record<string, TextStyle> = {};
  const reader = page.streamTextContent().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        // runs of whitespace only (pdfjs's own spaces between runs) carry no word
        if ('str' in item && item.str.trim() !== '') items.push(item);
      }
      if (items.length > maxRuns) throw tooComplexError();
      deadline.check();
      Object.assign(styles, value.styles);
    }
  } catch (error) {
    // Left unread, pdfjs's extraction waits for the reader forever, and destroying the document
    // waits for the extraction: cancelled, it ends.
    await reader.cancel(error instanceof Error ? error : new Error(String(error))).catch(() => {});
    throw error;
  }
  return { items, styles };
}

interface FontStyle {
  bold: boolean;
  italic: boolean;
}

/**
 * Bold and italic of the page's fonts, by pdfjs's font name ("g_d0_f1"). The text content names
 * only a generic family, so the fonts come from the page's operator list (read before), which sends
 * each one to `commonObjs` with its real name ("ABCDEF+Lato-BoldItalic"). pdfjs sets its own bold
 * and italic flags only for fonts that are not embedded; for the others the name is what there is.
 */
function fontStyles(page: PDFPageProxy, fontNames: Set<string>): Map<string, FontStyle> {
  const styles = new Map<string, FontStyle>();
  for (const fontName of fontNames) {
    if (!page.commonObjs.has(fontName)) continue;
    const font: PdfjsFont = page.commonObjs.get(fontName);
    styles.set(fontName, fontStyleOf(font));
  }
  return styles;
}

/** What pdfjs's FontFaceObject offers (getters). */
interface PdfjsFont {
  name?: string;
  bold?: boolean;
  black?: boolean;
  italic?: boolean;
  fontMatrix?: number[];
  vertical?: boolean;
}

/** A font's glyph space and direction, to place its glyphs (pdf-word-gaps.ts). */
function fontGeometry(page: PDFPageProxy, fontName: string): FontGeometry | null {
  if (!page.commonObjs.has(fontName)) return null;
  const font: PdfjsFont = page.commonObjs.get(fontName);
  const fontMatrix = font.fontMatrix?.length === 6 ? Array.from(font.fontMatrix) : [0.001, 0, 0, 0.001, 0, 0];
  return { fontMatrix, vertical: font.vertical === true };
}

export function fontStyleOf(font: PdfjsFont): FontStyle {
  // "ABCDEF+" marks an embedded subset
  const name = (font.name ?? '').replace(/^[A-Z]{6}\+/, '');
  return {
    bold: font.bold === true || font.black === true || /bold|black|heavy|demi|[-,]bd\b/i.test(name),
    // "MinionPro-It", "HelveticaNeue-LightIt": a capital It ending the style
    italic: font.italic === true || /italic|oblique|kursiv/i.test(name) || /[-,][A-Za-z]*It$/.test(name),
  };
}

function multiply(m: number[], n: number[]): number[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const [g = 0, h = 0, i = 0, j = 0, k = 0, l = 0] = n;
  return [a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f];
}

function between(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}
