/**
 * Shortcuts around pdfkit (0.20) for the printed menu: the work pdfkit would do again for what
 * menu-pdf.ts already knows, skipped, with the same bytes written. Each one was measured (bench/pdf,
 * docs/decisions/025); each relies on a pdfkit internal, checked when a document starts
 * (`usePdfkitShortcuts`) so that a pdfkit update that moves it fails the first PDF loudly (the
 * menu-pdf tests) instead of printing something else.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** What a line hands to pdfkit's fragment writer: what its line wrapper would have measured. */
interface FragmentOptions {
  characterSpacing: number;
  /** the line's width without letter spacing */
  textWidth: number;
  wordCount: number;
}

/** The internals used here: a stream object (`PDFReference`) and the text writer. */
interface PdfkitReference {
  compress: boolean;
  buffer: Uint8Array[];
  /** a string is written as its characters' low bytes, and a line break after it */
  write(chunk: string | Uint8Array): void;
  finalize(): void;
}
interface PdfkitInternals {
  ref(data?: unknown): PdfkitReference;
  _fragment(text: string, x: number, y: number, options: FragmentOptions): void;
}

const internalsOf = (doc: PDFKit.PDFDocument) => doc as unknown as PdfkitInternals;

/**
 * Streams compressed once per process, by the SHA-256 of their bytes: a redrawn menu's font subsets
 * and the pages an edit did not touch are the same bytes as the last time. Bounded by the bytes
 * kept (emptied when full): a few long menus' streams.
 */
const MAX_COMPRESSED_BYTES = 8 * 1024 * 1024;
const compressed = new Map<string, Buffer>();
let compressedBytes = 0;

function deflateRemembered(bytes: Uint8Array): Buffer {
  const key = createHash('sha256').update(bytes).digest('base64');
  let deflated = compressed.get(key);
  if (!deflated) {
    // pdfkit's own call (zlib's default level), so the file is the same as without this cache
    deflated = deflateSync(bytes);
    if (compressedBytes + deflated.length > MAX_COMPRESSED_BYTES) {
      compressed.clear();
      compressedBytes = 0;
    }
    compressed.set(key, deflated);
    compressedBytes += deflated.length;
  }
  return deflated;
}

function concatenated(chunks: Uint8Array[]): Uint8Array {
  return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
}

/**
 * Checks the internals and makes every stream of `doc` compressed through `deflateRemembered`:
 * pdfkit compresses each stream in `finalize()`, unless `compress` is off; here the stream is
 * compressed just before, and pdfkit writes it as it is (its Filter, FlateDecode, is already set).
 */
export function usePdfkitShortcuts(doc: PDFKit.PDFDocument) {
  const internals = internalsOf(doc);
  if (typeof internals._fragment !== 'function' || typeof internals.ref !== 'function')
    throw new Error('pdfkit no longer has _fragment or ref(): see pdfkit-shortcuts.ts');
  const ref = internals.ref.bind(doc);
  internals.ref = (data) => {
    const reference = ref(data);
    if (
      typeof reference.compress !== 'boolean' ||
      !Array.isArray(reference.buffer) ||
      typeof reference.write !== 'function'
    )
      throw new Error("pdfkit's streams no longer have compress and buffer: see pdfkit-shortcuts.ts");
    const write = reference.write.bind(reference);
    // pdfkit turns each operator ("BT", "1 0 0 1 66 700 Tm", …) into a byte array of its own when
    // it is written, a dozen per line of text; kept as text here and turned into bytes once
    let operators: string[] = [];
    const writeOperators = () => {
      if (operators.length === 0) return;
      write(Buffer.from(`${operators.join('\n')}\n`, 'latin1'));
      operators = [];
    };
    reference.write = (chunk) => {
      if (typeof chunk === 'string') operators.push(chunk);
      else {
        writeOperators();
        write(chunk);
      }
    };
    const finalize = reference.finalize.bind(reference);
    reference.finalize = () => {
      writeOperators();
      if (reference.compress && reference.buffer.length > 0) {
        reference.buffer = [deflateRemembered(concatenated(reference.buffer))];
        reference.compress = false;
      }
      finalize();
    };
    return reference;
  };
}

/**
 * Writes one line already measured and placed (x is where it starts, y its top) in the current
 * font, size and colour. `doc.text(line, x, y, { lineBreak: false, … })` ends in the same
 * `_fragment` call after copying its options and measuring the line once more (to move `doc.x`,
 * which menu-pdf.ts never reads): the same operators, without that work.
 */
export function writeMeasuredLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: FragmentOptions,
) {
  internalsOf(doc)._fragment(text, x, y, options);
}

/** What pdfkit keeps of an embedded font per document (`EmbeddedFont`), as used below. */
interface PdfkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}
interface PdfkitGlyphRun {
  glyphs: PdfkitGlyph[];
  positions: object[];
  advanceWidth: number;
}
/** a layout for the width only (`onlyWidth`) has no glyphs or positions */
type PdfkitLayout = PdfkitGlyphRun | { glyphs: null; positions: null; advanceWidth: number };
interface PdfkitEmbeddedFont {
  /** the document's word layouts, by word (with `fontLayoutCache: true`) */
  layoutCache?: Record<string, { glyphs: PdfkitGlyph[] }>;
  /** a text's glyphs and positions, word by word from `layoutCached` (only the width: `onlyWidth`) */
  layout(text: string, features?: unknown, onlyWidth?: boolean): PdfkitLayout;
  /** one word's run, from the document's cache */
  layoutCached(word: string): PdfkitGlyphRun;
  /** fontkit's subset: the glyphs the document uses, each numbered in the order it was included */
  subset: { glyphs: number[]; includeGlyph(id: number): number; encode(): Uint8Array };
  /** by subset number: the glyph's width and the characters it reads as (set when first drawn) */
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  scale: number;
}

/**
 * pdfkit's `layout` without its features (every text of the menu): the same runs of the same words
 * in the same order, appended in place. pdfkit's own builds new arrays for every word
 * (`glyphs.concat(run.glyphs)`), so a line of n words copies its glyphs n times over, and tests each
 * character against a new array of the two separators; it was the largest single function of a
 * redrawn PDF's profile (docs/decisions/025). With features it is pdfkit's own.
 */
export function wordByWordLayout(font: PdfkitEmbeddedFont): PdfkitEmbeddedFont['layout'] {
  const pdfkitLayout = font.layout.bind(font);
  return (text, features, onlyWidth) => {
    if (features) return pdfkitLayout(text, features, onlyWidth);
    const glyphs: PdfkitGlyph[] = [];
    const positions: object[] = [];
    let advanceWidth = 0;
    let start = 0;
    // a word ends after each space or tab (which it keeps), and at the end of the text
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code !== 32 && code !== 9 && index < text.length - 1) continue;
      const run = font.layoutCached(text.slice(start, index + 1));
      if (!onlyWidth) {
        for (const glyph of run.glyphs) glyphs.push(glyph);
        for (const position of run.positions) positions.push(position);
      }
      advanceWidth += run.advanceWidth;
      start = index + 1;
    }
    return onlyWidth ? { glyphs: null, positions: null, advanceWidth } : { glyphs, positions, advanceWidth };
  };
}

/**
 * Encoded font subsets, by font and glyphs: a redrawn menu mostly uses the same glyphs in the same
 * order (`numberGlyphsInOrder`), and encoding a subset (copying and re-indexing each glyph's
 * outline) was about a twentieth of the drawing. Emptied when it reaches this many.
 */
const MAX_SUBSETS = 64;
const subsets = new Map<string, Uint8Array>();

function embeddedFontOf(doc: PDFKit.PDFDocument, name: string): PdfkitEmbeddedFont {
  doc.font(name);
  const font = (doc as unknown as { _font: Partial<PdfkitEmbeddedFont> })._font;
  if (
    typeof font?.subset?.includeGlyph !== 'function' ||
    !Array.isArray(font.subset.glyphs) ||
    !Array.isArray(font.widths) ||
    !Array.isArray(font.unicode) ||
    typeof font.layoutCache !== 'object' ||
    typeof font.layout !== 'function' ||
    typeof font.layoutCached !== 'function'
  )
    throw new Error('pdfkit no longer keeps an embedded font as expected: see pdfkit-shortcuts.ts');
  const embedded = font as PdfkitEmbeddedFont;
  embedded.layout = wordByWordLayout(embedded);
  const encode = embedded.subset.encode.bind(embedded.subset);
  embedded.subset.encode = () => {
    const key = `${name}:${embedded.subset.glyphs.join(',')}`;
    let bytes = subsets.get(key);
    if (!bytes) {
      bytes = encode();
      if (subsets.size >= MAX_SUBSETS) subsets.clear();
      subsets.set(key, bytes);
    }
    return bytes;
  };
  return embedded;
}

/**
 * The document's fonts, each numbered in the subset by glyph id rather than by first use. pdfkit
 * numbers a glyph in a font's subset when it first draws it and writes that number into the pages:
 * an edit of the first item's price ("€ 13" for "€ 12") renumbered the glyphs of every page after
 * it, so no page, and no font subset, came out as the same bytes as before. Numbered by glyph id,
 * the glyphs of everything measured (`include` once the menu is measured) keep their numbers from
 * one drawing to the next while the menu uses the same glyphs, so the pages an edit did not touch
 * and the font subsets are the same bytes, compressed once (`deflateRemembered`). A glyph met only
 * later (the header, the page numbers) is numbered as pdfkit would, in drawing order.
 */
export class GlyphNumbering {
  private readonly fonts: PdfkitEmbeddedFont[];
  /** a glyph of each number that was included here, to describe it if it is never drawn */
  private readonly included = new Map<PdfkitEmbeddedFont, Map<number, PdfkitGlyph>>();

  /** Opens the fonts (named as registered) in this order: pdfkit names them F2, F3… in it. */
  constructor(doc: PDFKit.PDFDocument, names: readonly string[]) {
    this.fonts = names.map((name) => embeddedFontOf(doc, name));
  }

  /** Numbers every glyph of every word laid out so far, font by font, by glyph id. */
  include() {
    for (const font of this.fonts) {
      const glyphs = new Map<number, PdfkitGlyph>();
      for (const run of Object.values(font.layoutCache ?? {}))
        for (const glyph of run.glyphs) if (!glyphs.has(glyph.id)) glyphs.set(glyph.id, glyph);
      const ids = [...glyphs.keys()].sort((a, b) => a - b);
      for (const id of ids) font.subset.includeGlyph(id);
      this.included.set(font, glyphs);
    }
  }

  /**
   * Before `doc.end()`: a glyph numbered here but never drawn (a line break measured with its
   * text) gets the width and characters pdfkit would have given it when drawing it; pdfkit
   * expects both for every number of the subset.
   */
  complete() {
    for (const [font, glyphs] of this.included) {
      font.subset.glyphs.forEach((id, number) => {
        const glyph = glyphs.get(id);
        if (!glyph) return;
        font.widths[number] ??= glyph.advanceWidth * font.scale;
        font.unicode[number] ??= glyph.codePoints;
      });
    }
  }
}
