/**
 * The fonts of every PDF the server prints (the menu, the QR sheet): Noto Sans and Noto Serif, the
 * full Google Fonts TTFs from @expo-google-fonts. They cover Latin, Latin Extended, Greek and
 * Cyrillic (è, ß, ł, Ελληνικά, Кириллица), the scripts of every language the translation editor
 * offers, so a menu in any of them prints as written. pdfkit embeds only the glyphs a document
 * uses, so the files' size does not reach the PDFs.
 *
 * The files are resolved from node_modules at run time: the server's esbuild bundle keeps
 * dependencies external, and dist/ sits beside the same node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, Glyph, GlyphPosition } from 'fontkit';

const require = createRequire(import.meta.url);

const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'sans-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'sans-italic': '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  'serif-bold': '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
} as const;

/** The name a document knows each font by. */
export type PdfFont = keyof typeof FONT_FILES;

const PDF_FONTS = Object.keys(FONT_FILES) as PdfFont[];

/**
 * pdfkit, and each font parsed once per process. Given a file, pdfkit would parse the font again
 * for every document (its tables, then every glyph it draws): six times the rendering itself for a
 * 200-item menu (bench/pdf). A parsed fontkit font is only read from, so documents share it.
 * Loaded the first time a PDF is printed: an import at start would slow every server start, for
 * documents an owner prints now and then.
 */
let loaded: Promise<{ PDFDocument: PDFKit.PDFDocument; fonts: Map<PdfFont, Font> }> | undefined;

async function load() {
  const [pdfkit, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
  const fonts = new Map<PdfFont, Font>();
  for (const name of PDF_FONTS) {
    const parsed = fontkit.create(readFileSync(require.resolve(FONT_FILES[name])));
    if (!('layout' in parsed)) throw new Error(`${FONT_FILES[name]} is a font collection, not a font`);
    fonts.set(name, withSharedLayouts(parsed));
  }
  return { PDFDocument: pdfkit.default, fonts };
}

/**
 * fontkit keeps each glyph it has made, with the characters it was first made for, and pdfkit
 * writes those characters as the glyph's text (what copy, search and pdftotext read). Noto draws
 * Latin E and Greek Ε with one glyph: once a Greek menu was printed, every later PDF would read
 * "Espresso" as "Εspresso". So each document starts with no glyph made yet; the parsed tables
 * (the costly part) stay shared. Documents are drawn synchronously after `newPdfDocument`, so no
 * two documents ever share a glyph. (`_glyphs` is fontkit's own field: checked, not assumed.)
 */
function forgetGlyphs(font: Font) {
  const internals = font as unknown as { _glyphs?: Record<number, unknown> };
  if (typeof internals._glyphs !== 'object' || internals._glyphs === null)
    throw new Error('fontkit no longer keeps its glyphs in _glyphs: see forgetGlyphs in pdf-fonts.ts');
  internals._glyphs = {};
}

/**
 * Words laid out per font, kept for later documents; emptied when it reaches this many. A word
 * costs about 1 KB (its glyphs and positions): at most about 30 MB for the four fonts, several
 * long menus' words.
 */
const MAX_SHARED_LAYOUTS = 8_000;

/**
 * The font as pdfkit sees it, with its word layouts (glyphs and positions after kerning and
 * ligatures) shared by every document: pdfkit keeps them per document only, and laying out the
 * words of a 200-item menu is about a third of its rendering (bench/pdf). A word is laid out with
 * no glyph made yet (`forgetGlyphs`), so its glyphs carry its own characters, whatever another
 * word or document drew with the same glyphs. pdfkit scales the positions it gets in place:
 * each call gets its own copy.
 */
function withSharedLayouts(font: Font): Font {
  const layouts = new Map<string, { glyphs: Glyph[]; positions: GlyphPosition[] }>();
  const layout = (text: string, features?: string[] | Record<string, boolean>) => {
    if (features !== undefined) return font.layout(text, features);
    let run = layouts.get(text);
    if (!run) {
      forgetGlyphs(font);
      const fresh = font.layout(text);
      run = { glyphs: fresh.glyphs, positions: fresh.positions.map((position) => ({ ...position })) };
      if (layouts.size >= MAX_SHARED_LAYOUTS) layouts.clear();
      layouts.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    let advanceWidth: number | undefined;
    return {
      glyphs: run.glyphs,
      positions,
      // like fontkit's GlyphRun: the sum of the advances, first read once pdfkit has scaled them
      // (pdfkit reads it for every use of the word in a document: summed once)
      get advanceWidth() {
        advanceWidth ??= positions.reduce((sum, position) => sum + position.xAdvance, 0);
        return advanceWidth;
      },
    };
  };
  // everything else is the font itself (its getters run on it, not on the proxy)
  return new Proxy(font, {
    get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)),
  });
}

/** A new pdfkit document with every font registered under its `PdfFont` name. */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined; // a failed load (a missing file) is tried again by the next document
    throw error;
  });
  const { PDFDocument, fonts } = await loaded;
  const doc = new PDFDocument(options);
  // pdfkit takes a parsed fontkit font (anything with layout()) where its types say a file
  for (const [name, font] of fonts) {
    forgetGlyphs(font);
    doc.registerFont(name, font as unknown as Buffer);
  }
  return doc;
}

/** Collects a document's output; resolves with the bytes once `doc.end()` has been called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
