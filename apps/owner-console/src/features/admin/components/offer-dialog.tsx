import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { components } from '@tavola/api/schema';
import { isPaidPlanId, PAID_PLAN_IDS, type PaidPlanId } from '@tavola/domain/plans';
import { FormError } from '#components/form-error.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useGrantClubOffer } from '../api/grant-club-offer';
import { useAdminBrands } from '../api/list-admin-brands';
import { planNames } from '../utils/subscription-labels';

type AdminClub = components['schemas']['AdminClub'];
export type OfferKind = components['schemas']['ClubOfferInput']['kind'];

interface OfferValues {
  plan: PaidPlanId;
  months: '6' | '12';
  brandId: string | null;
}

/** The refusal of `grantClubOffer` in the interface language. */
function useOfferErrorText() {
  const { t } = useLingui();
  return (error: unknown): string | null => {
    if (!error) return null;
    switch (errorCode(error)) {
      case 'subscription_active':
        return t`The club pays for its plan: its renewal must end before an offer can be granted.`;
      case 'brand_not_found':
        return t`This brand no longer exists. Choose another one.`;
      case 'validation_failed':
        return t`A partner offer needs its length and the offering brand.`;
      default:
        return t`There was an error, please try again later.`;
    }
  };
}

export interface OfferDialogProps {
  club: AdminClub;
  kind: OfferKind;
  onDone: () => void;
}

/**
 * Grants the early-adopter offer (a plan with no end) or a partner offer (a plan a brand pays for
 * 6 or 12 months, the club's brand by default). Rendered inside the table's modal.
 */
export function OfferDialog({ club, kind, onDone }: OfferDialogProps) {
  const { t, i18n } = useLingui();
  const grant = useGrantClubOffer();
  const brands = useAdminBrands();
  const errorText = useOfferErrorText();
  const partner = kind === 'partner';
  const form = useForm<OfferValues>({
    mode: 'controlled',
    initialValues: {
      plan: isPaidPlanId(club.plan) ? club.plan : 'smart',
      months: '12',
      brandId: club.brand ? String(club.brand.id) : null,
    },
    validate: {
      brandId: (value) => (partner && !value ? t`Choose the brand that offers the plan.` : null),
    },
  });

  // brands offered to owners, and the club's own even when it is no longer offered
  const brandOptions = (brands.data ?? [])
    .filter((brand) => brand.enabled || brand.id === club.brand?.id)
    .map((brand) => ({ value: String(brand.id), label: brand.name }));

  const submit = form.onSubmit((values) =>
    grant.mutate(
      {
        params: { path: { clubId: club.id } },
        body: partner
          ? {
              kind: 'partner',
              plan: values.plan,
              months: Number(values.months) as 6 | 12,
              brandId: Number(values.brandId),
            }
          : { kind: 'early_adopter', plan: values.plan },
      },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t`Offer granted to ${club.name}.` });
          onDone();
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {partner ? (
            <Trans>
              A brand offers the plan for 6 or 12 months; then the club falls back to Freemium unless it
              subscribes.
            </Trans>
          ) : (
            <Trans>The club keeps the plan with no end, until the offer is withdrawn.</Trans>
          )}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`offer-plan-${club.id}`}>
            <Trans>Plan</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={`offer-plan-${club.id}`}
            data={PAID_PLAN_IDS.map((plan) => ({ value: plan, label: i18n._(planNames[plan]) }))}
            {...form.getInputProps('plan')}
          />
        </Stack>
        {partner && (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`offer-months-${club.id}`}>
                <Trans>Length</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby={`offer-months-${club.id}`}
                data={[
                  { value: '12', label: t`12 months` },
                  { value: '6', label: t`6 months` },
                ]}
                {...form.getInputProps('months')}
              />
            </Stack>
            <Select
              label={t`Offered by`}
              placeholder={t`Choose a brand`}
              withAsterisk
              allowDeselect={false}
              data={brandOptions}
              disabled={brands.isPending}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('brandId')}
            />
          </>
        )}
        <FormError>{errorText(grant.error)}</FormError>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={grant.isPending}>
            <Trans>Grant the offer</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
