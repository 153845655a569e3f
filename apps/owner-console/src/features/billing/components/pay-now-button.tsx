import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '#components/form-error.tsx';
import { notify } from '#lib/notifications.ts';
import { storePaymentState } from '../api/invalidate';
import { usePayInvoice } from '../api/pay-invoice';
import { describePaymentError } from '../utils/payment-errors';

/** "Pay now": charges the primary card for an open invoice; a decline says why, in words. */
export function PayNowButton({
  clubId,
  invoiceId,
  size = 'sm',
}: {
  clubId: number;
  invoiceId: number;
  size?: ButtonProps['size'];
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const pay = usePayInvoice();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        color="red"
        loading={pay.isPending}
        onClick={() =>
          pay.mutate(
            { params: { path: { clubId, invoiceId } } },
            {
              onSuccess: (state) => {
                storePaymentState(queryClient, clubId, state);
                notify({ variant: 'success', message: t`Invoice paid. Thank you!` });
              },
            },
          )
        }
      >
        <Trans>Pay now</Trans>
      </Button>
      <FormError>{pay.isError ? describePaymentError(i18n, pay.error) : null}</FormError>
    </Stack>
  );
}
