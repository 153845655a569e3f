import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';
import { menuFileName } from '../utils/file-name';

export interface MenuSpreadsheetRequest {
  clubId: number;
  menuId: number;
  menuName: string;
}

/** `exportMenuToExcel`: the menu in the import template's layout, saved as `<menu name>.xlsx`. */
export async function exportMenuToExcel({ clubId, menuId, menuName }: MenuSpreadsheetRequest) {
  const { data } = await apiClient.GET('/clubs/{clubId}/menu/{menuId}/excel', {
    params: { path: { clubId, menuId } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, menuFileName(menuName, 'xlsx'));
}

export function useExportMenuToExcel() {
  return useMutation({ mutationFn: exportMenuToExcel });
}
