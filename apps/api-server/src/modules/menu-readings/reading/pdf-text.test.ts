import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TextLine } from './page-text.ts';
import { DEFAULT_PDF_LIMITS } from './pdf-document.ts';
import { emptyCounts, isUsableText, wordsOfRun } from './pdf-lines.ts';
import {
  handWrittenPdf,
  imageOnlyPdf,
  MENU,
  passwordProtectedPdf,
  pdfWithPages,
  streamObject,
  textWidth,
  twoColumnMenuPdf,
} from './pdf-test-fixtures.ts';
import { fontStyleOf, openMenuPdf } from './pdf-text.ts';
import { MenuReadError, type ReadErrorCode } from './read-error.ts';

async function readFirstPage(bytes: Uint8Array) {
  const pdf = await openMenuPdf(bytes);
  try {
    return await pdf.readPageText(1);
  } finally {
    await pdf.close();
  }
}

async function refusal(reading: Promise<unknown>): Promise<ReadErrorCode> {
  const error = await reading.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MenuReadError);
  return (error as MenuReadError).code;
}

function lineWith(lines: TextLine[], word: string): TextLine {
  const line = lines.find((candidate) => candidate.words.some((each) => each.text === word));
  if (!line) throw new Error(`no line with "${word}" in ${JSON.stringify(lines.map((each) => each.text))}`);
  return line;
}

function wordBox(line: TextLine, word: string) {
  const found = line.words.find((each) => each.text === word);
  if (!found) throw new Error(`no "${word}" in "${line.text}"`);
  return found.box;
}

describe('reading the text layer of a menu PDF', () => {
  it('gives each baseline as one line across both columns, words left to right, with their boxes', async () => {
    const page = await readFirstPage(await twoColumnMenuPdf());

    expect(page).toMatchObject({ page: 1, source: 'text-layer', usableText: true });
    expect(page.width).toBeCloseTo(595.28, 1);
    expect(page.height).toBeCloseTo(841.89, 1);
    expect(page.lines.map((line) => line.text)).toEqual([
      'ANTIPASTI PIZZE',
      'Bruschetta al pomodoro 12,50 € Ñoquis de patata € 12',
      'Pane tostato, pomodoro, basilico Salsa di pomodoro e ricotta',
      'Crème brûlée 7,00 € Diavola € 10',
      'Vaniglia del Madagascar Salame piccante',
      'Spätzle mit Käse 11,50 €',
      'Mit Röstzwiebeln',
      MENU.dotLeader,
    ]);
    const tops = page.lines.map((line) => line.box.y);
    expect(tops).toEqual([...tops].sort((one, other) => one - other));

    const dish = lineWith(page.lines, 'Bruschetta');
    const lefts = dish.words.map((word) => word.box.x);
    expect(lefts).toEqual([...lefts].sort((one, other) => one - other));
    expect(wordBox(dish, 'Bruschetta').x).toBeCloseTo(MENU.leftColumn, 1);
    expect(wordBox(dish, '12,50').x).toBeCloseTo(MENU.leftPrices, 1);
    expect(wordBox(dish, 'Ñoquis').x).toBeCloseTo(MENU.rightColumn, 1);
    // inside a run, words are placed by estimated widths: "€" of "12,50 €" within a point
    const euro = MENU.leftPrices + (await textWidth('sans', 11, '12,50 '));
    expect(Math.abs(wordBox(dish, '€').x - euro)).toBeLessThan(1);
    // top-left origin: the baseline is inside the word's box, near its bottom
    const name = wordBox(dish, 'Bruschetta');
    expect(name.y).toBeLessThan(MENU.firstDishBaseline);
    expect(name.y + name.height).toBeGreaterThan(MENU.firstDishBaseline);
    expect(name.height).toBeGreaterThan(11);
    expect(name.height).toBeLessThan(11 * 1.6);
    expect(dish.words.every((word) => word.confidence === 1)).toBe(true);
    expect(dish.confidence).toBe(1);
  });

  it('keeps a dot-leader line whole, with its price at the end of the line', async () => {
    const page = await readFirstPage(await twoColumnMenuPdf());
    const leader = lineWith(page.lines, 'Margherita');

    expect(leader.words.map((word) => word.text)).toEqual(['Margherita', '........', '8,50']);
    const price = wordBox(leader, '8,50');
    const lineEnd = MENU.rightColumn + (await textWidth('Helvetica', 11, MENU.dotLeader));
    expect(price.x + price.width).toBeCloseTo(lineEnd, 0);
    expect(price.x).toBeGreaterThan(wordBox(leader, '........').x);
  });

  it('tells the bold headings, italic descriptions and font sizes, embedded fonts or standard ones', async () => {
    const page = await readFirstPage(await twoColumnMenuPdf());

    expect(lineWith(page.lines, 'ANTIPASTI')).toMatchObject({ bold: true, italic: false, fontSize: 16 });
    expect(lineWith(page.lines, 'Bruschetta')).toMatchObject({ bold: false, italic: false, fontSize: 11 });
    // Noto Sans Italic (embedded) on the left, Helvetica-Oblique (standard) on the right
    expect(lineWith(page.lines, 'Pane')).toMatchObject({ bold: false, italic: true, fontSize: 9 });
    expect(lineWith(page.lines, 'Röstzwiebeln')).toMatchObject({ italic: true, fontSize: 9 });
  });

  it('gives accented letters as single characters (NFC)', async () => {
    const page = await readFirstPage(await twoColumnMenuPdf());
    const texts = page.lines.flatMap((line) => line.words.map((word) => word.text));

    for (const word of ['Crème', 'brûlée', 'Spätzle', 'Käse', 'Ñoquis', '€']) {
      expect(texts).toContain(word.normalize('NFC'));
    }
    expect(texts.every((text) => text === text.normalize('NFC'))).toBe(true);
  });

  it('reads a file protected only against editing (an owner password)', async () => {
    const page = await readFirstPage(await passwordProtectedPdf({ ownerPassword: 'owner' }));
    expect(page.lines.map((line) => line.text)).toEqual(['Tiramisù della casa 6,00 €']);
  });

  it('says a scanned page (an image, no text) has no usable text', async () => {
    const page = await readFirstPage(await imageOnlyPdf());
    expect(page.lines).toEqual([]);
    expect(page.usableText).toBe(false);
  });

  it('leaves control characters out of the words, and says a text layer of them is not usable', async () => {
    // glyphs drawn with codes 1 to 31: what a font without a character map gives
    const codes = Array.from({ length: 31 }, (_, index) => `\\${(index + 1).toString(8).padStart(3, '0')}`);
    const content = `BT /F1 12 Tf 50 700 Td (${codes.join('')}) Tj 0 -20 Td (${codes.join('')}) Tj ET`;
    const page = await readFirstPage(handWrittenPdf({ content }));

    expect(page.usableText).toBe(false);
    const texts = page.lines.flatMap((line) => line.words.map((word) => word.text));
    expect(texts.join('')).not.toMatch(/[\p{Cc}]/u);
  });

  it('says a text layer mapped to private-use characters is not usable', async () => {
    // a font whose character map sends every code to U+E000 and up (icons, or a broken export)
    const toUnicode = streamObject(
      '',
      Buffer.from(
        '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Broken def\n' +
          '1 begincodespacerange <00> <FF> endcodespacerange\n' +
          '1 beginbfrange <20> <7E> <E020> endbfrange\nendcmap CMapName currentdict /CMap defineresource pop end end',
        'latin1',
      ),
    );
    const page = await readFirstPage(
      handWrittenPdf({
        content: 'BT /F1 12 Tf 50 700 Td (Insalata mista con pomodori 8,50) Tj ET',
        font: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>',
        extraObjects: [toUnicode],
      }),
    );
    expect(page.usableText).toBe(false);
    expect(page.lines.flatMap((line) => line.words)).toEqual([]);
  });
});

describe('words of a text run', () => {
  const upright = {
    transform: [12, 0, 0, -12, 100, 200],
    ascent: 0.8,
    descent: -0.2,
    bold: false,
    italic: false,
  };

  it('removes NUL and other control characters inside words, splits at whitespace, composes accents', () => {
    const counts = emptyCounts();
    const words = wordsOfRun(
      { ...upright, text: 'Tira\u0000misu\u0300\u0085 \u0007 Cre\u0300me\tbru\u0302le\u0301e', width: 150 },
      counts,
    );

    expect(words.map((word) => word.text)).toEqual(['Tiramisù', 'Crème', 'brûlée']);
    expect(counts.garbage).toBe(3);
    expect(words.map((word) => word.box.x)).toEqual(
      [...words.map((word) => word.box.x)].sort((a, b) => a - b),
    );
    const last = words.at(-1)?.box;
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeCloseTo(250, 6);
  });

  it('places a rotated run by its direction: a label read bottom to top', () => {
    // rotated 90° counter-clockwise on the page (y down): the baseline goes up
    const words = wordsOfRun(
      { ...upright, transform: [0, -12, -12, 0, 100, 500], text: 'Dolci', width: 30 },
      emptyCounts(),
    );
    expect(words).toHaveLength(1);
    expect(words[0]?.baseline).toBeNull();
    expect(words[0]?.box).toMatchObject({ y: 470, height: 30 });
  });

  it('counts what makes a text layer usable', () => {
    expect(isUsableText({ letters: 40, kept: 60, garbage: 2 })).toBe(true);
    expect(isUsableText({ letters: 3, kept: 3, garbage: 0 })).toBe(false);
    expect(isUsableText({ letters: 40, kept: 60, garbage: 30 })).toBe(false);
    expect(isUsableText({ letters: 10, kept: 100, garbage: 0 })).toBe(false);
  });
});

describe('bold and italic from font names', () => {
  it.each([
    ['ABCDEF+Lato-Bold', true, false],
    ['Montserrat-SemiBold', true, false],
    ['Arial-BoldItalicMT', true, true],
    ['Arial-ItalicMT', false, true],
    ['MinionPro-It', false, true],
    ['Helvetica-Oblique', false, true],
    ['Futura-Medium', false, false],
    ['PlayfairDisplay-Black', true, false],
    ['Helvetica', false, false],
  ])('%s', (name, bold, italic) => {
    expect(fontStyleOf({ name })).toEqual({ bold, italic });
  });

  it('trusts pdfjs when it knows (fonts that are not embedded)', () => {
    expect(fontStyleOf({ name: 'F1', bold: true, italic: true })).toEqual({ bold: true, italic: true });
  });
});

describe('refusing what is not a menu PDF to read', () => {
  it('refuses a file protected by a password', async () => {
    const bytes = await passwordProtectedPdf({ userPassword: 'secret', ownerPassword: 'owner' });
    expect(await refusal(openMenuPdf(bytes))).toBe('encrypted_pdf');
  });

  // (how fast the refusal comes is a speed figure, for the bench: a test never times anything)
  it('refuses a PDF of more than 20 pages when it opens, before reading any page', async () => {
    const bytes = await pdfWithPages(500);
    expect(await refusal(openMenuPdf(bytes))).toBe('too_many_pages');
  });

  it('reads a PDF of 20 pages', async () => {
    const pdf = await openMenuPdf(await pdfWithPages(20));
    expect(pdf.pageCount).toBe(20);
    expect((await pdf.readPageText(20)).lines.map((line) => line.text)).toEqual(['Page 20']);
    await pdf.close();
  });

  it('refuses a file over the size limit before reading it', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(DEFAULT_PDF_LIMITS.maxBytes)]);
    expect(await refusal(openMenuPdf(bytes))).toBe('file_too_large');
  });

  it('refuses a truncated file', async () => {
    const whole = await twoColumnMenuPdf();
    expect(await refusal(openMenuPdf(whole.subarray(0, Math.floor(whole.length * 0.6))))).toBe('broken_file');
  });

  it('refuses random bytes, with or without a PDF header', async () => {
    expect(await refusal(openMenuPdf(randomBytes(5_000)))).toBe('broken_file');
    const posing = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5_000), Buffer.from('\n%%EOF\n')]);
    expect(await refusal(openMenuPdf(posing))).toBe('broken_file');
  });

  it('refuses a content stream that inflates to far more than a page (a PDF bomb), before reading it', async () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    expect(await refusal(openMenuPdf(handWrittenPdf({ content: bomb, filter: '/FlateDecode' })))).toBe(
      'too_complex',
    );
  });

  it('refuses a bomb inflated twice', async () => {
    const inner = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    const bomb = deflateSync(inner, { level: 9 });
    const pdf = handWrittenPdf({ content: bomb, filter: '[/FlateDecode /FlateDecode]' });
    expect(await refusal(openMenuPdf(pdf))).toBe('too_complex');
  });

  it('refuses a page with more text runs than the limit, and the file with it', async () => {
    const runs = Array.from(
      { length: 2_000 },
      (_, index) => `1 0 0 1 50 ${800 - (index % 700)} Tm (a${index}) Tj`,
    );
    const pdf = await openMenuPdf(handWrittenPdf({ content: `BT /F1 1 Tf ${runs.join('\n')} ET` }), {
      maxTextRunsPerPage: 1_000,
    });
    expect(await refusal(pdf.readPageText(1))).toBe('too_complex');
    expect(await refusal(pdf.renderPage(1))).toBe('too_complex');
  });

  it('refuses a page that takes longer than the time limit', async () => {
    const content = `BT /F1 1 Tf ${'1 0 0 1 50 700 Tm (a) Tj\n'.repeat(300_000)} ET`;
    const pdf = await openMenuPdf(handWrittenPdf({ content }), {
      limits: { ...DEFAULT_PDF_LIMITS, pageTimeLimitMs: 100 },
    });
    expect(await refusal(pdf.readPageText(1))).toBe('too_complex');
  });
});
