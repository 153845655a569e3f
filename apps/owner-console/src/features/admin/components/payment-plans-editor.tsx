import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NumberInput, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { components } from '@tavola/api/schema';
import { PAID_PLAN_IDS } from '@tavola/domain/plans';
import { annualSavingPercent, priceWithVat } from '@tavola/domain/subscription';
import { PageLoader } from '@tavola/ui/page-loader';
import { Fragment, useMemo, useState } from 'react';
import { LoadError } from '#components/load-error.tsx';
import { errorCode, fieldErrors } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useAdminPaymentPlans } from '../api/list-admin-payment-plans';
import { useUpdatePaymentPlan } from '../api/update-payment-plan';
import { planNames } from '../utils/subscription-labels';

type AdminPaymentPlan = components['schemas']['AdminPaymentPlan'];

/** The contract's bounds of `PaymentPlanInput`, checked before the server answers 400. */
export const PRICE_MAX = 100_000;
export const VAT_MAX = 100;

/** Whole cents: at most two decimals (the database keeps integer cents and basis points). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function useCountryName() {
  const { i18n } = useLingui();
  const names = useMemo(
    () => new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'code' }),
    [i18n.locale],
  );
  return (code: string) => names.of(code) ?? code;
}

function usePlanLabel() {
  const { t, i18n } = useLingui();
  return (plan: AdminPaymentPlan) => {
    const name = i18n._(planNames[plan.plan]);
    return plan.months === 12 ? t`${name}, annual` : t`${name}, monthly`;
  };
}

function useAmountValidators() {
  const { t } = useLingui();
  const check = (value: number | string, max: number) => {
    if (value === '' || typeof value !== 'number' || Number.isNaN(value)) return t`Write a number.`;
    if (value < 0 || value > max) return t`Between 0 and ${max}.`;
    if (!hasAtMostTwoDecimals(value)) return t`At most two decimals.`;
    return null;
  };
  return {
    price: (value: number | string) => check(value, PRICE_MAX),
    vat: (value: number | string) => check(value, VAT_MAX),
  };
}

function PaymentPlanRow({ plan, countryName }: { plan: AdminPaymentPlan; countryName: string }) {
  const { t, i18n } = useLingui();
  const update = useUpdatePaymentPlan();
  const validators = useAmountValidators();
  const label = usePlanLabel()(plan);
  const form = useForm<{ price: number | string; vat: number | string; active: boolean }>({
    mode: 'controlled',
    initialValues: { price: plan.price, vat: plan.vat, active: plan.active },
    validate: { price: validators.price, vat: validators.vat },
  });
  const { price, vat } = form.values;
  const withVat =
    typeof price === 'number' && typeof vat === 'number'
      ? i18n.number(priceWithVat(price, vat), { style: 'currency', currency: plan.currency })
      : '–';

  const save = form.onSubmit((values) =>
    update.mutate(
      {
        params: { path: { paymentPlanId: plan.id } },
        body: { price: Number(values.price), vat: Number(values.vat), active: values.active },
      },
      {
        onSuccess: (saved) => {
          form.resetDirty({ price: saved.price, vat: saved.vat, active: saved.active });
          notify({ variant: 'success', message: t`Saved: ${label} in ${countryName}.` });
        },
        onError: (error) => {
          if (errorCode(error) === 'payment_plan_not_found')
            form.setFieldError('price', t`This plan no longer exists. Reload the page.`);
          else form.setErrors(fieldErrors(error));
        },
      },
    ),
  );

  const formId = `payment-plan-${plan.id}`;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {label}
      </Table.Th>
      <Table.Td>
        <NumberInput
          form={formId}
          aria-label={t`Price of ${label} without VAT`}
          suffix={` ${plan.currency}`}
          decimalScale={2}
          min={0}
          max={PRICE_MAX}
          clampBehavior="none"
          allowNegative={false}
          w={140}
          {...form.getInputProps('price')}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          form={formId}
          aria-label={t`VAT of ${label} in percent`}
          suffix=" %"
          decimalScale={2}
          min={0}
          max={VAT_MAX}
          clampBehavior="none"
          allowNegative={false}
          w={100}
          {...form.getInputProps('vat')}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{withVat}</Table.Td>
      <Table.Td>
        <Switch
          form={formId}
          aria-label={t`${label} on sale`}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Table.Td>
      <Table.Td>
        <form id={formId} onSubmit={save} noValidate>
          <Button type="submit" size="xs" loading={update.isPending} disabled={!form.isDirty()}>
            <Trans>Save</Trans>
          </Button>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

/** What annual saves against twelve monthly payments, per plan, as the plan page shows it. */
function AnnualSavings({ plans }: { plans: AdminPaymentPlan[] }) {
  const { i18n } = useLingui();
  const lines = PAID_PLAN_IDS.flatMap((id) => {
    const monthly = plans.find((plan) => plan.plan === id && plan.months === 1);
    const annual = plans.find((plan) => plan.plan === id && plan.months === 12);
    if (!monthly || !annual) return [];
    const name = i18n._(planNames[id]);
    const percent = annualSavingPercent(monthly.price, annual.price);
    return [{ id, name, percent }];
  });
  if (lines.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {lines.map(({ id, name, percent }, index) => (
        <Fragment key={id}>
          {index > 0 && <span aria-hidden> · </span>}
          <span>
            <Trans>
              {name}: annual saves {percent}%
            </Trans>
          </span>
        </Fragment>
      ))}
    </Text>
  );
}

const PLAN_ORDER = { smart: 0, professional: 1 } as const;

/** Prices and VAT rates of every country (the one place they live), one country at a time. */
export function PaymentPlansEditor() {
  const { t } = useLingui();
  const plans = useAdminPaymentPlans();
  const countryName = useCountryName();
  const [chosen, setChosen] = useState<string | null>(null);

  const countries = useMemo(() => {
    const byCode = new Map<string, string>();
    for (const plan of plans.data ?? []) byCode.set(plan.isoCountryCode, plan.currency);
    return [...byCode]
      .map(([code, currency]) => ({ value: code, label: `${countryName(code)} (${currency})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [plans.data, countryName]);
  // Italy first by default: the product's home market (vat.ts), else the first country
  const country =
    chosen ?? countries.find((entry) => entry.value === 'IT')?.value ?? countries[0]?.value ?? null;
  const rows = (plans.data ?? [])
    .filter((plan) => plan.isoCountryCode === country)
    .sort((a, b) => PLAN_ORDER[a.plan] - PLAN_ORDER[b.plan] || a.months - b.months);

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Trans>Prices</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Prices per period without VAT, in the country’s currency. A change applies to new subscriptions,
              and to renewals from their next period on.
            </Trans>
          </Text>
        </Stack>
        {plans.isPending && <PageLoader />}
        {plans.isError && <LoadError onRetry={() => plans.refetch()} />}
        {plans.data && country && (
          <>
            <Select
              label={t`Country`}
              data={countries}
              value={country}
              onChange={setChosen}
              allowDeselect={false}
              searchable
              maw={320}
            />
            <AnnualSavings plans={rows} />
            {/* on a phone the table scrolls on its own, the page does not */}
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Plan</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Price without VAT</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>VAT</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>With VAT</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>On sale</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Save</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((plan) => (
                    // a new country remounts the rows with that country's values
                    <PaymentPlanRow
                      key={plan.id}
                      plan={plan}
                      countryName={countryName(plan.isoCountryCode)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        {plans.data && !country && (
          <Text c="dimmed">
            <Trans>No prices yet.</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
