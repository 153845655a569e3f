import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OwnedClub } from '@tavola/domain/entities';
import { Link } from 'react-router';
import { CalendarIcon, ClockIcon } from '#components/icons.tsx';
import { clubHomeHref } from '#lib/club-home.ts';
import { useAcceptOwnership } from '../api/accept-ownership';
import { severityColor } from './club-message-banner';

type PlanState = 'free-forever' | 'subscribed' | 'renewal-cancelled' | 'expired' | 'freemium';

const planLabels: Record<PlanState, { label: MessageDescriptor; color: string }> = {
  'free-forever': { label: msg`Free forever`, color: 'teal' },
  subscribed: { label: msg`Subscription active`, color: 'green' },
  'renewal-cancelled': { label: msg`Renewal cancelled`, color: 'yellow' },
  expired: { label: msg`Subscription expired`, color: 'gray' },
  freemium: { label: msg`Freemium`, color: 'gray' },
};

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function planState(
  club: Pick<OwnedClub, 'freeForever' | 'subscriptionEnabled' | 'subscriptionExpiration'>,
): PlanState {
  if (club.freeForever) return 'free-forever';
  const expiry = club.subscriptionExpiration;
  if (club.subscriptionEnabled) return 'subscribed';
  if (expiry && expiry >= todayIso()) return 'renewal-cancelled';
  if (expiry) return 'expired';
  return 'freemium';
}

/** The owner offered this club to the viewer: accepting makes them its owner (the owner a manager). */
function OwnershipOffer({ clubId, clubName }: { clubId: number; clubName: string }) {
  const accept = useAcceptOwnership();
  return (
    <Alert color="tavola" variant="light" p="sm" title={<Trans>You are offered {clubName}</Trans>}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            The owner hands the club over to you: you become its owner, and they become a manager.
          </Trans>
        </Text>
        <Button
          size="compact-md"
          loading={accept.isPending}
          onClick={() => accept.mutate({ params: { path: { clubId } } })}
        >
          <Trans>Accept the club</Trans>
        </Button>
        {accept.isError && (
          <Text size="sm" c="red.8" role="alert">
            <Trans>The offer is no longer open. Reload the page.</Trans>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export function ClubCard({ club, current }: { club: OwnedClub; current: boolean }) {
  const { i18n } = useLingui();
  const state = planState(club);
  const plan = planLabels[state];
  // A calendar date: format it in UTC so it never shifts by a day in the browser's time zone.
  const expiry = club.subscriptionExpiration
    ? i18n.date(`${club.subscriptionExpiration}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
    : null;

  return (
    <Card
      padding="lg"
      shadow={current ? 'sm' : undefined}
      style={current ? { borderColor: 'var(--mantine-color-tavola-4)' } : undefined}
      aria-current={current ? 'true' : undefined}
      component="article"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" lineClamp={2}>
            <Anchor component={Link} to={clubHomeHref(club.id, club.role)} inherit c="inherit">
              {club.name}
            </Anchor>
          </Title>
          <Group gap={6} justify="flex-end" style={{ flex: 'none' }}>
            {!club.enabled && (
              <Badge color="yellow" variant="light" leftSection={<ClockIcon size={12} />}>
                <Trans>Waiting for activation</Trans>
              </Badge>
            )}
            <Badge color={plan.color} variant="light">
              {i18n._(plan.label)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {club.brand ? <Trans>Partner brand: {club.brand.name}</Trans> : <Trans>No partner brand</Trans>}
        </Text>
        {expiry && state !== 'free-forever' && state !== 'freemium' && (
          <Group gap={6} wrap="nowrap">
            <CalendarIcon size={16} color="var(--mantine-color-dimmed)" />
            <Text size="sm">
              {state === 'subscribed' && <Trans>Renews on {expiry}</Trans>}
              {state === 'renewal-cancelled' && <Trans>Active until {expiry}</Trans>}
              {state === 'expired' && <Trans>Expired on {expiry}</Trans>}
            </Text>
          </Group>
        )}
        {club.ownershipOffered && <OwnershipOffer clubId={club.id} clubName={club.name} />}
        {club.message && (
          <Alert
            color={severityColor(club.message.severity)}
            data-severity={club.message.severity}
            variant="light"
            title={club.message.summary}
            p="sm"
          >
            {club.message.fullMessage}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
