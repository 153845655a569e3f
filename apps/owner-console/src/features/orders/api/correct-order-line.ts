import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { orderChanged } from './order-changed';

export interface LineCorrection {
  lineId: number;
  quantity: number;
  note: string | null;
}

/** `correctOrderLine`: a sent line's quantity or note; it keeps the price it was sent at. */
export function useCorrectOrderLine(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity, note }: LineCorrection) =>
      unwrap(
        apiClient.PATCH('/clubs/{clubId}/order-lines/{lineId}', {
          params: { path: { clubId, lineId } },
          body: { quantity, note },
        }),
      ),
    onSuccess: (order) => orderChanged(queryClient, clubId, order),
    meta: { handlesErrors: [400, 404, 409] },
  });
}
