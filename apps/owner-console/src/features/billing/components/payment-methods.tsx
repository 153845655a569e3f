import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { notify } from '#lib/notifications.ts';
import { type PaymentState, usePaymentState } from '../api/get-payment-state';
import { type PaymentMethod, usePaymentMethods } from '../api/list-payment-methods';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useSetPrimaryPaymentMethod } from '../api/set-primary-payment-method';
import { useTurnOffRenewal } from '../hooks/use-turn-off-renewal';
import { formatDay } from '../utils/money';
import { describePaymentError } from '../utils/payment-errors';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242": how a card is named everywhere (the dots are hidden from screen readers). */
export function cardName(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand] ?? card.brand} •••• ${card.last4}`;
}

function CardRow({
  clubId,
  card,
  onRemove,
}: {
  clubId: number;
  card: PaymentMethod;
  onRemove: (card: PaymentMethod) => void;
}) {
  const { t, i18n } = useLingui();
  const setPrimary = useSetPrimaryPaymentMethod();
  const name = cardName(card);
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
  return (
    <Stack gap={4} data-card={card.id}>
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {card.primary && (
              <Badge variant="light">
                <Trans>Primary</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Expires {expiry}</Trans>
          </Text>
        </Stack>
        <Group gap="xs">
          {!card.primary && (
            <Button
              size="xs"
              variant="light"
              loading={setPrimary.isPending}
              aria-label={t`Make ${name} primary`}
              onClick={() =>
                setPrimary.mutate(
                  { params: { path: { clubId, paymentMethodId: card.id } } },
                  {
                    onSuccess: () =>
                      notify({ variant: 'success', message: t`${name} is now your primary card.` }),
                  },
                )
              }
            >
              <Trans>Make primary</Trans>
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t`Remove ${name}`}
            onClick={() => onRemove(card)}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Group>
      <FormError>{setPrimary.isError ? describePaymentError(i18n, setPrimary.error) : null}</FormError>
    </Stack>
  );
}

/**
 * Removing the only card while the plan renews: the renewal would fail, so the dialog says so
 * before anything is removed (the server refuses it too, 409 `payment_method_required`) and offers
 * the two ways out: add another card first, or turn off renewal (said with what it means). Once
 * renewal is off, the dialog becomes the plain removal.
 */
function OnlyCardWarning({
  clubId,
  state,
  onClose,
}: {
  clubId: number;
  state: PaymentState | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { unsubscribe, turnOff } = useTurnOffRenewal(clubId);
  const day = state?.nextInvoice?.date ?? state?.subscriptionExpiration;
  const renewsOn = day ? formatDay(i18n, day) : '';
  const until = state?.subscriptionExpiration ? formatDay(i18n, state.subscriptionExpiration) : renewsOn;
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        icon={null}
        title={t`The renewal will fail`}
        data-testid="only-card-warning"
      >
        <Trans>
          Your plan renews on {renewsOn} and this is your only card: the renewal will fail. Add another card
          first, or turn off renewal.
        </Trans>
      </Alert>
      <Text size="sm" c="dimmed">
        <Trans>
          Turning off renewal keeps your plan until {until}; you can turn renewal back on until then. Then you
          can remove the card.
        </Trans>
      </Text>
      <FormError>{unsubscribe.isError ? describePaymentError(i18n, unsubscribe.error) : null}</FormError>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          <Trans>Keep the card</Trans>
        </Button>
        <Button variant="light" loading={unsubscribe.isPending} onClick={() => turnOff({ until })}>
          <Trans>Turn off renewal</Trans>
        </Button>
        <Button component={Link} to={paths.clubs.payment.getHref(clubId)}>
          <Trans>Add another card</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The cards on file: the primary one pays renewals and open invoices. */
export function PaymentMethods({ clubId }: { clubId: number }) {
  const { t, i18n } = useLingui();
  const methods = usePaymentMethods(clubId);
  const remove = useRemovePaymentMethod();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const close = () => {
    remove.reset();
    setRemoving(null);
  };
  const removingName = removing ? cardName(removing) : '';
  const state = usePaymentState(clubId);
  // the next renewal would charge this card, and nothing else could pay it
  const renewsWithOnlyThisCard =
    methods.data?.length === 1 && state.data?.state === 'paid' && state.data.subscriptionEnabled;

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            <Trans>Payment methods</Trans>
          </Title>
          <Button component={Link} to={paths.clubs.payment.getHref(clubId)} size="xs">
            <Trans>Add a card</Trans>
          </Button>
        </Group>
        {methods.isPending && (
          <Text size="sm" c="dimmed">
            <Trans>Loading…</Trans>
          </Text>
        )}
        {methods.isError && <LoadError onRetry={() => methods.refetch()} />}
        {methods.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No card on file yet.</Trans>
          </Text>
        )}
        {methods.data?.map((card) => (
          <CardRow key={card.id} clubId={clubId} card={card} onRemove={setRemoving} />
        ))}
      </Stack>
      <Modal opened={removing !== null} onClose={close} title={t`Remove ${removingName}?`} centered>
        {removing && renewsWithOnlyThisCard ? (
          <OnlyCardWarning clubId={clubId} state={state.data} onClose={close} />
        ) : (
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                The card is removed from your club's payment methods. It will not be charged again.
              </Trans>
            </Text>
            <FormError>{remove.isError ? describePaymentError(i18n, remove.error) : null}</FormError>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} data-autofocus>
                <Trans>Keep the card</Trans>
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => {
                  if (!removing) return;
                  const name = cardName(removing);
                  remove.mutate(
                    { params: { path: { clubId, paymentMethodId: removing.id } } },
                    {
                      onSuccess: () => {
                        notify({ variant: 'success', message: t`${name} removed.` });
                        close();
                      },
                    },
                  );
                }}
              >
                <Trans>Remove the card</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
