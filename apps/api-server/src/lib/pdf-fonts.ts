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

const require = createRequire(import.meta.url);

const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'sans-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'sans-italic': '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  'serif-bold': '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
} as const;

/** The name a document knows each font by, after `registerPdfFonts`. */
export type PdfFont = keyof typeof FONT_FILES;

export const PDF_FONTS = Object.keys(FONT_FILES) as PdfFont[];

let fontBytes: Map<PdfFont, Buffer> | undefined;

/**
 * The font files' bytes, read once per process: pdfkit would read a path again for every document,
 * and a warm PDF should not wait on the disk.
 */
function loadFontBytes(): Map<PdfFont, Buffer> {
  fontBytes ??= new Map(PDF_FONTS.map((name) => [name, readFileSync(require.resolve(FONT_FILES[name]))]));
  return fontBytes;
}

/** Registers every font under its `PdfFont` name in a pdfkit document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of loadFontBytes()) doc.registerFont(name, bytes);
}

/**
 * pdfkit (with fontkit) is loaded the first time a PDF is printed: importing it would add a
 * noticeable share to every server start, for documents an owner prints now and then.
 */
export async function loadPdfKit(): Promise<PDFKit.PDFDocument> {
  return (await import('pdfkit')).default;
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
