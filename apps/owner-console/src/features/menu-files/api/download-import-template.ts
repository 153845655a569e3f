import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';

/** The template's name, as the server's Content-Disposition gives it. */
type Language = Schemas['Language'];

/** The interface language as the spreadsheet calls take it (English unless Italian). */
export const spreadsheetLanguage = (locale: string): Language => (locale === 'it' ? 'it' : 'en');

export const TEMPLATE_FILE_NAME = 'tavola-menu-template.xlsx';

/**
 * `getMenuImportTemplate`: the empty spreadsheet to fill in, with an example row; its headers are
 * the console's names of the fields in the owner's interface `language`.
 */
export async function downloadImportTemplate({ clubId, language }: { clubId: number; language: Language }) {
  const { data } = await apiClient.GET('/clubs/{clubId}/menu/excel/template', {
    params: { path: { clubId }, query: { language } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, TEMPLATE_FILE_NAME);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
