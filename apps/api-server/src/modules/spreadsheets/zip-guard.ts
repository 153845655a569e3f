/**
 * Unpacks an .xlsx (a zip) under a hard cap BEFORE any spreadsheet library sees it, so a zip bomb
 * (a few KB that inflate to gigabytes) is refused with a 400 instead of filling the memory.
 *
 * The central directory's declared sizes are checked first (cheap), then every entry is inflated
 * with zlib's `maxOutputLength`, so a directory that lies about sizes is caught too: the total of
 * what is really inflated never exceeds the cap. exceljs then reads only these inflated parts
 * (see read-xlsx.ts), never the original bytes.
 */
import { inflateRawSync } from 'node:zlib';
import { badRequest } from '#errors.ts';
import { notText } from './decode-text.ts';

/** Total uncompressed size of a workbook we accept: a 2,000-row menu is far below 5 MiB. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** An .xlsx has a dozen parts; thousands of entries are not a menu. */
const MAX_ENTRIES = 1000;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;
}

/** `not_a_spreadsheet`: one message for every file that is neither a workbook nor text. */
export const notASpreadsheet = notText;

const unpacksTooLarge = () =>
  badRequest(
    'file_too_large',
    `This workbook unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MiB: it cannot be a menu.`,
  );

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function findEndOfDirectory(bytes: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65,535
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw notASpreadsheet();
}

function readDirectory(bytes: Buffer): Entry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  // Zip64 (markers 0xffff/0xffffffff) is for archives beyond 4 GiB: never a menu
  if (count === 0xffff || offset === 0xffffffff) throw unpacksTooLarge();
  if (count > MAX_ENTRIES) throw unpacksTooLarge();
  const entries: Entry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) throw notASpreadsheet();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Every file of the zip, inflated, by name; 400 when the zip is broken or unpacks to too much. */
export function unzipCapped(bytes: Buffer, cap = MAX_UNZIPPED_BYTES): Map<string, Buffer> {
  const entries = readDirectory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > cap) throw unpacksTooLarge();

  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const local = entry.localHeaderOffset;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw notASpreadsheet();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw notASpreadsheet();
    const room = cap - total;
    let content: Buffer;
    if (entry.method === 0) {
      content = data;
    } else if (entry.method === 8) {
      try {
        // one byte more than the room left: reaching it means the entry is too big
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, room + 1) });
      } catch (error) {
        if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw unpacksTooLarge();
        throw notASpreadsheet();
      }
    } else {
      throw notASpreadsheet();
    }
    total += content.length;
    if (total > cap) throw unpacksTooLarge();
    files.set(entry.name, content);
  }
  return files;
}
