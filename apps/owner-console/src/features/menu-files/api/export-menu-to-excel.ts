import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';
import { menuFileName } from '../utils/file-name';

export interface MenuSpreadsheetRequest {
  clubId: number;
  menuId: number;
  menuName: string;
  /** the owner's interface language: the headers' and yes/no words' */
  language: Schemas['Language'];
}

/** `exportMenuToExcel`: the menu in the import template's layout, saved as `<menu name>.xlsx`. */
export async function exportMenuToExcel({ clubId, menuId, menuName, language }: MenuSpreadsheetRequest) {
  const { data } = await apiClient.GET('/clubs/{clubId}/menu/{menuId}/excel', {
    params: { path: { clubId, menuId }, query: { language } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, menuFileName(menuName, 'xlsx'));
}

export function useExportMenuToExcel() {
  return useMutation({ mutationFn: exportMenuToExcel });
}
