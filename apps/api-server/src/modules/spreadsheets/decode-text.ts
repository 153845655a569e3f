/**
 * The text of a CSV file, whatever Excel or LibreOffice saved it as: UTF-8 (with or without a
 * byte-order mark), UTF-16 with its byte-order mark (Excel's "Unicode text"), or Windows-1252
 * (Excel's plain "CSV" on Windows in Italy and most of Western Europe). The only guess is between
 * UTF-8 and Windows-1252, and a fatal UTF-8 decoder settles it: Windows-1252 text with accents is
 * almost never valid UTF-8, so no statistical detector (chardet) is needed. UTF-8 and UTF-16 are
 * read by Node's own TextDecoder; Windows-1252 by iconv-lite, because Node 20's TextDecoder takes
 * the label `windows-1252` for Latin-1 and turns € (0x80) and the curly quotes into invisible
 * control characters (decode-text.test.ts would catch a decoder that does).
 *
 * Two refusals, told apart because the owner fixes them differently:
 * - `not_a_spreadsheet`: the bytes are not text at all (an image, a PDF, an archive, an old .xls,
 *   NUL bytes in an 8-bit file, many control characters): choose another file;
 * - `unreadable_characters`: the file is text, but its characters are valid in none of these
 *   encodings (UTF-8 mixed with Windows-1252, bytes Windows-1252 does not define, a broken UTF-16):
 *   save it again as "CSV UTF-8".
 */
import iconv from 'iconv-lite';
import { badRequest } from '#errors.ts';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
type UnicodeEncoding = Exclude<TextEncoding, 'windows-1252'>;

export const NOT_TEXT_MESSAGE =
  'This file is not a spreadsheet or a CSV text file: choose an .xlsx workbook or a .csv file.';

export const notText = (message = NOT_TEXT_MESSAGE) => badRequest('not_a_spreadsheet', message);

export const unreadableCharacters = () =>
  badRequest(
    'unreadable_characters',
    'Could not read the file’s characters: save it as "CSV UTF-8" in your spreadsheet program and import it again.',
  );

/** Signatures of files that are never text, though some begin with a few readable letters. */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an old .xls (OLE2)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x37, 0x7a, 0xbc, 0xaf], // 7-Zip
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV, AVI)
  [0x42, 0x4d], // BMP
];

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/** The bytes Windows-1252 leaves undefined (decoders turn them into C1 controls or U+FFFD). */
const UNDEFINED_IN_WINDOWS_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.length <= bytes.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * Control bytes no text file holds (tab, line breaks and form feed excepted): one in a cell is the
 * owner's to fix (the row checker names it), many of them mean the file is not text.
 */
function looksBinary(bytes: Uint8Array): boolean {
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return true;
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f)
      controls++;
  }
  return controls > 8 && controls * 100 > bytes.length;
}

function decode(encoding: UnicodeEncoding, bytes: Uint8Array): string | null {
  try {
    // ignoreBOM: false drops the byte-order mark from the text
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** A UTF-8 sequence of two to four bytes: in a file that is not valid UTF-8, a sign of mixed encodings. */
const UTF8_MULTIBYTE = /[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}/;

/** Whether these bytes begin like a file that is never text (checked before any decoding). */
export function hasBinarySignature(bytes: Uint8Array): boolean {
  return BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature));
}

/** The file's text and the encoding it was read in; 400 when it is not text or cannot be read. */
export function decodeCsvText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (bytes.length === 0) throw notText('The file is empty.');
  for (const [bom, encoding] of [
    [UTF16LE_BOM, 'utf-16le'],
    [UTF16BE_BOM, 'utf-16be'],
  ] as const) {
    if (!startsWith(bytes, bom)) continue;
    const text = decode(encoding, bytes);
    if (text === null) throw unreadableCharacters();
    return { text, encoding };
  }
  if (hasBinarySignature(bytes) || looksBinary(bytes)) throw notText();
  const utf8 = decode('utf-8', bytes);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  // a UTF-8 mark, or UTF-8 sequences beside bytes that are not UTF-8: a file saved in two encodings
  if (startsWith(bytes, UTF8_BOM) || UTF8_MULTIBYTE.test(Buffer.from(bytes).toString('latin1')))
    throw unreadableCharacters();
  if (bytes.some((byte) => UNDEFINED_IN_WINDOWS_1252.has(byte))) throw unreadableCharacters();
  return { text: iconv.decode(Buffer.from(bytes), 'windows-1252'), encoding: 'windows-1252' };
}
