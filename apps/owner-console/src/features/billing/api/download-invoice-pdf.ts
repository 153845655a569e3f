import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';

export interface InvoicePdfRequest {
  clubId: number;
  invoiceId: number;
  number: string;
  /** the interface language: the document's texts are in it */
  language: 'en' | 'it';
}

/**
 * `getInvoicePdf`: the invoice as its PDF, fetched with the bearer header (a plain link could not
 * send it) and offered as `Tavola invoice <number>.pdf`, the name the server gives it.
 */
export async function downloadInvoicePdf({ clubId, invoiceId, number, language }: InvoicePdfRequest) {
  const { data } = await apiClient.GET('/clubs/{clubId}/payments/invoices/{invoiceId}/pdf', {
    params: { path: { clubId, invoiceId }, query: { lang: language } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, `Tavola invoice ${number}.pdf`);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
