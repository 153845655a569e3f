import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { uploadWithProgress } from '#lib/upload-with-progress.ts';
import type { MenuReading } from './get-menu-reading';
import { invalidateMenuReadings } from './invalidate';

export type MenuReadingLanguage = Schemas['MenuReadingLanguage'];

export interface StartMenuReadingRequest {
  clubId: number;
  /** photos in page order, or one PDF */
  files: readonly File[];
  /** the language the paper menu is written in, which the server reads it in */
  language: MenuReadingLanguage;
  /** share of the files sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void;
}

/** `startMenuReading`: the files sent as multipart with upload progress; answers 202 at once. */
export function startMenuReading({ clubId, files, language, onProgress }: StartMenuReadingRequest) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  form.append('language', language);
  return uploadWithProgress<MenuReading>({
    path: `/clubs/${encodeURIComponent(clubId)}/menu-readings`,
    form,
    onProgress,
  });
}

/**
 * The dialog explains the 400s (a file the server refuses), the 409 (two readings already under
 * way) and the 413. Never retried: an upload that failed on the way may still have started one.
 */
export function useStartMenuReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMenuReading,
    retry: false,
    meta: { handlesErrors: [400, 409, 413] },
    onSuccess: () => invalidateMenuReadings(queryClient),
  });
}
