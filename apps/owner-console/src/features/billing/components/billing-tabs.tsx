import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';

/** The plan page and the billing page link to each other: the two halves of one subscription. */
export function BillingTabs({ clubId, active }: { clubId: number; active: 'plan' | 'billing' }) {
  const { t } = useLingui();
  const entries = [
    { key: 'plan', href: paths.clubs.plan.getHref(clubId), label: <Trans>Plan</Trans> },
    { key: 'billing', href: paths.clubs.billing.getHref(clubId), label: <Trans>Cards and invoices</Trans> },
  ] as const;
  return (
    <Group component="nav" aria-label={t`Plan and billing`} gap="xs">
      {entries.map((entry) => (
        <Button
          key={entry.key}
          component={Link}
          to={entry.href}
          size="compact-md"
          variant={entry.key === active ? 'light' : 'subtle'}
          aria-current={entry.key === active ? 'page' : undefined}
        >
          {entry.label}
        </Button>
      ))}
    </Group>
  );
}
