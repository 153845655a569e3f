import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '#components/form-error.tsx';
import { notify } from '#lib/notifications.ts';
import type { PaymentState } from '../api/get-payment-state';
import { storePaymentState } from '../api/invalidate';
import { useSubscribe } from '../api/subscribe';
import { useTurnOffRenewal } from '../hooks/use-turn-off-renewal';
import { formatDay } from '../utils/money';
import { describePaymentError } from '../utils/payment-errors';
import { planNames } from '../utils/plan-names';

/**
 * Turn renewal off, or back on. In this product cancelling is turning renewal off (decision 017):
 * the plan runs to the end of the paid period. The confirmation says plainly what happens, when,
 * what can be undone (renewal, until the end) and what cannot (the plan's end once the date has
 * passed; no refund). Turning off closes one day before renewal (`cancelRenewalBefore`): the
 * button is then disabled with the reason, since the server would refuse.
 */
export function RenewalControls({
  clubId,
  state,
  now = new Date(),
}: {
  clubId: number;
  state: PaymentState;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { unsubscribe, turnOff } = useTurnOffRenewal(clubId);
  const subscribe = useSubscribe();
  if (state.state !== 'paid' || !state.paymentPlan) return null;
  const until = state.subscriptionExpiration ? formatDay(i18n, state.subscriptionExpiration) : '';
  const plan = i18n._(planNames[state.paymentPlan.plan]);

  if (!state.subscriptionEnabled) {
    const paymentPlanId = state.paymentPlan.id;
    return (
      <Stack gap={4} align="flex-start">
        <Button
          variant="light"
          loading={subscribe.isPending}
          onClick={() =>
            subscribe.mutate(
              { params: { path: { clubId } }, body: { paymentPlanId } },
              {
                onSuccess: (next) => {
                  storePaymentState(queryClient, clubId, next);
                  notify({ variant: 'success', message: t`Renewal turned back on.` });
                },
              },
            )
          }
        >
          <Trans>Turn renewal back on</Trans>
        </Button>
        <FormError>{subscribe.isError ? describePaymentError(i18n, subscribe.error) : null}</FormError>
      </Stack>
    );
  }

  const deadline = state.cancelRenewalBefore ? new Date(state.cancelRenewalBefore) : null;
  const tooLate = deadline !== null && now.getTime() > deadline.getTime();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        disabled={tooLate}
        aria-describedby={tooLate ? 'cancel-renewal-too-late' : undefined}
        onClick={() => {
          unsubscribe.reset();
          setConfirming(true);
        }}
      >
        <Trans>Turn off renewal</Trans>
      </Button>
      {tooLate && (
        <Text size="sm" c="dimmed" id="cancel-renewal-too-late">
          <Trans>Renewal can no longer be turned off: it renews in less than a day.</Trans>
        </Text>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`Turn off renewal?`} centered>
        <Stack gap="md" data-testid="turn-off-renewal">
          <Text size="sm">
            <Trans>
              Your {plan} plan stays active until {until}. It will not renew and no more payments are taken.
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>You can undo this: turn renewal back on any time until {until}.</Trans>
          </Text>
          <Text size="sm">
            <Trans>
              What cannot be undone: after {until} the plan ends and the club goes back to Freemium; to have{' '}
              {plan} again you subscribe and pay again. The time already paid is not refunded. Nothing is
              deleted.
            </Trans>
          </Text>
          <FormError>{unsubscribe.isError ? describePaymentError(i18n, unsubscribe.error) : null}</FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              <Trans>Keep renewal</Trans>
            </Button>
            <Button
              color="red"
              loading={unsubscribe.isPending}
              onClick={() => turnOff({ until, onDone: () => setConfirming(false) })}
            >
              <Trans>Turn off renewal</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
