import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type Entitlements, type PaidPlanId, planThatAllows } from '@tavola/domain/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { planPageHref } from '#lib/plan-href.ts';

export interface UpgradePromptProps {
  clubId: number;
  /** what the plan does not include, e.g. the spec's menu-limit message */
  children: ReactNode;
  title?: ReactNode;
  /** the entitlement that is missing: the plan page opens on the cheapest plan that has it */
  feature?: keyof Entitlements;
  /** the plan to preselect; default: the one that allows `feature`, else Smart */
  plan?: PaidPlanId;
}

/** What a higher plan would give, with the way to the plan page, that plan preselected (spec section 6). */
export function UpgradePrompt({ clubId, children, title, feature, plan }: UpgradePromptProps) {
  const target = plan ?? (feature ? planThatAllows(feature) : 'smart');
  const defaultTitle =
    target === 'professional' ? (
      <Trans>Available on the Professional plan</Trans>
    ) : (
      <Trans>Available on the Smart plan</Trans>
    );
  return (
    <Alert color="grape" variant="light" title={title ?? defaultTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button component={Link} to={planPageHref(clubId, target)} size="xs" color="grape">
          <Trans>Upgrade your plan</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
