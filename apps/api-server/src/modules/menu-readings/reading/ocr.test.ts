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
