import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';

/** The template's name, as the server's Content-Disposition gives it. */
export const TEMPLATE_FILE_NAME = 'tavola-menu-template.xlsx';

/** `getMenuImportTemplate`: the empty spreadsheet to fill in, with an example row. */
export async function downloadImportTemplate({ clubId }: { clubId: number }) {
  const { data } = await apiClient.GET('/clubs/{clubId}/menu/excel/template', {
    params: { path: { clubId } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, TEMPLATE_FILE_NAME);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
