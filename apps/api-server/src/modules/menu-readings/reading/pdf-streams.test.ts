import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findStreamOverLimits, type StreamLimits } from './pdf-streams.ts';
import { handWrittenPdf, streamObject } from './pdf-test-fixtures.ts';

/** Limits where only the drawing cap (`drawing` bytes) can be reached. */
function drawingCap(drawing: number): StreamLimits {
  return {
    maxDrawingStreamBytes: drawing,
    maxDrawingTotalBytes: 1e9,
    maxStreamBytes: 1e9,
    maxTotalBytes: 1e9,
  };
}

/** A page's drawing of exactly `size` bytes: "0 0 m " repeated, then spaces. */
function drawingOf(size: number): Buffer {
  const drawing = Buffer.alloc(size, 0x20);
  drawing.write('0 0 m '.repeat(Math.floor(size / 12)));
  return drawing;
}

/** LZW as PDF reads it, clearing its table before codes grow past 9 bits (valid, and simple). */
function lzwEncode(data: Buffer): Buffer {
  const output: number[] = [];
  let bits = 0;
  let bitCount = 0;
  const write = (code: number) => {
    bits = (bits << 9) | code;
    bitCount += 9;
    while (bitCount >= 8) {
      output.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const codeOf = (text: string) => (text.length === 1 ? text.charCodeAt(0) : (table.get(text) ?? -1));
  write(256);
  let word = '';
  for (const byte of data) {
    const character = String.fromCharCode(byte);
    const longer = word + character;
    if (longer.length === 1 || table.has(longer)) {
      word = longer;
      continue;
    }
    write(codeOf(word));
    table.set(longer, next++);
    if (next >= 500) {
      write(256);
      table = new Map();
      next = 258;
    }
    word = character;
  }
  if (word !== '') write(codeOf(word));
  write(257);
  if (bitCount > 0) output.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(output);
}

function runLengthEncode(data: Buffer): Buffer {
  const output: number[] = [];
  for (let at = 0; at < data.length; ) {
    let run = 1;
    while (run < 128 && data[at + run] === data[at]) run++;
    output.push(257 - run, data[at] ?? 0);
    at += run;
  }
  output.push(128);
  return Buffer.from(output);
}

describe('measuring what the streams of a PDF decompress to', () => {
  const size = 300_000;
  const drawing = drawingOf(size);
  const encodings: [string, string, Buffer][] = [
    ['none', '', drawing],
    ['Flate', '/FlateDecode', deflateSync(drawing)],
    ['Flate, by its short name', '/Fl', deflateSync(drawing)],
    ['LZW', '/LZWDecode', lzwEncode(drawing)],
    ['RunLength', '/RunLengthDecode', runLengthEncode(drawing)],
    [
      'hex, then Flate',
      '[/ASCIIHexDecode /FlateDecode]',
      Buffer.from(`${deflateSync(drawing).toString('hex')}>`),
    ],
  ];

  it.each(encodings)('measures a stream encoded with %s to the byte', async (_, filter, encoded) => {
    const pdf = handWrittenPdf({ content: encoded, ...(filter ? { filter } : {}) });
    expect(await findStreamOverLimits(pdf, drawingCap(size))).toBe(false);
    expect(await findStreamOverLimits(pdf, drawingCap(size - 1))).toBe(true);
  });

  it('stops an LZW bomb at the limit', async () => {
    const bomb = lzwEncode(Buffer.alloc(1_500_000, 0x20));
    expect(bomb.length).toBeLessThan(15_000);
    const pdf = handWrittenPdf({ content: bomb, filter: '/LZWDecode' });
    expect(await findStreamOverLimits(pdf, drawingCap(500_000))).toBe(true);
  });

  it('holds fonts to the larger limit of other streams, not to that of drawings', async () => {
    const font = streamObject(
      '/Filter /FlateDecode /Length1 2000000',
      deflateSync(Buffer.alloc(2_000_000, 1)),
    );
    const pdf = handWrittenPdf({ content: 'BT ET', extraObjects: [font] });
    expect(await findStreamOverLimits(pdf, drawingCap(1_000_000))).toBe(false);
    const limits = { ...drawingCap(1_000_000), maxStreamBytes: 1_500_000 };
    expect(await findStreamOverLimits(pdf, limits)).toBe(true);
  });

  it('adds up the drawings of all pages', async () => {
    const forms = [1, 2, 3].map(() => streamObject('/Filter /FlateDecode', deflateSync(drawingOf(400_000))));
    const pdf = handWrittenPdf({ content: 'BT ET', extraObjects: forms });
    const limits = { ...drawingCap(1_000_000), maxDrawingTotalBytes: 1_000_000 };
    expect(await findStreamOverLimits(pdf, limits)).toBe(true);
  });
});
