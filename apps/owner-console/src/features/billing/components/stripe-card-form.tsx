import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { FormError } from '#components/form-error.tsx';
import { describePaymentError, paymentErrorText } from '../utils/payment-errors';

interface StripeCardFormProps {
  clientSecret: string;
  publishableKey: string;
  submitLabel: string;
  /** the payment method Stripe attached to the club's customer; a rejection shows on the form */
  onCard: (stripePaymentMethodId: string) => Promise<void>;
}

function StripeFields({ submitLabel, onCard }: Pick<StripeCardFormProps, 'submitLabel' | 'onCard'>) {
  const { t, i18n } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // a redirect only for payment methods that need one (some banks' approval); cards stay here
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) {
        setFailure(
          paymentErrorText(i18n, result.error.decline_code) ??
            paymentErrorText(i18n, result.error.code) ??
            result.error.message ??
            t`The card could not be saved. Try again.`,
        );
        return;
      }
      const method = result.setupIntent.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (!id) throw new Error('Stripe confirmed the setup without a payment method');
      await onCard(id);
    } catch (error) {
      setFailure(describePaymentError(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Stack gap="md">
        <PaymentElement options={{ readOnly: busy }} />
        <FormError>{failure}</FormError>
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!stripe || !elements}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Stripe Elements, confirmed with the SetupIntent's secret. This module and Stripe's script load
 * only when the payment page needs them, so the console's first load does not carry Stripe.
 */
export default function StripeCardForm({
  clientSecret,
  publishableKey,
  submitLabel,
  onCard,
}: StripeCardFormProps) {
  const { i18n } = useLingui();
  const stripe = useMemo<Promise<Stripe | null>>(
    () => import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey)),
    [publishableKey],
  );
  const locale = i18n.locale === 'it' ? 'it' : 'en';
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale }}>
      <StripeFields submitLabel={submitLabel} onCard={onCard} />
    </Elements>
  );
}
