import { useMutation } from '@tanstack/react-query';
import type { QrSheetLanguage } from '@tavola/domain/qr-sheet';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';

export interface QrSheetRequest {
  clubId: number;
  /** only this zone's tables; all tables when absent */
  zoneId?: number;
  /** the language of the sheet's own texts ("Scan for the menu") */
  language: QrSheetLanguage;
}

function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * `getTableQrSheet`: the printable PDF of the table tents, fetched with the bearer header and
 * offered as a download. A zone without tables (409) is told on the screen.
 */
export async function downloadQrSheet({ clubId, zoneId, language }: QrSheetRequest) {
  const { data, response } = await apiClient.GET('/clubs/{clubId}/tables/qr-sheet', {
    params: { path: { clubId }, query: zoneId === undefined ? { language } : { zoneId, language } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, filenameOf(response, 'qr-codes.pdf'));
}

export function useDownloadQrSheet() {
  return useMutation({ mutationFn: downloadQrSheet, meta: { handlesErrors: [404, 409] } });
}
