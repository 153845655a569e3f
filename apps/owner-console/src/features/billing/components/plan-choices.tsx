import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaidPlanId } from '@tavola/domain/plans';
import { PAID_PLAN_IDS } from '@tavola/domain/plans';
import { annualSavingPercent, type BillingMonths, priceWithVat } from '@tavola/domain/subscription';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import type { PaymentState } from '../api/get-payment-state';
import type { PaymentPlan } from '../api/list-payment-plans';
import { formatMoney } from '../utils/money';
import { planNames } from '../utils/plan-names';
import { ChangePlanModal } from './change-plan-modal';

/** What an upgrade prompt asks for: `?plan=smart|professional&months=12`. */
export interface PlanPreselection {
  plan: PaidPlanId | null;
  months: BillingMonths | null;
}

/** A plan's price: with VAT first (what is charged), without VAT smaller. */
export function PlanPrice({ plan }: { plan: PaymentPlan }) {
  const { i18n } = useLingui();
  const gross = formatMoney(i18n, priceWithVat(plan.price, plan.vat), plan.currency);
  const net = formatMoney(i18n, plan.price, plan.currency);
  const vat = plan.vat;
  return (
    <Stack gap={0}>
      <Text size="lg" fw={700}>
        {plan.months === 12 ? (
          <Trans>
            {gross} / year incl. {vat}% VAT
          </Trans>
        ) : (
          <Trans>
            {gross} / month incl. {vat}% VAT
          </Trans>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {plan.months === 12 ? (
          <Trans>{net} / year without VAT</Trans>
        ) : (
          <Trans>{net} / month without VAT</Trans>
        )}
      </Text>
    </Stack>
  );
}

/** The states from which choosing a plan starts a new subscription (the payment page). */
const STARTS_A_PLAN: PaymentState['state'][] = ['freemium', 'early_adopter', 'granted', 'partner_offered'];

/**
 * The plans on sale in the club's country: Smart and Professional, monthly or annual with the annual
 * saving. Choosing from Freemium (or an offer) goes to the payment page; on a paid plan it is a
 * change, confirmed first.
 */
export function PlanChoices({
  clubId,
  state,
  plans,
  preselection,
}: {
  clubId: number;
  state: PaymentState;
  plans: PaymentPlan[];
  preselection: PlanPreselection;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [months, setMonths] = useState<BillingMonths>(
    preselection.months ?? (state.paymentPlan?.months as BillingMonths | undefined) ?? 1,
  );
  const [changingTo, setChangingTo] = useState<PaymentPlan | null>(null);
  const busy =
    state.state === 'payment_pending' ||
    state.state === 'invoice_unpaid' ||
    state.state === 'balance_insufficient';

  if (plans.length === 0) {
    return (
      <Card padding="lg">
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Choose a plan</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Online subscription is not offered in your club's country yet. Contact us and the Tavola team
              will set up your plan.
            </Trans>
          </Text>
        </Stack>
      </Card>
    );
  }

  const find = (plan: PaidPlanId, period: BillingMonths) =>
    plans.find((entry) => entry.plan === plan && entry.months === period);

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            <Trans>Choose a plan</Trans>
          </Title>
          <SegmentedControl
            aria-label={t`Billing period`}
            value={String(months)}
            onChange={(value) => setMonths(value === '12' ? 12 : 1)}
            data={[
              { value: '1', label: t`Monthly` },
              { value: '12', label: t`Annual` },
            ]}
          />
        </Group>
        {busy && (
          <Text size="sm">
            <Trans>Settle the open payment above before changing plan.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {PAID_PLAN_IDS.map((planId) => {
            const plan = find(planId, months);
            if (!plan) return null;
            const monthly = find(planId, 1);
            const annual = find(planId, 12);
            const saving = monthly && annual ? annualSavingPercent(monthly.price, annual.price) : 0;
            const name = i18n._(planNames[planId]);
            const current = state.state === 'paid' && state.paymentPlan?.id === plan.id;
            const suggested = preselection.plan === planId;
            return (
              <Card
                key={planId}
                withBorder
                padding="lg"
                data-plan-choice={planId}
                data-suggested={suggested || undefined}
                style={
                  suggested ? { borderColor: 'var(--mantine-color-tavola-7)', borderWidth: 2 } : undefined
                }
              >
                <Stack gap="sm" h="100%" justify="space-between">
                  <Stack gap="xs">
                    <Group gap="xs">
                      <Title order={3} size="h4">
                        {name}
                      </Title>
                      {suggested && (
                        <Badge variant="light">
                          <Trans>Suggested for you</Trans>
                        </Badge>
                      )}
                      {months === 12 && saving > 0 && (
                        <Badge variant="light" color="green">
                          <Trans>Save {saving}%</Trans>
                        </Badge>
                      )}
                    </Group>
                    <PlanPrice plan={plan} />
                  </Stack>
                  {current ? (
                    <Text size="sm" fw={600}>
                      <Trans>Your current plan</Trans>
                    </Text>
                  ) : (
                    <Button
                      disabled={busy}
                      variant={suggested ? 'filled' : 'light'}
                      onClick={() => {
                        if (STARTS_A_PLAN.includes(state.state)) {
                          navigate(`${paths.clubs.payment.getHref(clubId)}?plan=${plan.id}`);
                        } else {
                          setChangingTo(plan);
                        }
                      }}
                    >
                      {STARTS_A_PLAN.includes(state.state) ? (
                        <Trans>Choose {name}</Trans>
                      ) : (
                        <Trans>Switch to {name}</Trans>
                      )}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <ChangePlanModal
        clubId={clubId}
        state={state}
        target={changingTo}
        onClose={() => setChangingTo(null)}
      />
    </Card>
  );
}
