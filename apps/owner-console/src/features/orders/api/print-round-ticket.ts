import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api.ts';
import { printPdf } from '#lib/print-pdf.ts';

/**
 * `getRoundTicket`: the round's 80 mm kitchen ticket, fetched with the bearer header (as the QR
 * sheet and the invoices are) and handed to the browser's print dialog.
 */
export async function printRoundTicket({ clubId, roundId }: { clubId: number; roundId: number }) {
  const { data } = await apiClient.GET('/clubs/{clubId}/order-rounds/{roundId}/ticket', {
    params: { path: { clubId, roundId } },
    parseAs: 'blob',
  });
  printPdf(data as Blob, `ticket-${roundId}.pdf`);
}

export function usePrintRoundTicket() {
  return useMutation({ mutationFn: printRoundTicket, meta: { handlesErrors: [404] } });
}
