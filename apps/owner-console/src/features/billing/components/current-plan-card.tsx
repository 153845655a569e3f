import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import type { PaymentState } from '../api/get-payment-state';
import { formatDay, formatMoney } from '../utils/money';
import { planNames } from '../utils/plan-names';
import { PayNowButton } from './pay-now-button';
import { PaymentWarningView } from './payment-warning';
import { RenewalControls } from './renewal-controls';

/** The state in words (spec section 4's texts for the offers). */
function StateDescription({ state }: { state: PaymentState }) {
  const { i18n } = useLingui();
  const plan = i18n._(planNames[state.plan]);
  const until = state.subscriptionExpiration ? formatDay(i18n, state.subscriptionExpiration) : null;
  const renewsOn = state.nextInvoice ? formatDay(i18n, state.nextInvoice.date) : until;
  const brand = state.brand?.name ?? '';

  switch (state.state) {
    case 'freemium':
      return (
        <Text size="sm">
          {state.freeForever ? (
            <Trans>Free forever.</Trans>
          ) : (
            <Trans>Up to 2 menus with the standard look. Choose a plan below for more.</Trans>
          )}
        </Text>
      );
    case 'early_adopter':
      return (
        <Text size="sm">
          <Trans>{plan} plan offered to early adopters</Trans>
        </Text>
      );
    case 'granted':
      return (
        <Text size="sm">
          <Trans>{plan} plan granted by the Tavola team</Trans>
        </Text>
      );
    case 'partner_offered':
      return (
        <Stack gap={2}>
          <Text size="sm">
            {state.offerMonths === 6 ? (
              <Trans>
                {plan} offered by {brand} for six months
              </Trans>
            ) : (
              <Trans>
                {plan} offered by {brand} for one year
              </Trans>
            )}
          </Text>
          {until && (
            <Text size="sm" c="dimmed">
              <Trans>Until {until}</Trans>
            </Text>
          )}
        </Stack>
      );
    case 'paid':
      return (
        <Text size="sm">
          {state.subscriptionEnabled ? (
            <Trans>Renews on {renewsOn}</Trans>
          ) : (
            <Trans>Renewal off: active until {until}</Trans>
          )}
        </Text>
      );
    case 'payment_pending':
      return (
        <Text size="sm">
          <Trans>Payment pending approval</Trans>
        </Text>
      );
    case 'invoice_unpaid':
    case 'balance_insufficient':
      return until ? (
        <Text size="sm">
          <Trans>Paid period until {until}</Trans>
        </Text>
      ) : null;
  }
}

/** The next renewal's charge: with VAT, and its date. */
function NextInvoice({ state }: { state: PaymentState }) {
  const { i18n } = useLingui();
  const invoice = state.nextInvoice;
  if (!invoice) return null;
  const total = formatMoney(i18n, invoice.total, invoice.currency);
  const net = formatMoney(i18n, invoice.amount, invoice.currency);
  const vat = invoice.vat;
  const date = formatDay(i18n, invoice.date);
  return (
    <Stack gap={0}>
      <Text size="sm">
        <Trans>
          Next invoice: <strong>{total}</strong> incl. {vat}% VAT on {date}
        </Trans>
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>{net} without VAT</Trans>
      </Text>
    </Stack>
  );
}

/** "Payments are in demo mode": the owner must know no real card is charged. */
export function DemoModeNotice() {
  const { t } = useLingui();
  return (
    <Alert color="blue" variant="light" title={t`Demo mode`}>
      <Text size="sm">
        <Trans>Payments are in demo mode: use the test card 4242 4242 4242 4242</Trans>
      </Text>
    </Alert>
  );
}

/** The top of the plan page: the plan, its state, the next invoice, and what the owner can do now. */
export function CurrentPlanCard({ clubId, state }: { clubId: number; state: PaymentState }) {
  const { i18n } = useLingui();
  const months = state.paymentPlan?.months;
  const unpaid = state.state === 'invoice_unpaid' || state.state === 'balance_insufficient';
  return (
    <Card padding="lg" data-testid="current-plan">
      <Stack gap="sm">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          <Trans>Your plan</Trans>
        </Text>
        <Group gap="xs">
          <Text fw={700} size="lg">
            {i18n._(planNames[state.plan])}
          </Text>
          {state.state === 'paid' && months === 1 && (
            <Badge variant="light">
              <Trans>Monthly</Trans>
            </Badge>
          )}
          {state.state === 'paid' && months === 12 && (
            <Badge variant="light">
              <Trans>Annual</Trans>
            </Badge>
          )}
          {state.state === 'early_adopter' && (
            <Badge variant="light" color="grape">
              <Trans>Early adopter</Trans>
            </Badge>
          )}
          {state.state === 'partner_offered' && (
            <Badge variant="light" color="teal">
              <Trans>Partner offer</Trans>
            </Badge>
          )}
        </Group>
        <StateDescription state={state} />
        <NextInvoice state={state} />
        <PaymentWarningView
          state={state}
          actions={
            unpaid && (
              <Group gap="xs">
                {state.openInvoiceId !== null && (
                  <PayNowButton clubId={clubId} invoiceId={state.openInvoiceId} size="xs" />
                )}
                <Button component={Link} to={paths.clubs.billing.getHref(clubId)} size="xs" variant="default">
                  <Trans>Cards and invoices</Trans>
                </Button>
              </Group>
            )
          }
        />
        {state.provider === 'demo' && <DemoModeNotice />}
        <RenewalControls clubId={clubId} state={state} />
      </Stack>
    </Card>
  );
}
