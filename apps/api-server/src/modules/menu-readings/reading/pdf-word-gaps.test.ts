import { describe, expect, it } from 'vitest';
import { handWrittenPdf } from './pdf-test-fixtures.ts';
import { openMenuPdf } from './pdf-text.ts';
import { type DrawnGlyph, respacedTexts } from './pdf-word-gaps.ts';

async function wordsOfFirstPage(content: string): Promise<string[]> {
  const pdf = await openMenuPdf(handWrittenPdf({ content }));
  try {
    const page = await pdf.readPageText(1);
    return page.lines.flatMap((line) => line.words.map((word) => word.text));
  } finally {
    await pdf.close();
  }
}

/** Helvetica's advance widths of the letters the tests draw, in thousandths of an em. */
const HELVETICA: Record<string, number> = {
  ' ': 278,
  A: 667,
  B: 667,
  E: 667,
  I: 278,
  L: 556,
  N: 722,
  P: 667,
  R: 722,
  S: 667,
};

/**
 * A heading drawn as Chromium prints CSS letter-spacing: every glyph on its own, the next one
 * moved by its advance plus the spacing, word spaces drawn as space glyphs.
 */
function glyphByGlyph(text: string, size: number, spacingEms: number): string {
  const shows = [...text].map((character) => {
    const advance = ((HELVETICA[character] ?? 600) / 1000 + spacingEms) * size;
    return `(${character}) Tj ${advance.toFixed(3)} 0 Td`;
  });
  return `BT /F1 ${size} Tf 50 700 Td ${shows.join(' ')} ET`;
}

describe('word spaces of a letter-spaced PDF text', () => {
  it('keeps the words of a heading letter-spaced glyph by glyph, with space glyphs between the words', async () => {
    expect(await wordsOfFirstPage(glyphByGlyph('BIRRE ALLA SPINA', 20, 0.12))).toEqual([
      'BIRRE',
      'ALLA',
      'SPINA',
    ]);
  });

  it("keeps the words of a heading letter-spaced with the PDF's character spacing (Tc)", async () => {
    const content = 'BT /F1 20 Tf 2.4 Tc 50 700 Td (ON TAP) Tj ET';
    expect(await wordsOfFirstPage(content)).toEqual(['ON', 'TAP']);
  });

  it('breaks words where the gap is clearly wider than the letters’ spacing, without space glyphs', async () => {
    // letters 0.12 em apart, words 0.5 em apart, nothing drawn between the words
    const content =
      'BT /F1 20 Tf 50 700 Td [(B) -120 (I) -120 (R) -120 (R) -120 (E) -500 (A) -120 (L) -120 (L) -120 (A)] TJ ET';
    expect(await wordsOfFirstPage(content)).toEqual(['BIRRE', 'ALLA']);
  });

  it('keeps a word whole where a kerned pair opens a gap narrower than a space', async () => {
    // a script face's capital kerned away from the next letter by 0.155 em
    const content = 'BT /F1 25 Tf 50 700 Td [(K) -155 (lassiker) -40 (n)] TJ ET';
    expect(await wordsOfFirstPage(content)).toEqual(['Klassikern']);
  });

  it('still splits words set without letter spacing, and the columns of a line', async () => {
    const content = 'BT /F1 11 Tf 50 700 Td (Bruschetta al pomodoro) Tj 180 0 Td (12,50) Tj ET';
    expect(await wordsOfFirstPage(content)).toEqual(['Bruschetta', 'al', 'pomodoro', '12,50']);
  });

  it("keeps pdfjs's text for a run whose characters are not among the drawn glyphs", () => {
    const glyphs: DrawnGlyph[] = [{ text: 'A', space: false, place: null }];
    expect(respacedTexts([{ str: 'X Y' }, { str: 'A' }], glyphs)).toEqual(['X Y', 'A']);
  });
});
