/**
 * `startMenuReading`'s multipart body: up to 10 photos or one PDF, each streamed to the reading's
 * own temporary folder (never held whole in memory), then told apart by their bytes, not their
 * names. Every refusal is a 400 and removes the folder.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, validationFailed } from '#errors.ts';
import { sniffImageType } from '#modules/uploads/image-check.ts';
import { newJobFolder, removeJobFolder } from './jobs/job-folders.ts';
import type { JobFile, ReadingLanguage } from './jobs/messages.ts';

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const LANGUAGES: readonly ReadingLanguage[] = ['it', 'en', 'de', 'fr', 'es'];

export interface ReadingUpload {
  dir: string;
  files: JobFile[];
  language: ReadingLanguage | undefined;
}

const fileTooLarge = () =>
  badRequest(
    'file_too_large',
    `A file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB: send a smaller one.`,
  );
const unsupportedFile = () =>
  badRequest(
    'unsupported_file',
    'Send photos of the menu (JPEG, PNG, WebP or HEIC) or one PDF: this file is neither.',
  );

/** The first bytes of a file, to tell what it is. */
async function headOf(file: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file, { start: 0, end: 63 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function kindOf(file: string): Promise<JobFile['kind']> {
  const head = await headOf(file);
  // "%PDF-" may follow a little junk, as readers allow
  if (head.includes('%PDF-')) return 'pdf';
  const type = sniffImageType(head);
  if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp' || type === 'image/heic')
    return 'image';
  throw unsupportedFile();
}

async function receive(request: FastifyRequest, dir: string): Promise<ReadingUpload> {
  if (!request.isMultipart())
    throw badRequest('unsupported_media_type', 'The request body must be multipart/form-data');
  const paths: string[] = [];
  let language: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 1 },
    })) {
      if (part.type === 'file' && part.fieldname === 'files') {
        const file = path.join(dir, `file-${paths.length + 1}`);
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw fileTooLarge();
        paths.push(file);
      } else if (part.type === 'field' && part.fieldname === 'language') {
        language = String(part.value);
      } else {
        if (part.type === 'file') part.file.resume();
        throw validationFailed([
          { field: part.fieldname, message: 'Unknown field: send `files` and `language` only' },
        ]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code === 'FST_FILES_LIMIT')
      throw validationFailed([{ field: 'files', message: `Send at most ${MAX_FILES} photos` }]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw validationFailed([{ message: 'Too many fields: send `files` and `language` only' }]);
    if (error instanceof HttpError) throw error;
    throw badRequest('invalid_upload', 'The upload could not be read: send the files again.');
  }
  if (paths.length === 0)
    throw validationFailed([{ field: 'files', message: 'Choose photos of the menu or a PDF' }]);
  if (language !== undefined && !LANGUAGES.includes(language as ReadingLanguage))
    throw validationFailed([{ field: 'language', message: `One of ${LANGUAGES.join(', ')}` }]);
  const files: JobFile[] = [];
  for (const file of paths) {
    if ((await stat(file)).size === 0) throw unsupportedFile();
    files.push({ path: file, kind: await kindOf(file) });
  }
  if (files.some((file) => file.kind === 'pdf') && files.length > 1)
    throw validationFailed([{ field: 'files', message: 'Send one PDF on its own, or photos' }]);
  return { dir, files, language: language as ReadingLanguage | undefined };
}

/** The upload, in a temporary folder of its own that the caller removes (or hands to the job). */
export async function receiveReadingUpload(request: FastifyRequest): Promise<ReadingUpload> {
  const dir = await newJobFolder();
  try {
    return await receive(request, dir);
  } catch (error) {
    await removeJobFolder(dir);
    throw error;
  }
}
