/**
 * What `startMenuReading` takes, checked in the browser before any upload so the owner learns at
 * once; the server checks again, by the files' bytes.
 */

/** Photos of one menu, in page order (contract: MenuReadingUpload.files). */
export const MAX_PHOTOS = 10;
/** Each file (the server's `file_too_large`). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The file chooser's filter. HEIC often comes without a type outside Apple's systems: hence the names. */
export const READING_FILE_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'application/pdf': ['.pdf'],
};

export type ReadingFileKind = 'photo' | 'pdf';

/** A photo, a PDF, or null for anything else: by type, else by the name's extension. */
export function readingFileKind(file: File): ReadingFileKind | null {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (/^image\/(jpeg|png|webp|heic|heif)$/.test(file.type) || /\.(jpe?g|png|webp|heic|heif)$/.test(name))
    return 'photo';
  return null;
}

export type ReadingFilesProblem = 'wrong-type' | 'too-large' | 'too-many-photos' | 'pdf-not-alone';

/** Why these files cannot be sent together, or null when they can. */
export function readingFilesProblem(files: readonly File[]): ReadingFilesProblem | null {
  const kinds = files.map(readingFileKind);
  if (kinds.includes(null)) return 'wrong-type';
  if (files.some((file) => file.size > MAX_FILE_BYTES)) return 'too-large';
  if (kinds.includes('pdf') && files.length > 1) return 'pdf-not-alone';
  if (files.length > MAX_PHOTOS) return 'too-many-photos';
  return null;
}
