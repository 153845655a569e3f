import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import type { components } from '@tavola/api/schema';
import { apiClient } from '#lib/api.ts';
import { orderChanged } from './order-changed';

export type OrderLineInput = components['schemas']['OrderLineInput'];
export type OrderRefusal = components['schemas']['OrderRefusal'];

export interface StaffRound {
  tableId: number;
  /** made once per send: the same send tried again (a retry, a double tap) makes no second round */
  idempotencyKey: string;
  lines: OrderLineInput[];
}

/**
 * `sendStaffRound`: lines for a table's guest without a phone, straight to the kitchen (one round
 * per station), opening the table's order when it has none. Refusals (422 with the lines named, 409
 * `order_lines_full`, 404 `table_not_found`) are told in the form.
 */
export function useSendStaffRound(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tableId, idempotencyKey, lines }: StaffRound) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/tables/{tableId}/order/rounds', {
          params: { path: { clubId, tableId } },
          body: { idempotencyKey, lines },
        }),
      ),
    onSuccess: (order) => orderChanged(queryClient, clubId, order),
    meta: { handlesErrors: [400, 404, 409, 422] },
  });
}

/** A new idempotency key (the contract's `^[A-Za-z0-9_-]{8,64}$`). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
