// A cache of the pages' text the readers give (readPages: OCR'd words and lines with their boxes
// and confidences, or a PDF's text layer), so that scoring the layout step again after a change
// does not read the pages again: OCR takes seconds a page. Only the accuracy bench uses it
// (--ocr-cache); the server always reads.
//
// An entry is keyed by what decides the pages' text: the files' bytes, the menu's language (it
// picks the OCR's models) and the reader's version, a hash of the reader's own sources
// (src/modules/menu-readings/reading/, tests aside) and of the installed versions of the packages
// that read (tesseract.js and its core, the language models, sharp, pdf.js). Change any of them
// and the entry is not found; old entries are left behind (delete the folder to clear them).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  JobFile,
  ReadingLanguage,
} from '../../apps/api-server/src/modules/menu-readings/jobs/messages.ts';
import type { PageText } from '../../apps/api-server/src/modules/menu-readings/reading/page-text.ts';

export const CACHE_DIR = path.join(import.meta.dirname, '../results/menu-reading-ocr-cache');

const API_SERVER = path.join(import.meta.dirname, '../../apps/api-server');
const READER_SOURCES = path.join(API_SERVER, 'src/modules/menu-readings/reading');
const READER_PACKAGES = [
  'tesseract.js',
  'tesseract.js-core',
  '@tesseract.js-data/eng',
  '@tesseract.js-data/ita',
  '@tesseract.js-data/deu',
  '@tesseract.js-data/fra',
  '@tesseract.js-data/spa',
  'sharp',
  'pdfjs-dist',
];

/** The manifest of a package as `require` resolves it: its own package.json, found up from its entry. */
function manifestOf(require: NodeJS.Require, name: string): { version: string } {
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
  } catch {
    // a package whose "exports" hides its package.json (sharp)
    for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === name) return manifest;
    }
    throw new Error(`no package.json found for ${name}`);
  }
}

/** The installed version of a package the API server (or, for its core, tesseract.js) resolves. */
function installedVersion(name: string): string {
  const fromServer = createRequire(path.join(API_SERVER, 'package.json'));
  const from = name === 'tesseract.js-core' ? createRequire(fromServer.resolve('tesseract.js')) : fromServer;
  return `${name}@${manifestOf(from, name).version}`;
}

/** A hash of the reader's sources and packages: what makes its pages' text what it is. */
export function readerVersion(): string {
  const hash = createHash('sha256');
  const sources = fs
    .readdirSync(READER_SOURCES)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('fixtures'))
    .sort();
  for (const file of sources) hash.update(file).update(fs.readFileSync(path.join(READER_SOURCES, file)));
  for (const name of READER_PACKAGES) hash.update(installedVersion(name));
  return hash.digest('hex').slice(0, 16);
}

function entryKey(files: readonly JobFile[], language: ReadingLanguage, version: string): string {
  const hash = createHash('sha256').update(version).update(language);
  for (const file of files) hash.update(file.kind).update(fs.readFileSync(file.path));
  return hash.digest('hex').slice(0, 24);
}

export interface PageTextCache {
  /** The cached pages, or null when these files were not read by this version of the reader. */
  get(files: readonly JobFile[], language: ReadingLanguage): PageText[] | null;
  put(files: readonly JobFile[], language: ReadingLanguage, pages: readonly PageText[]): void;
}

export function openPageTextCache(): PageTextCache {
  const version = readerVersion();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const fileOf = (files: readonly JobFile[], language: ReadingLanguage) =>
    path.join(CACHE_DIR, `${entryKey(files, language, version)}.json`);
  return {
    get(files, language) {
      const file = fileOf(files, language);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PageText[]) : null;
    },
    put(files, language, pages) {
      const file = fileOf(files, language);
      // written whole then renamed: a run stopped halfway leaves no half entry
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(pages));
      fs.renameSync(`${file}.tmp`, file);
    },
  };
}
