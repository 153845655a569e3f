import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { uploadWithProgress } from '#lib/upload-with-progress.ts';

export type MenuImportPreview = Schemas['MenuImportPreview'];
export type MenuImportWarning = Schemas['MenuImportWarning'];

export interface MenuImportPreviewRequest {
  clubId: number;
  file: File;
  /** the new menu's name; the server takes the file's name without extension when absent */
  name?: string;
  /** share of the file sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void;
}

/**
 * `previewMenuImport`: what importing the file would create (sections, items, warnings), checked
 * by the server exactly as the import checks it; nothing is written.
 */
export function previewMenuImport({ clubId, file, name, onProgress }: MenuImportPreviewRequest) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (name) form.append('name', name);
  return uploadWithProgress<MenuImportPreview>({
    path: `/clubs/${encodeURIComponent(clubId)}/menu/excel/preview`,
    form,
    onProgress,
  });
}

/** The dialog explains every 400 and 403 itself, as for the import. */
export function usePreviewMenuImport() {
  return useMutation({
    mutationFn: previewMenuImport,
    retry: false,
    meta: { handlesErrors: [400, 403, 413] },
  });
}
