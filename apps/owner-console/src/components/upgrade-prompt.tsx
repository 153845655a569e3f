import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';

export interface UpgradePromptProps {
  clubId: number;
  /** what the plan does not include, e.g. the spec's menu-limit message */
  children: ReactNode;
  title?: ReactNode;
}

/** What a higher plan would give, with the way to the plan page (spec section 6). */
export function UpgradePrompt({ clubId, children, title }: UpgradePromptProps) {
  return (
    <Alert color="grape" variant="light" title={title ?? <Trans>Available on the Smart plan</Trans>}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button component={Link} to={paths.clubs.plan.getHref(clubId)} size="xs" color="grape">
          <Trans>Upgrade your plan</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
