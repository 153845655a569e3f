import { useQuery } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';

/**
 * `getPaymentSetup`: a fresh secret each time the payment form opens (a Stripe SetupIntent is used
 * once), never refetched behind the owner's back while they type. Its 502/503 show on the page.
 */
export const paymentSetupQueryOptions = (clubId: number) =>
  $api.queryOptions(
    'get',
    '/clubs/{clubId}/payments/setup',
    { params: { path: { clubId } } },
    {
      meta: { handlesErrors: [502, 503] },
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );

export function usePaymentSetup(clubId: number) {
  return useQuery(paymentSetupQueryOptions(clubId));
}
