/**
 * What the API process and a reading's own process (reading-process.ts) say to each other over
 * the fork's channel. The reading process is told one job, answers its progress page by page, then
 * `done` or `failed` with its memory, and exits.
 */
import type { MenuDraft } from '../draft.ts';
import type { ReadErrorCode } from '../reading/read-error.ts';

export type ReadingLanguage = 'it' | 'en' | 'de' | 'fr' | 'es';

export interface JobFile {
  path: string;
  kind: 'pdf' | 'image';
}

export interface ReadingJobInput {
  files: JobFile[];
  language: ReadingLanguage;
}

/**
 * The reading process's resident memory, in bytes: when its job came (started, its modules loaded,
 * nothing read yet: the process idle) and at its peak over its whole life, OCR's threads included.
 * Measured by the process itself, since the API process cannot see a child's peak.
 */
export interface ReadingMemory {
  idleRssBytes: number;
  peakRssBytes: number;
}

export type ReadingProgress =
  | { type: 'pageCount'; count: number }
  /** a page read: its image as review shows it (JPEG) and that image's size */
  | { type: 'page'; number: number; width: number; height: number; image: Uint8Array }
  | { type: 'done'; draft: MenuDraft; memory: ReadingMemory }
  | { type: 'failed'; code: ReadErrorCode; message: string; memory: ReadingMemory };
