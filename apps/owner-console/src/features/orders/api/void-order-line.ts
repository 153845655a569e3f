import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { orderChanged } from './order-changed';

export interface LineVoid {
  lineId: number;
  reason: string;
}

/** `voidOrderLine`: the line stays on the bill, struck through with its reason, out of the total. */
export function useVoidOrderLine(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, reason }: LineVoid) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/order-lines/{lineId}/void', {
          params: { path: { clubId, lineId } },
          body: { reason },
        }),
      ),
    onSuccess: (order) => orderChanged(queryClient, clubId, order),
    meta: { handlesErrors: [400, 404, 409] },
  });
}
