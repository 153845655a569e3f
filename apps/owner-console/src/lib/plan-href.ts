import type { PaidPlanId } from '@tavola/domain/plans';
import { paths } from '#config/paths.ts';

/**
 * The plan page with a plan preselected (`?plan=smart`): where every "upgrade" leads, so the owner
 * lands on the plan that lifts the limit they just met.
 */
export function planPageHref(clubId: number, plan: PaidPlanId): string {
  return `${paths.clubs.plan.getHref(clubId)}?${new URLSearchParams({ plan })}`;
}
