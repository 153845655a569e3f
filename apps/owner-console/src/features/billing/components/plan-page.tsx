import { Stack } from '@mantine/core';
import { isPlanId } from '@tavola/domain/plans';
import { PageLoader } from '@tavola/ui/page-loader';
import { useSearchParams } from 'react-router';
import { LoadError } from '#components/load-error.tsx';
import { usePaymentState } from '../api/get-payment-state';
import { usePaymentPlans } from '../api/list-payment-plans';
import { BillingTabs } from './billing-tabs';
import { CurrentPlanCard } from './current-plan-card';
import { PlanChoices, type PlanPreselection } from './plan-choices';
import { PlanFeaturesTable } from './plan-features-table';

/** `?plan=smart|professional&months=12`, as the upgrade prompts link (anything else is ignored). */
function usePreselection(): PlanPreselection {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const months = params.get('months');
  return {
    plan: isPlanId(plan) && plan !== 'freemium' ? plan : null,
    months: months === '12' ? 12 : months === '1' ? 1 : null,
  };
}

/** `/clubs/{clubId}/profile/plan`: the subscription now, the plans on sale, what each includes. */
export function PlanPage({ clubId }: { clubId: number }) {
  const state = usePaymentState(clubId);
  const plans = usePaymentPlans(clubId);
  const preselection = usePreselection();
  if (state.isPending || plans.isPending) return <PageLoader />;
  if (state.isError || plans.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (state.isError) state.refetch();
          if (plans.isError) plans.refetch();
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <BillingTabs clubId={clubId} active="plan" />
      <CurrentPlanCard clubId={clubId} state={state.data} />
      <PlanChoices clubId={clubId} state={state.data} plans={plans.data} preselection={preselection} />
      <PlanFeaturesTable current={state.data.plan} />
    </Stack>
  );
}
