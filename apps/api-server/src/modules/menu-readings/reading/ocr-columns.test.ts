/**
 * Reading a two-column page column by column (ocr-columns.ts), with a stand-in for the OCR reader
 * that answers prepared readings: what is read again, from which part of the image, and how the
 * columns' lines and the first reading's lines across the gutter make the page's lines.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OcrReader } from './ocr.ts';
import { joinedRows, linesOfColumns, recogniseInColumns } from './ocr-columns.ts';
import type { PageText, TextLine } from './page-text.ts';

const WIDTH = 1000;
const HEIGHT = 800;

/** A line of words 100 px apart from `x`, 30 px high at `y`. */
function line(y: number, x: number, ...texts: string[]): TextLine {
  const words = texts.map((text, index) => ({
    text,
    box: { x: x + index * 100, y, width: 90, height: 30 },
    confidence: 0.95,
  }));
  return {
    text: texts.join(' '),
    box: { x, y, width: texts.length * 100 - 10, height: 30 },
    words,
    fontSize: 30,
    bold: false,
    italic: false,
    confidence: 0.95,
  };
}

function page(lines: TextLine[], width = WIDTH): PageText {
  return { page: 1, width, height: HEIGHT, lines, source: 'ocr' };
}

/** A stand-in reader: answers its readings in turn and notes the size of each image it was given. */
function readerAnswering(...readings: PageText[]) {
  const sizes: { width: number; height: number }[] = [];
  const reader: OcrReader = {
    async recognise(png) {
      const { width = 0, height = 0 } = await sharp(png).metadata();
      sizes.push({ width, height });
      const next = readings.shift();
      if (!next) throw new Error('read once too often');
      return next;
    },
    async close() {},
  };
  return { reader, sizes };
}

async function blankPage(): Promise<Buffer> {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

// two columns of dishes (left from x 50, right from x 560): the gutter is between 450 and 560
const twoColumns = page([
  line(20, 400, 'Osteria', 'Nuova'),
  ...[100, 200, 300, 400, 500].map((y) => line(y, 50, 'Pasta', 'della', 'casa', 'Vino', 'rosso', 'sfuso')),
]);
for (const each of twoColumns.lines.slice(1)) {
  each.words.slice(3).forEach((word, index) => {
    word.box.x = 560 + index * 100;
  });
}

describe('OCR of a page in two columns', () => {
  it('reads each column of a two-column page on its own, and keeps the title across the gutter', async () => {
    const left = page([line(20, 400, 'Osteria'), line(100, 50, 'Pasta', 'della', 'casa', '9,50')]);
    const right = page([line(20, 0, 'Nuova'), line(102, 55, 'Vino', 'rosso', '4')]);
    const { reader, sizes } = readerAnswering(twoColumns, left, right);

    const read = await recogniseInColumns(reader, await blankPage());

    // the whole page, then its halves, cut in the gutter between the columns' words (340 to 560)
    const [first, leftHalf, rightHalf] = sizes;
    const cut = leftHalf?.width ?? 0;
    expect(first).toEqual({ width: WIDTH, height: HEIGHT });
    expect(cut).toBeGreaterThan(340);
    expect(cut).toBeLessThan(560);
    expect(rightHalf).toEqual({ width: WIDTH - cut, height: HEIGHT });
    expect(read.lines.map((each) => each.text)).toEqual([
      'Osteria Nuova',
      'Pasta della casa 9,50',
      'Vino rosso 4',
    ]);
    // the right column's words in the page's pixels
    expect(read.lines[2]?.words[0]?.box.x).toBe(cut + 55);
    expect(read.lines[2]?.box.x).toBe(cut + 55);
  });

  it('cuts past the prices the left column prints at its right, in the gap before the right column', async () => {
    const priced = page(
      twoColumns.lines.map((each, index) => {
        if (index === 0) return each;
        const price = {
          text: '9,50',
          box: { x: 440, y: each.box.y, width: 60, height: 30 },
          confidence: 0.95,
        };
        return { ...each, words: [...each.words.slice(0, 3), price, ...each.words.slice(3)] };
      }),
    );
    const { reader, sizes } = readerAnswering(priced, page([]), page([]));

    await recogniseInColumns(reader, await blankPage());

    // the left column's prices end at 500, the right column's words start at 560
    expect(sizes[1]?.width).toBeGreaterThan(500);
    expect(sizes[1]?.width).toBeLessThan(560);
  });

  it('keeps the first reading of a page in one column', async () => {
    const oneColumn = page(
      [100, 200, 300, 400, 500, 600].map((y) => line(y, 50, 'Pasta', 'della', 'casa', 'buona')),
    );
    const { reader, sizes } = readerAnswering(oneColumn);
    expect(await recogniseInColumns(reader, await blankPage())).toBe(oneColumn);
    expect(sizes).toHaveLength(1);
  });

  it('reads once a page in one column whose dot leaders OCR garbled into letters, and a legend', async () => {
    const leaders = page([
      ...[100, 200, 300, 400, 500, 600].map((y) => {
        const dish = line(y, 50, 'Pasta', 'della', 'casa', 'sss', 'sass', 'esses', 'sss', '9,50');
        dish.words.forEach((word, index) => {
          if (index >= 3 && index <= 6) {
            word.box.x = 500 + (index - 3) * 100;
            word.confidence = 0.1;
          }
          if (index === 7) word.box.x = 900;
        });
        return dish;
      }),
      // a legend across the page: words on the right, on one line only
      line(700, 50, '1', 'Gluten', '2', 'Crustaceans', '3', 'Eggs', '4', 'Fish', '5', 'Peanuts'),
    ]);
    const { reader, sizes } = readerAnswering(leaders);
    expect(await recogniseInColumns(reader, await blankPage())).toBe(leaders);
    expect(sizes).toHaveLength(1);
  });

  it('does not take prices in a column of their own for a second column of text', async () => {
    const priced = page(
      [100, 200, 300, 400, 500, 600].map((y) => {
        const dish = line(y, 50, 'Pasta', 'della', 'casa', '9,50');
        const price = dish.words[3];
        if (price) price.box.x = 800;
        return dish;
      }),
    );
    const { reader, sizes } = readerAnswering(priced);
    expect(await recogniseInColumns(reader, await blankPage())).toBe(priced);
    expect(sizes).toHaveLength(1);
  });

  it('leaves out what the columns read beside a line across the gutter, unsure words across it aside', () => {
    const title = line(20, 440, 'Osteria', 'Nuova');
    const garbled = line(300, 430, 'iii');
    for (const word of garbled.words) word.confidence = 0.2;
    const lines = linesOfColumns(
      [title, garbled],
      500,
      [line(22, 440, 'Osteria'), line(300, 50, 'Pasta')],
      [line(18, 505, 'Nuova'), line(300, 560, 'Vino')],
    );
    expect(lines.map((each) => each.text)).toEqual(['Osteria Nuova', 'Pasta', 'Vino']);
  });

  it("joins a column's lines of one row, as a dish and its price far to its right", () => {
    const name = line(617, 50, 'PICANTE', 'DE', 'LA', 'CASA');
    const price = { ...line(619, 430, '12'), box: { x: 430, y: 619, width: 20, height: 24 } };
    const description = line(650, 50, 'House', 'spicy');
    const rows = joinedRows([price, description, name]);
    expect(rows.map((each) => each.text)).toEqual(['PICANTE DE LA CASA 12', 'House spicy']);
    expect(rows[0]?.box).toEqual({ x: 50, y: 617, width: 400, height: 30 });
    expect(rows[0]?.fontSize).toBe(name.fontSize);
  });
});
