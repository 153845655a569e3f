import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import type { Schemas } from '@tavola/api/schema';
import { uploadWithProgress } from '#lib/upload-with-progress.ts';

export type MenuImportResult = Schemas['MenuImportResult'];

export interface MenuImportRequest {
  clubId: number;
  file: File;
  /** the new menu's name; the server takes the file's name without extension when absent */
  name?: string;
  /** the owner's choice in the summary: show the new menu to guests at once (else it starts hidden) */
  showToGuests: boolean;
  /** share of the file sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void;
}

/** `importMenuFromExcel`: a new menu from a spreadsheet, sent as multipart with upload progress. */
export function importMenuFromExcel({ clubId, file, name, showToGuests, onProgress }: MenuImportRequest) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (name) form.append('name', name);
  form.append('showToGuests', String(showToGuests));
  return uploadWithProgress<MenuImportResult>({
    path: `/clubs/${encodeURIComponent(clubId)}/menu/excel`,
    form,
    onProgress,
  });
}

/**
 * The dialog explains every 400 and 403 itself (the rows' problems, the file's, the menu limit).
 * Never retried: an upload that failed on the way may still have created the menu.
 */
export function useImportMenuFromExcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMenuFromExcel,
    retry: false,
    meta: { handlesErrors: [400, 403, 413] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu') }),
  });
}
