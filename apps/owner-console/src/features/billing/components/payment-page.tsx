import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@tavola/ui/page-loader';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';
import { notify } from '#lib/notifications.ts';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { usePaymentSetup } from '../api/get-payment-setup';
import { storePaymentState } from '../api/invalidate';
import type { PaymentMethod } from '../api/list-payment-methods';
import { type PaymentPlan, usePaymentPlans } from '../api/list-payment-plans';
import { usePayInvoice } from '../api/pay-invoice';
import { useSetPrimaryPaymentMethod } from '../api/set-primary-payment-method';
import { useSubscribe } from '../api/subscribe';
import { describePaymentError } from '../utils/payment-errors';
import { planNames } from '../utils/plan-names';
import { DemoCardForm } from './demo-card-form';
import { PlanPrice } from './plan-choices';

// Stripe's React bindings and script come only with the page that uses them
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** What the card is for: `?plan=<paymentPlanId>`, `?invoice=<invoiceId>`, or just saving a card. */
type Purpose =
  | { kind: 'subscribe'; paymentPlanId: number }
  | { kind: 'invoice'; invoiceId: number }
  | { kind: 'add-card' };

function usePurpose(): Purpose {
  const [params] = useSearchParams();
  const plan = Number(params.get('plan'));
  if (Number.isSafeInteger(plan) && plan > 0) return { kind: 'subscribe', paymentPlanId: plan };
  const invoice = Number(params.get('invoice'));
  if (Number.isSafeInteger(invoice) && invoice > 0) return { kind: 'invoice', invoiceId: invoice };
  return { kind: 'add-card' };
}

/**
 * After the card is saved: subscribe with it, or make it primary and pay the open invoice, or
 * nothing more. Resolves to `pending` when the bank must approve the payment first.
 */
function useCompletePayment(clubId: number, purpose: Purpose) {
  const queryClient = useQueryClient();
  const subscribe = useSubscribe();
  const setPrimary = useSetPrimaryPaymentMethod();
  const payInvoice = usePayInvoice();
  return async (card: PaymentMethod): Promise<'done' | 'pending'> => {
    const paymentMethodId = card.id;
    if (purpose.kind === 'subscribe') {
      const state = await subscribe.mutateAsync({
        params: { path: { clubId } },
        body: { paymentPlanId: purpose.paymentPlanId, paymentMethodId },
      });
      storePaymentState(queryClient, clubId, state);
      // The card that paid is the one the owner expects renewals to charge. The plan is paid even if
      // this fails: the billing page shows which card is primary and can change it.
      if (!card.primary) {
        await setPrimary
          .mutateAsync({ params: { path: { clubId, paymentMethodId } } })
          .catch(() => undefined);
      }
      return state.state === 'payment_pending' ? 'pending' : 'done';
    }
    if (purpose.kind === 'invoice') {
      // payInvoice charges the primary card: the new one replaces the card that failed
      if (!card.primary) await setPrimary.mutateAsync({ params: { path: { clubId, paymentMethodId } } });
      const state = await payInvoice.mutateAsync({
        params: { path: { clubId, invoiceId: purpose.invoiceId } },
      });
      storePaymentState(queryClient, clubId, state);
    }
    return 'done';
  };
}

function ChosenPlan({ plan }: { plan: PaymentPlan }) {
  const { i18n } = useLingui();
  const name = i18n._(planNames[plan.plan]);
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        <Trans>Your choice</Trans>
      </Text>
      <Title order={2} size="h4">
        {plan.months === 12 ? <Trans>{name}, annual</Trans> : <Trans>{name}, monthly</Trans>}
      </Title>
      <PlanPrice plan={plan} />
    </Stack>
  );
}

/**
 * `/clubs/{clubId}/payment`: a card (Stripe Elements, or the demo form), then what it is for. The
 * page's guard (decision 009) has already checked the club is the owner's.
 */
export function PaymentPage({ clubId }: { clubId: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const purpose = usePurpose();
  const setup = usePaymentSetup(clubId);
  const plans = usePaymentPlans(clubId);
  const addPaymentMethod = useAddPaymentMethod();
  const complete = useCompletePayment(clubId, purpose);
  const [pending, setPending] = useState(false);

  if (setup.isPending || (purpose.kind === 'subscribe' && plans.isPending)) return <PageLoader />;
  if (setup.isError) {
    return <FormError>{describePaymentError(i18n, setup.error)}</FormError>;
  }

  const plan =
    purpose.kind === 'subscribe'
      ? plans.data?.find((entry) => entry.id === purpose.paymentPlanId)
      : undefined;
  if (purpose.kind === 'subscribe' && !plan) {
    return (
      <Alert color="red" variant="light" title={t`This plan is not on sale`}>
        <Anchor component={Link} to={paths.clubs.plan.getHref(clubId)} size="sm">
          <Trans>Choose a plan</Trans>
        </Anchor>
      </Alert>
    );
  }

  if (pending) {
    return (
      <Alert color="blue" variant="light" title={t`Payment pending approval`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              Your payment awaits your bank's approval. The plan starts as soon as it is approved.
            </Trans>
          </Text>
          <Anchor component={Link} to={paths.clubs.plan.getHref(clubId)} size="sm">
            <Trans>Back to your plan</Trans>
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const submitLabel =
    purpose.kind === 'subscribe'
      ? t`Pay and subscribe`
      : purpose.kind === 'invoice'
        ? t`Pay the invoice`
        : t`Save the card`;

  const onCard = async (card: PaymentMethod) => {
    const outcome = await complete(card);
    if (outcome === 'pending') {
      setPending(true);
      return;
    }
    if (purpose.kind === 'subscribe' && plan) {
      const name = i18n._(planNames[plan.plan]);
      notify({ variant: 'success', message: t`Payment received. Welcome to ${name}!` });
      navigate(paths.clubs.plan.getHref(clubId));
    } else if (purpose.kind === 'invoice') {
      notify({ variant: 'success', message: t`Invoice paid. Thank you!` });
      navigate(paths.clubs.plan.getHref(clubId));
    } else {
      notify({ variant: 'success', message: t`Card saved.` });
      navigate(paths.clubs.billing.getHref(clubId));
    }
  };

  const { clientSecret, provider } = setup.data;
  let form: React.ReactNode;
  if (provider === 'demo') {
    form = (
      <DemoCardForm clubId={clubId} clientSecret={clientSecret} submitLabel={submitLabel} onCard={onCard} />
    );
  } else if (!env.stripePublishableKey) {
    form = (
      <Alert color="red" variant="light" role="alert" title={t`Card payments are not available`}>
        <Trans>
          The server takes payments with Stripe, but this console was built without its publishable key
          (VITE_STRIPE_PUBLISHABLE_KEY). Nothing was charged. Please tell the Tavola team.
        </Trans>
      </Alert>
    );
  } else {
    form = (
      <Suspense fallback={<PageLoader />}>
        <StripeCardForm
          clientSecret={clientSecret}
          publishableKey={env.stripePublishableKey}
          submitLabel={submitLabel}
          onCard={async (stripeMethodId) => {
            const card = await addPaymentMethod.mutateAsync({
              params: { path: { clubId } },
              body: { paymentMethodId: stripeMethodId },
            });
            await onCard(card);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="lg">
      {plan && (
        <Card padding="lg">
          <ChosenPlan plan={plan} />
        </Card>
      )}
      {purpose.kind === 'invoice' && (
        <Text size="sm">
          <Trans>The new card becomes your primary card and pays the unpaid invoice at once.</Trans>
        </Text>
      )}
      <Card padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            <Trans>Card</Trans>
          </Title>
          {form}
        </Stack>
      </Card>
    </Stack>
  );
}
