/**
 * `importMenuFromExcel`: the multipart upload (`file`, optional `name`) -> the file's format from
 * its bytes -> rows -> checked sections and items -> one transaction. Every refusal is a 400 with
 * a code and a message, and nothing is stored.
 */
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { validateMenuName } from '@tavola/domain/menu';
import type { FastifyRequest } from 'fastify';
import { writeClub } from '#db/club-writes.ts';
import { badRequest, HttpError, validationFailed } from '#errors.ts';
import { checkRows } from './check-rows.ts';
import { withoutControlCharacters } from './control-characters.ts';
import type { Grid } from './grid.ts';
import { looksLikeMenuCsv, looksLikeMenuCsvInAnotherEncoding, parseCsv } from './parse-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { writeImportedMenu } from './write-menu.ts';
import { looksLikeZip, notASpreadsheet } from './zip-guard.ts';

/** The largest file accepted (the contract's 5 MiB; @fastify/multipart's fileSize limit is the same). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MENU_NAME = 'Imported menu';

const fileTooLarge = () =>
  badRequest('file_too_large', `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB.`);

export interface Upload {
  bytes: Buffer;
  filename: string;
  name: string | undefined;
}

/**
 * Reads the multipart body, turning the plugin's limit errors (413) into the contract's 400s, and
 * a body that is not well-formed multipart (cut off, a part header without its end: busboy's plain
 * errors, found by the contract fuzzer) into the 400 of an unreadable upload.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw badRequest('unsupported_media_type', 'The request body must be multipart/form-data');
  let bytes: Buffer | undefined;
  let filename = '';
  let name: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        bytes = await part.toBuffer();
        filename = part.filename;
      } else if (part.type === 'field' && part.fieldname === 'name') {
        name = String(part.value);
      } else {
        if (part.type === 'file') await part.toBuffer();
        throw validationFailed([
          { field: part.fieldname, message: 'Unknown field: send `file` and `name` only' },
        ]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw validationFailed([{ field: 'file', message: 'Send one file' }]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw validationFailed([{ message: 'Send `file` and `name` only' }]);
    // ours (an unknown field), as it was thrown
    if (error instanceof HttpError) throw error;
    // everything else here is the body's parsing: the plugin's other errors and busboy's own
    throw badRequest('invalid_upload', 'The upload could not be read: send the file again.');
  }
  if (!bytes) throw validationFailed([{ field: 'file', message: 'Choose a file to import' }]);
  if (bytes.length > MAX_FILE_BYTES) throw fileTooLarge();
  return { bytes, filename, name };
}

/** The file's rows; the bytes decide the format, never the file's name or declared type. */
async function readGrid(bytes: Buffer): Promise<Grid> {
  if (bytes.length === 0) throw notASpreadsheet('The file is empty.');
  if (looksLikeZip(bytes)) return readXlsx(bytes);
  if (looksLikeMenuCsv(bytes)) return parseCsv(bytes);
  if (looksLikeMenuCsvInAnotherEncoding(bytes))
    throw notASpreadsheet(
      'This CSV file is not saved as UTF-8: in Excel choose "CSV UTF-8" when saving it, or import the .xlsx.',
    );
  throw notASpreadsheet(
    'This file is not an .xlsx workbook, nor a UTF-8 .csv file whose first line is the template’s header (section, name…).',
  );
}

/** The new menu's name: the `name` field, else the file's name without extension, else a default. */
function menuName(name: string | undefined, filename: string): string {
  if (name !== undefined) {
    const problem = validateMenuName(name);
    if (problem) throw validationFailed([{ field: 'name', message: problem.message }]);
    return name.trim();
  }
  const base = withoutControlCharacters(filename.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')).trim();
  const points = [...base];
  const fitted = points.slice(0, FIELD_LIMITS.menu.name).join('').trim();
  return fitted || DEFAULT_MENU_NAME;
}

export async function importMenu(request: FastifyRequest, clubId: number) {
  const upload = await readUpload(request);
  const name = menuName(upload.name, upload.filename);
  const sections = checkRows(await readGrid(upload.bytes));
  const { db, clock } = request.server;
  const menuId = await writeClub(db, clubId, (tx) =>
    writeImportedMenu(tx, { clubId, name, sections, now: clock.now() }),
  );
  const items = sections.reduce((sum, section) => sum + section.items.length, 0);
  return { outcome: 'created', menuId, items };
}
