import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '#components/form-error.tsx';
import { useAddDemoCard } from '../api/add-demo-card';
import type { PaymentMethod } from '../api/list-payment-methods';
import { formatCardNumber, formatExpiry, isExpired, parseExpiry } from '../utils/card-input';
import { describePaymentError } from '../utils/payment-errors';

export interface CardFormProps {
  clubId: number;
  /** the secret of `getPaymentSetup` */
  clientSecret: string;
  submitLabel: string;
  /** what to do with the saved card (subscribe, pay an invoice...); a rejection shows on the form */
  onCard: (card: PaymentMethod) => Promise<void>;
}

/** The demo provider's test numbers, so an owner trying Tavola knows what each does. */
function TestCards() {
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Trans>
          Payments are in demo mode: no real card is charged. Use a test card with any future date and any
          CVC:
        </Trans>
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <Trans>4242 4242 4242 4242: the payment goes through</Trans>
        </List.Item>
        <List.Item>
          <Trans>4000 0025 0000 3155: the payment awaits your bank's approval</Trans>
        </List.Item>
        <List.Item>
          <Trans>4000 0000 0000 9995: insufficient funds</Trans>
        </List.Item>
        <List.Item>
          <Trans>4000 0000 0000 0341: saved, but its payments are declined (for an unpaid renewal)</Trans>
        </List.Item>
        <List.Item>
          <Trans>4000 0000 0000 0002: declined</Trans>
        </List.Item>
      </List>
    </Stack>
  );
}

/**
 * The card form of demo mode: number, expiry and CVC as a card form should be (labels, the
 * browser's card autofill, a numeric keyboard on phones), sent to `addDemoCard`.
 */
export function DemoCardForm({ clubId, clientSecret, submitLabel, onCard }: CardFormProps) {
  const { t, i18n } = useLingui();
  const addDemoCard = useAddDemoCard();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<{ number?: string; expiry?: string; cvc?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const digits = number.replace(/\D/g, '');
    const date = parseExpiry(expiry);
    const next = {
      number: digits.length < 12 ? t`Enter the card number.` : undefined,
      expiry: !date
        ? t`Enter the expiry date as MM/YY.`
        : isExpired(date, new Date())
          ? t`This card has expired.`
          : undefined,
      cvc: /^\d{3,4}$/.test(cvc) ? undefined : t`Enter the 3 or 4 digits on the back of the card.`,
    };
    setErrors(next);
    setFailure(null);
    if (next.number || next.expiry || next.cvc || !date) return;
    setBusy(true);
    try {
      const card = await addDemoCard.mutateAsync({
        params: { path: { clubId } },
        body: { clientSecret, number: formatCardNumber(digits), cvc, ...date },
      });
      await onCard(card);
    } catch (error) {
      setFailure(describePaymentError(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Stack gap="md">
        <TestCards />
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <TextInput
              label={t`Card number`}
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="4242 4242 4242 4242"
              value={number}
              error={errors.number}
              onChange={(event) => setNumber(formatCardNumber(event.currentTarget.value))}
              maxLength={23}
            />
            <Group grow align="flex-start" gap="sm">
              <TextInput
                label={t`Expiry date (MM/YY)`}
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder={t`MM/YY`}
                value={expiry}
                error={errors.expiry}
                onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
                maxLength={5}
              />
              <TextInput
                label={t`Security code (CVC)`}
                autoComplete="cc-csc"
                inputMode="numeric"
                value={cvc}
                error={errors.cvc}
                onChange={(event) => setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                maxLength={4}
              />
            </Group>
          </Stack>
        </fieldset>
        <FormError>{failure}</FormError>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
