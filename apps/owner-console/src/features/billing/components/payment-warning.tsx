import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClockIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import { type PaymentState, usePaymentState } from '../api/get-payment-state';
import { paymentErrorText } from '../utils/payment-errors';

export interface PaymentWarningViewProps {
  state: PaymentState;
  /** what the owner can do about it; the board links to the billing page */
  actions?: ReactNode;
}

/**
 * An unpaid renewal (with the days left before Freemium) or a payment awaiting the bank's approval;
 * nothing otherwise. The board and the plan page both show it.
 */
export function PaymentWarningView({ state, actions }: PaymentWarningViewProps) {
  const { t, i18n } = useLingui();
  const reason = paymentErrorText(i18n, state.paymentErrorCode);
  const daysLeft = state.graceDaysLeft ?? 0;

  if (state.state === 'payment_pending') {
    return (
      <Alert color="blue" variant="light" icon={<ClockIcon />} title={t`Payment pending approval`}>
        <Text size="sm">
          <Trans>Your payment awaits your bank's approval. The plan starts as soon as it is approved.</Trans>
        </Text>
      </Alert>
    );
  }
  // a renewal awaiting the cardholder's approval: the plan runs on meanwhile
  if (state.state === 'paid' && state.paymentPending) {
    return (
      <Alert color="blue" variant="light" icon={<ClockIcon />} title={t`Payment pending approval`}>
        <Text size="sm">
          <Trans>The renewal payment awaits your bank's approval. Your plan stays active meanwhile.</Trans>
        </Text>
      </Alert>
    );
  }
  if (state.state !== 'invoice_unpaid' && state.state !== 'balance_insufficient') return null;

  const title = state.state === 'balance_insufficient' ? t`Balance insufficient` : t`Invoice unpaid`;
  return (
    <Alert color="red" variant="light" title={title} data-testid="payment-warning">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={700}>
          <Plural value={daysLeft} one="# day left" other="# days left" />
        </Text>
        <Text size="sm">
          {state.state === 'balance_insufficient' ? (
            <Trans>
              The renewal could not be charged: the card's balance was insufficient. Pay before the days left
              run out, or the club goes back to Freemium. Nothing is deleted.
            </Trans>
          ) : (
            <Trans>
              The renewal could not be charged. Pay before the days left run out, or the club goes back to
              Freemium. Nothing is deleted.
            </Trans>
          )}
          {reason && ` ${reason}`}
        </Text>
        {actions}
      </Stack>
    </Alert>
  );
}

/** The board's warning: reads the shared payment state, and links to the billing page to fix it. */
export function PaymentWarning({ clubId }: { clubId: number }) {
  const state = usePaymentState(clubId);
  if (!state.data) return null;
  return (
    <PaymentWarningView
      state={state.data}
      actions={
        <Group gap="xs">
          <Button component={Link} to={paths.clubs.billing.getHref(clubId)} size="xs" color="red">
            <Trans>Fix the payment</Trans>
          </Button>
        </Group>
      }
    />
  );
}
