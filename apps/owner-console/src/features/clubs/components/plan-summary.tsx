import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Club } from '@tavola/domain/entities';

const planNames: Record<Club['plan'], MessageDescriptor> = {
  freemium: msg`Freemium`,
  smart: msg`Smart`,
  professional: msg`Professional`,
};

/** The recorded plan in one glance: name, early-adopter or free-forever terms, renewal date. */
export function PlanSummary({ club }: { club: Club }) {
  const { i18n } = useLingui();
  const expiry = club.subscriptionExpiration
    ? i18n.date(`${club.subscriptionExpiration}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
    : null;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={700} size="lg">
          {i18n._(planNames[club.plan])}
        </Text>
        {club.earlyAdopter && (
          <Badge variant="light" color="grape">
            <Trans>Early adopter</Trans>
          </Badge>
        )}
        {club.freeForever && (
          <Badge variant="light" color="teal">
            <Trans>Free forever</Trans>
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {club.plan === 'freemium' && !club.freeForever && (
          <Trans>Up to 2 menus with the standard look.</Trans>
        )}
        {club.plan !== 'freemium' && expiry && club.subscriptionEnabled && <Trans>Renews on {expiry}</Trans>}
        {club.plan !== 'freemium' && expiry && !club.subscriptionEnabled && (
          <Trans>Active until {expiry}</Trans>
        )}
      </Text>
    </Stack>
  );
}
