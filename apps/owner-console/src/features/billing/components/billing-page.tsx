import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { usePaymentState } from '../api/get-payment-state';
import { BillingTabs } from './billing-tabs';
import { DemoModeNotice } from './current-plan-card';
import { Invoices } from './invoices';
import { PayNowButton } from './pay-now-button';
import { PaymentMethods } from './payment-methods';
import { PaymentWarningView } from './payment-warning';

/** `/clubs/{clubId}/profile/billing`: the cards on file and the invoices. */
export function BillingPage({ clubId }: { clubId: number }) {
  const state = usePaymentState(clubId);
  const openInvoiceId = state.data?.openInvoiceId ?? null;
  return (
    <Stack gap="lg">
      <BillingTabs clubId={clubId} active="billing" />
      {state.data && (
        <PaymentWarningView
          state={state.data}
          actions={
            openInvoiceId !== null && (
              <Group gap="xs" align="flex-start">
                <PayNowButton clubId={clubId} invoiceId={openInvoiceId} size="xs" />
                <Button
                  component={Link}
                  to={`${paths.clubs.payment.getHref(clubId)}?invoice=${openInvoiceId}`}
                  size="xs"
                  variant="default"
                >
                  <Trans>Pay with another card</Trans>
                </Button>
              </Group>
            )
          }
        />
      )}
      {state.data?.provider === 'demo' && <DemoModeNotice />}
      <PaymentMethods clubId={clubId} />
      <Invoices clubId={clubId} />
    </Stack>
  );
}
