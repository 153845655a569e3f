import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '#lib/notifications.ts';
import { storePaymentState } from '../api/invalidate';
import { useUnsubscribe } from '../api/unsubscribe';
import { formatDay } from '../utils/money';

/**
 * Turning renewal off, as both dialogs that offer it do (the renewal controls and the only-card
 * warning): keeps the answer and says until when the plan stays. `until` is the day shown when the
 * answer has no expiration.
 */
export function useTurnOffRenewal(clubId: number) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const unsubscribe = useUnsubscribe();
  const turnOff = ({ until, onDone }: { until: string; onDone?: () => void }) =>
    unsubscribe.mutate(
      { params: { path: { clubId } } },
      {
        onSuccess: (next) => {
          storePaymentState(queryClient, clubId, next);
          onDone?.();
          const end = next.subscriptionExpiration ? formatDay(i18n, next.subscriptionExpiration) : until;
          notify({
            variant: 'success',
            message: t`Renewal turned off. Your plan stays active until ${end}.`,
          });
        },
      },
    );
  return { unsubscribe, turnOff };
}
