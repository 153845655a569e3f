import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CANCEL_NOTICE_MS, priceWithVat, recalculatePeriodEnd } from '@tavola/domain/subscription';
import { FormError } from '#components/form-error.tsx';
import { notify } from '#lib/notifications.ts';
import type { PaymentState } from '../api/get-payment-state';
import { storePaymentState } from '../api/invalidate';
import type { PaymentPlan } from '../api/list-payment-plans';
import { useSubscribe } from '../api/subscribe';
import { formatDay, formatMoney, toDay } from '../utils/money';
import { describePaymentError } from '../utils/payment-errors';
import { planNames } from '../utils/plan-names';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the changed plan would renew: the time left, valued at the old price, bought at the new one
 * (the domain's `recalculatePeriodEnd`). Shown before confirming; the server computes it again and
 * its answer is what the page shows afterwards.
 */
export function estimatedRenewal(state: PaymentState, target: PaymentPlan, now: Date): string | null {
  if (!state.paymentPlan || !state.subscriptionExpiration) return null;
  // The exact end is one day after the last moment to cancel (while renewal is on); otherwise the
  // start of the day after the period's last day, which is at most a day off.
  const periodEnd = state.cancelRenewalBefore
    ? new Date(Date.parse(state.cancelRenewalBefore) + CANCEL_NOTICE_MS)
    : new Date(Date.parse(`${state.subscriptionExpiration}T00:00:00Z`) + DAY_MS);
  const end = recalculatePeriodEnd({
    now,
    periodEnd,
    from: { price: state.paymentPlan.price, months: state.paymentPlan.months as 1 | 12 },
    to: { price: target.price, months: target.months as 1 | 12 },
  });
  return toDay(end);
}

/** The confirmation of a change between paid plans: no charge now, the time left recalculated. */
export function ChangePlanModal({
  clubId,
  state,
  target,
  onClose,
}: {
  clubId: number;
  state: PaymentState;
  target: PaymentPlan | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const subscribe = useSubscribe();
  const close = () => {
    subscribe.reset();
    onClose();
  };
  const name = target ? i18n._(planNames[target.plan]) : '';
  const period = target?.months === 12 ? t`annual` : t`monthly`;
  const renewal = target ? estimatedRenewal(state, target, new Date()) : null;
  const price = target ? formatMoney(i18n, priceWithVat(target.price, target.vat), target.currency) : '';
  const date = renewal ? formatDay(i18n, renewal) : '';

  return (
    <Modal opened={target !== null} onClose={close} title={t`Switch to ${name}, ${period}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your remaining time is recalculated for the new plan at no extra cost; it renews at {price} on{' '}
            {date}.
          </Trans>
        </Text>
        <FormError>{subscribe.isError ? describePaymentError(i18n, subscribe.error) : null}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            data-autofocus
            loading={subscribe.isPending}
            onClick={() => {
              if (!target) return;
              subscribe.mutate(
                { params: { path: { clubId } }, body: { paymentPlanId: target.id } },
                {
                  onSuccess: (next) => {
                    storePaymentState(queryClient, clubId, next);
                    notify({ variant: 'success', message: t`Your plan is now ${name}, ${period}.` });
                    close();
                  },
                },
              );
            }}
          >
            <Trans>Confirm the change</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
