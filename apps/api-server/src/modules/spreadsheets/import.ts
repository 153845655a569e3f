/**
 * `previewMenuImport` and `importMenuFromExcel`: the multipart upload (`file`, optional `name`,
 * `showToGuests`) -> the file's format from its bytes -> rows -> checked sections and items. The
 * preview answers what an import would create and stops there (nothing is written); the import
 * writes it in one transaction. Every refusal is a 400 with a code and a message, and nothing is
 * stored. The console sends the same file twice rather than the server keeping it between the
 * two calls: 5 MiB at most, and no state to expire or to share between API processes.
 */
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { validateMenuName } from '@tavola/domain/menu';
import type { FastifyRequest } from 'fastify';
import { writeClub } from '#db/club-writes.ts';
import { badRequest, HttpError, validationFailed } from '#errors.ts';
import { actorOf, recordActivity } from '#modules/activity/record.ts';
import { type CheckedSpreadsheet, checkRows, type PlanFeatures } from './check-rows.ts';
import { withoutControlCharacters } from './control-characters.ts';
import { hasBinarySignature, notText, type TextEncoding } from './decode-text.ts';
import type { Grid } from './grid.ts';
import { parseCsv } from './parse-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { writeImportedMenu } from './write-menu.ts';
import { looksLikeZip } from './zip-guard.ts';

/** The largest file accepted (the contract's 5 MiB; @fastify/multipart's fileSize limit is the same). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MENU_NAME = 'Imported menu';

const fileTooLarge = () =>
  badRequest('file_too_large', `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB.`);

export interface Upload {
  bytes: Buffer;
  filename: string;
  name: string | undefined;
  /** the owner's choice in the summary: the new menu shows to guests at once (else it starts hidden) */
  showToGuests: boolean;
}

const UPLOAD_FIELDS = 'send `file`, `name` and `showToGuests` only';

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
  let showToGuests: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        bytes = await part.toBuffer();
        filename = part.filename;
      } else if (part.type === 'field' && part.fieldname === 'name') {
        name = String(part.value);
      } else if (part.type === 'field' && part.fieldname === 'showToGuests') {
        showToGuests = String(part.value);
      } else {
        if (part.type === 'file') await part.toBuffer();
        throw validationFailed([{ field: part.fieldname, message: `Unknown field: ${UPLOAD_FIELDS}` }]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw validationFailed([{ field: 'file', message: 'Send one file' }]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw validationFailed([{ message: `Too many fields: ${UPLOAD_FIELDS}` }]);
    // ours (an unknown field), as it was thrown
    if (error instanceof HttpError) throw error;
    // everything else here is the body's parsing: the plugin's other errors and busboy's own
    throw badRequest('invalid_upload', 'The upload could not be read: send the file again.');
  }
  if (!bytes) throw validationFailed([{ field: 'file', message: 'Choose a file to import' }]);
  if (bytes.length > MAX_FILE_BYTES) throw fileTooLarge();
  if (showToGuests !== undefined && showToGuests !== 'true' && showToGuests !== 'false')
    throw validationFailed([{ field: 'showToGuests', message: 'Send true or false' }]);
  return { bytes, filename, name, showToGuests: showToGuests === 'true' };
}

/** The file's format: an .xlsx, or a CSV in the text encoding it was read in. */
export type SpreadsheetFormat = 'xlsx' | `csv-${TextEncoding}`;

/**
 * The file's rows; the bytes decide the format, never the file's name or declared type: a zip is
 * read as an .xlsx, anything else as CSV text if it is text (decode-text.ts).
 */
async function readGrid(bytes: Buffer): Promise<Grid & { format: SpreadsheetFormat }> {
  if (bytes.length === 0) throw notText('The file is empty.');
  if (looksLikeZip(bytes)) return { ...(await readXlsx(bytes)), format: 'xlsx' };
  if (hasBinarySignature(bytes)) throw notText();
  const { encoding, ...grid } = parseCsv(bytes);
  return { ...grid, format: `csv-${encoding}` };
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

interface CheckedUpload extends CheckedSpreadsheet {
  upload: Upload;
  name: string;
  format: SpreadsheetFormat;
}

async function checkUpload(request: FastifyRequest, plan: PlanFeatures): Promise<CheckedUpload> {
  const upload = await readUpload(request);
  const name = menuName(upload.name, upload.filename);
  const grid = await readGrid(upload.bytes);
  return { upload, name, format: grid.format, ...checkRows(grid, plan) };
}

const itemCount = (sections: CheckedSpreadsheet['sections']) =>
  sections.reduce((sum, section) => sum + section.items.length, 0);

/** What the import of this file would create, and its warnings; writes nothing. */
export async function previewMenuImport(request: FastifyRequest, plan: PlanFeatures) {
  const { name, format, sections, warnings } = await checkUpload(request, plan);
  return {
    name,
    format,
    sections: sections.map((section) => ({
      name: section.name,
      items: section.items.length,
      hidden: section.disabled,
    })),
    items: itemCount(sections),
    warnings,
  };
}

export async function importMenu(request: FastifyRequest, clubId: number, plan: PlanFeatures) {
  const { upload, name, sections } = await checkUpload(request, plan);
  const { db, clock } = request.server;
  const menuId = await writeClub(db, clubId, async (tx) => {
    const id = await writeImportedMenu(tx, {
      clubId,
      name,
      sections,
      hidden: !upload.showToGuests,
      now: clock.now(),
    });
    await recordActivity(tx, clubId, actorOf(request), { kind: 'menu_created', subject: name });
    return id;
  });
  return { outcome: 'created', menuId, items: itemCount(sections), hidden: !upload.showToGuests };
}
