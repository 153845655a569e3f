import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';
import { menuFileName } from '../utils/file-name';

export interface MenuPdfRequest {
  clubId: number;
  menuId: number;
  menuName: string;
  /** the language the menu's own texts are written in, for the file name of the originals */
  sourceLanguage: string;
  /** a translation's language; the original texts when absent */
  language?: string;
}

/**
 * `getMenuPdf`: the printable menu, fetched with the bearer header (a plain link could not send it)
 * and offered as `<menu name> (<language>).pdf`. The screen explains the 403s (not in the plan,
 * switched off).
 */
export async function downloadMenuPdf({
  clubId,
  menuId,
  menuName,
  sourceLanguage,
  language,
}: MenuPdfRequest) {
  const { data } = await apiClient.GET('/clubs/{clubId}/menu/{menuId}/pdf', {
    params: { path: { clubId, menuId }, query: language === undefined ? {} : { lang: language } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, menuFileName(menuName, 'pdf', language ?? sourceLanguage));
}

export function useDownloadMenuPdf() {
  return useMutation({ mutationFn: downloadMenuPdf, meta: { handlesErrors: [403] } });
}
