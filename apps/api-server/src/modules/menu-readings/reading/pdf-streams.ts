/**
 * How much a PDF's streams decompress to, measured before pdfjs opens it: the guard against "PDF
 * bombs". A page's content, its fonts and character maps are compressed streams that pdfjs
 * inflates whole into memory the first time a page is read, and a few hundred kilobytes can
 * inflate to gigabytes (300 KB of Flate made pdfjs grow to 3 GB for one page). pdfjs has no limit
 * of its own, and once it has started, a single allocation can take the memory: so the streams are
 * inflated here first, in pieces, counted and thrown away, stopping at a limit.
 *
 * Streams are found in the file's bytes ("<< … >> stream … endstream"; the PDF format never puts a
 * stream inside a compressed object stream, so each one is visible there). Images are not counted:
 * pdfjs decodes an image to the size its dictionary declares, and leaves out those over its
 * `maxImageSize` (pdf-document.ts).
 *
 * Not measured (what pdfjs does with them is bounded by the time limit only): streams of an
 * encrypted file (its streams are ciphertext here; pdfjs decrypts those with an empty user
 * password), and filters named indirectly ("/Filter 12 0 R").
 */
import { createInflate, constants as zlibConstants } from 'node:zlib';

export interface StreamLimits {
  /**
   * Drawing: page contents, forms, patterns, what pdfjs interprets operator by operator, on this
   * thread, twice for a page's text (its text, then its fonts) and once more to render it,
   * without letting the event loop run in between: 8 MB of line drawing took 8 s and 900 MB.
   * What one such stream, and all of them together, may decompress to, in bytes.
   */
  maxDrawingStreamBytes: number;
  maxDrawingTotalBytes: number;
  /** Other streams (fonts, character maps, colour profiles, object streams): parsed once, quickly. */
  maxStreamBytes: number;
  maxTotalBytes: number;
}

/** How far before the "stream" keyword the stream's dictionary is looked for. */
const MAX_DICTIONARY_CHARS = 64 * 1024;

/** True when a stream of the file decompresses to more than the limits allow. */
export async function findStreamOverLimits(bytes: Uint8Array, limits: StreamLimits): Promise<boolean> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // one byte, one character: offsets in the text are offsets in the file
  const text = file.toString('latin1');
  if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(text)) return false;

  let total = 0;
  let drawingTotal = 0;
  for (const match of text.matchAll(/>>[\0\t\n\f\r ]*stream(?:\r\n|\n|\r)/g)) {
    const dataStart = match.index + match[0].length;
    const dictionary = streamDictionary(text, match.index);
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const filters = streamFilters(dictionary);
    const data = file.subarray(dataStart, streamEnd(text, dictionary, dataStart));
    const drawing = isDrawing(dictionary);
    const cap = drawing ? limits.maxDrawingStreamBytes : limits.maxStreamBytes;
    const decodedBytes = await decodedSize(data, filters, dictionary, cap);
    if (decodedBytes > cap) return true;
    total += decodedBytes;
    if (total > limits.maxTotalBytes) return true;
    if (drawing) {
      drawingTotal += decodedBytes;
      if (drawingTotal > limits.maxDrawingTotalBytes) return true;
    }
  }
  return false;
}

/**
 * Page contents (and Type 3 glyphs) are streams with no type of their own; forms, patterns and
 * shadings say what they are. Fonts (/Length1…3, /Subtype /Type1C…), character maps, colour
 * profiles (/N) and the file's own structures name their type.
 */
function isDrawing(dictionary: string): boolean {
  if (/\/Subtype\s*\/Form\b|\/PatternType\b|\/ShadingType\b/.test(dictionary)) return true;
  return !/\/Type\b|\/Subtype\b|\/Length[123]\b|\/N\s/.test(dictionary);
}

/** The text from the stream's "N G obj" to its "stream" keyword. */
function streamDictionary(text: string, streamKeyword: number): string {
  const from = Math.max(0, streamKeyword - MAX_DICTIONARY_CHARS);
  const objectStart = text.lastIndexOf('obj', streamKeyword);
  return text.slice(Math.max(from, objectStart), streamKeyword + 2);
}

function streamFilters(dictionary: string): string[] {
  const match = /\/Filter\s*(\/[^\s/[\]<>()]+|\[[^\]]*\])/.exec(dictionary);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1] ?? '');
}

/** Where the data ends: its direct /Length when that lands on "endstream", else "endstream" itself. */
function streamEnd(text: string, dictionary: string, dataStart: number): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
  if (length !== undefined) {
    const end = dataStart + Number(length);
    if (end <= text.length && /^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const endstream = text.indexOf('endstream', dataStart);
  return endstream === -1 ? text.length : endstream;
}

/**
 * The size after the filters, in order; stops counting at `cap` (anything over it is over). A
 * filter this does not decode (images', encryption) or damaged data ends the count where it is, as
 * pdfjs too stops there.
 */
async function decodedSize(
  data: Uint8Array,
  filters: string[],
  dictionary: string,
  cap: number,
): Promise<number> {
  // a stream without filters is its own size
  let current = data;
  for (const [index, filter] of filters.entries()) {
    const keepOutput = index < filters.length - 1;
    let decoded: Decoded;
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        decoded = await inflateCounted(current, cap, keepOutput);
        break;
      case 'LZWDecode':
      case 'LZW':
        decoded = lzwDecode(current, cap, /\/EarlyChange\s+0\b/.test(dictionary) ? 0 : 1);
        break;
      case 'RunLengthDecode':
      case 'RL':
        decoded = runLengthDecode(current, cap);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        decoded = { size: 0, bytes: asciiHexDecode(current) };
        decoded.size = decoded.bytes?.length ?? 0;
        break;
      case 'ASCII85Decode':
      case 'A85':
        decoded = { size: 0, bytes: ascii85Decode(current) };
        decoded.size = decoded.bytes?.length ?? 0;
        break;
      default:
        return current.length;
    }
    if (decoded.size > cap || !decoded.bytes) return decoded.size;
    current = decoded.bytes;
  }
  return current.length;
}

/** `bytes` is null when the output was not kept (the last filter) or went over the cap. */
interface Decoded {
  size: number;
  bytes: Uint8Array | null;
}

/** Inflates in zlib's pieces (off the event loop), counting them, so a bomb never sits in memory. */
function inflateCounted(data: Uint8Array, cap: number, keepOutput: boolean): Promise<Decoded> {
  return new Promise((resolve) => {
    // a stream cut short still gives what it has, as pdfjs reads it
    const inflate = createInflate({ finishFlush: zlibConstants.Z_SYNC_FLUSH });
    const pieces: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve({ size, bytes: keepOutput && size <= cap ? Buffer.concat(pieces) : null });
    };
    inflate.on('data', (piece: Buffer) => {
      size += piece.length;
      if (size > cap) finish();
      else if (keepOutput) pieces.push(piece);
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.end(data);
  });
}

/** LZW as PDF uses it (ISO 32000-1, 7.4.4), stopping once the output passes `cap`. */
function lzwDecode(data: Uint8Array, cap: number, earlyChange: number): Decoded {
  const TABLE_SIZE = 4096;
  const prefix = new Int16Array(TABLE_SIZE);
  const last = new Uint8Array(TABLE_SIZE);
  const first = new Uint8Array(TABLE_SIZE);
  const length = new Uint16Array(TABLE_SIZE);
  for (let code = 0; code < 256; code++) {
    last[code] = code;
    first[code] = code;
    length[code] = 1;
  }
  let output = new Uint8Array(Math.min(cap + 4096, Math.max(1024, data.length * 4)));
  let size = 0;
  let next = 258;
  let codeLength = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let position = 0;
  for (;;) {
    while (bitCount < codeLength && position < data.length) {
      bits = ((bits << 8) | (data[position++] ?? 0)) & 0xffffff;
      bitCount += 8;
    }
    if (bitCount < codeLength) break;
    bitCount -= codeLength;
    const code = (bits >>> bitCount) & ((1 << codeLength) - 1);
    if (code === 256) {
      next = 258;
      codeLength = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    const known = code < next && code !== 257;
    if (!known && (code !== next || previous < 0)) break; // damaged: pdfjs stops here too
    if (previous >= 0 && next < TABLE_SIZE) {
      prefix[next] = previous;
      first[next] = first[previous] ?? 0;
      last[next] = known ? (first[code] ?? 0) : (first[previous] ?? 0);
      length[next] = (length[previous] ?? 0) + 1;
      next++;
    }
    const entryLength = length[code] ?? 0;
    if (size + entryLength > cap) return { size: size + entryLength, bytes: null };
    if (size + entryLength > output.length) {
      const larger = new Uint8Array(Math.min(cap + 4096, output.length * 2 + entryLength));
      larger.set(output.subarray(0, size));
      output = larger;
    }
    for (let entry = code, at = size + entryLength - 1; at >= size; at--) {
      output[at] = last[entry] ?? 0;
      entry = prefix[entry] ?? 0;
    }
    size += entryLength;
    previous = code;
    if (next + earlyChange >= 1 << codeLength && codeLength < 12) codeLength++;
  }
  return { size, bytes: output.subarray(0, size) };
}

function runLengthDecode(data: Uint8Array, cap: number): Decoded {
  const pieces: Uint8Array[] = [];
  let size = 0;
  let position = 0;
  while (position < data.length) {
    const run = data[position++] ?? 128;
    if (run === 128) break;
    let piece: Uint8Array;
    if (run < 128) {
      piece = data.subarray(position, position + run + 1);
      position += run + 1;
    } else {
      piece = new Uint8Array(257 - run).fill(data[position] ?? 0);
      position += 1;
    }
    size += piece.length;
    if (size > cap) return { size, bytes: null };
    pieces.push(piece);
  }
  return { size, bytes: Buffer.concat(pieces) };
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const end = Buffer.from(data).indexOf('>');
  const digits = Buffer.from(data.subarray(0, end === -1 ? data.length : end))
    .toString('latin1')
    .replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85Decode(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('~>');
  const characters = (end === -1 ? text : text.slice(0, end)).replace(/\s/g, '').replace(/^<~/, '');
  const output: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84); // padded with "u"
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let shift = 24, n = 0; n < count; shift -= 8, n++) output.push((value >>> shift) & 0xff);
    group = [];
  };
  for (const character of characters) {
    if (character === 'z' && group.length === 0) {
      output.push(0, 0, 0, 0);
      continue;
    }
    const digit = character.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) break;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(output);
}
