/**
 * OCR of a prepared photo (ocr.ts): a small Italian menu read word for word with its prices, each
 * dish on one line with its price, in reading order; read again when photographed askew; and a
 * recognition stopped midway, leaving no worker thread behind. Kept to a few small pages: each
 * takes a second or two of the suite's two cores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_MENU, smallMenuPhoto } from './image-prep.fixtures.ts';
import { prepareImage } from './image-prep.ts';
import { createOcrReader, type OcrReader } from './ocr.ts';
import { rereadTallLines } from './ocr-headings.ts';
import type { PageText } from './page-text.ts';

/** Live worker threads show as one MessagePort each among the process's active resources. */
const messagePorts = () => process.getActiveResourcesInfo().filter((kind) => kind === 'MessagePort').length;

/** The menu's lines as expected: the heading, then "name price" for each dish. */
const expectedLines = [SMALL_MENU.section, ...SMALL_MENU.dishes.map(({ name, price }) => `${name} ${price}`)];

function expectTheSmallMenu(page: PageText) {
  expect(page.lines.map((line) => line.text)).toEqual(expectedLines);
  for (const line of page.lines) {
    // reading order: words left to right, lines top to bottom
    const xs = line.words.map((word) => word.box.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(line.confidence).toBeGreaterThan(0.6);
  }
  const ys = page.lines.map((line) => line.box.y);
  expect(ys).toEqual([...ys].sort((a, b) => a - b));
}

describe('OCR of a prepared photo', () => {
  let reader: OcrReader;
  beforeAll(async () => {
    reader = await createOcrReader(['it']);
  });
  afterAll(async () => {
    await reader.close();
  });

  it('reads the dishes and their prices, each dish on one line, with boxes in the page', async () => {
    const prepared = await prepareImage(await smallMenuPhoto());

    const page = await reader.recognise(prepared.ocr.png, { page: 2 });

    expect(page).toMatchObject({
      page: 2,
      source: 'ocr',
      width: prepared.ocr.width,
      height: prepared.ocr.height,
    });
    expectTheSmallMenu(page);
    const [heading, firstDish] = page.lines;
    // the heading is set larger than the dishes; sizes are in the image's pixels (2400 px wide)
    expect(heading?.fontSize).toBeGreaterThan((firstDish?.fontSize ?? 0) * 1.2);
    expect(firstDish?.fontSize).toBeGreaterThan(60);
    expect(firstDish?.fontSize).toBeLessThan(140);
    for (const word of page.lines.flatMap((line) => line.words)) {
      expect(word.box.x + word.box.width).toBeLessThanOrEqual(page.width);
      expect(word.box.y + word.box.height).toBeLessThanOrEqual(page.height);
    }
  });

  it('reads a garbled heading again on its own, in its place on the page, and leaves the dishes', async () => {
    const prepared = await prepareImage(await smallMenuPhoto());
    const page = await reader.recognise(prepared.ocr.png);
    const [heading, ...dishes] = page.lines;
    if (!heading) throw new Error('no heading read');
    // as a display face comes out of the page's reading: letters in fragments
    const garbled = {
      ...heading,
      text: 'P I Z Z E',
      words: [...'PIZZE'].map((letter, index) => ({
        text: letter,
        box: {
          ...heading.box,
          x: heading.box.x + (index * heading.box.width) / 5,
          width: heading.box.width / 5,
        },
        confidence: 0.9,
      })),
    };

    const again = await rereadTallLines(reader, prepared.ocr.png, { ...page, lines: [garbled, ...dishes] });

    expect(again.lines.map((line) => line.text)).toEqual(expectedLines);
    const [reread] = again.lines;
    expect(reread?.box).toEqual(heading.box);
    // its words where the heading is printed, in the page's pixels (read from a crop at another scale)
    for (const word of reread?.words ?? []) {
      expect(word.box.x).toBeGreaterThanOrEqual(heading.box.x - heading.box.height);
      expect(word.box.x + word.box.width).toBeLessThanOrEqual(
        heading.box.x + heading.box.width + heading.box.height,
      );
      expect(Math.abs(word.box.y - heading.box.y)).toBeLessThan(heading.box.height / 2);
    }
    expect(again.lines.slice(1)).toEqual(dishes);
    // the reader reads pages again afterwards, not single lines
    expectTheSmallMenu(await reader.recognise(prepared.ocr.png));
  });

  it('reads a photo taken 4° askew once it is straightened', async () => {
    const prepared = await prepareImage(await smallMenuPhoto({ rotateDegrees: 4 }));

    expectTheSmallMenu(await reader.recognise(prepared.ocr.png));
  });
});

describe('stopping OCR', () => {
  it('stops a recognition in progress and ends its worker thread', async () => {
    const prepared = await prepareImage(await smallMenuPhoto());
    const portsBefore = messagePorts();
    const reader = await createOcrReader(['it', 'en']);
    expect(messagePorts()).toBe(portsBefore + 1);

    const controller = new AbortController();
    const reading = reader.recognise(prepared.ocr.png, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);

    await expect(reading).rejects.toMatchObject({ name: 'MenuReadError', code: 'cancelled' });
    expect(messagePorts()).toBe(portsBefore);
    // a stopped reader reads nothing more, and closing it again is harmless
    await expect(reader.recognise(prepared.ocr.png)).rejects.toMatchObject({ code: 'cancelled' });
    await reader.close();
  });

  it('gives up a page that takes too long, as too complex, and ends its worker thread', async () => {
    const prepared = await prepareImage(await smallMenuPhoto());
    const portsBefore = messagePorts();
    const reader = await createOcrReader(['it']);

    await expect(reader.recognise(prepared.ocr.png, { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'too_complex',
    });
    expect(messagePorts()).toBe(portsBefore);
  });

  it('stops the pages being read when the reader is closed', async () => {
    const prepared = await prepareImage(await smallMenuPhoto());
    const reader = await createOcrReader(['it']);

    const reading = reader.recognise(prepared.ocr.png);
    await reader.close();

    await expect(reading).rejects.toMatchObject({ code: 'cancelled' });
  });
});
