import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { ClockIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { useAddressLine } from '../hooks/use-country-name';
import { ClubMessageBanner } from './club-message-banner';
import { PlanSummary } from './plan-summary';
import { TimeZoneSelect } from './time-zone-select';

function Shortcut({ to, title, text }: { to: string; title: ReactNode; text: ReactNode }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="md"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Card>
  );
}

export interface ClubBoardProps {
  clubId: number;
  /**
   * The logo spot, filled by the route with the uploads feature's logo uploader (features do not
   * import each other); without it the board shows the logo, or the initials.
   */
  renderLogo?: (club: { id: number; name: string; logo: string | null }) => ReactNode;
  /** The guests' scans (the statistics feature's panel), under the plan; filled by the route. */
  renderStatistics?: (club: { id: number }) => ReactNode;
  /** An unpaid invoice or a payment awaiting approval (the billing feature's warning); filled by the route. */
  renderPaymentWarning?: (club: { id: number }) => ReactNode;
}

/**
 * The club board: who the club is, whether it is active, its plan, the team's message, the guests'
 * scans, shortcuts.
 */
export function ClubBoard({ clubId, renderLogo, renderStatistics, renderPaymentWarning }: ClubBoardProps) {
  const { t } = useLingui();
  const club = useClub(clubId);
  const addressLine = useAddressLine();

  if (club.isPending) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  const data = club.data;

  return (
    <Stack gap="lg">
      <Group gap="lg" align="center" wrap="nowrap">
        <Box data-slot="club-logo">
          {renderLogo ? (
            renderLogo(data)
          ) : (
            <Avatar src={data.logo} alt={t`Logo of ${data.name}`} size={88} radius="md" color="tavola">
              {data.name.slice(0, 2).toUpperCase()}
            </Avatar>
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <Group gap="xs">
            {data.enabled ? (
              <Badge color="green" variant="light">
                <Trans>Active</Trans>
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                <Trans>Waiting for activation</Trans>
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {addressLine(data.clubAddress)}
            </Text>
          </Group>
        </Stack>
      </Group>

      {!data.enabled && (
        <Alert
          color="yellow"
          variant="light"
          icon={<ClockIcon />}
          title={t`Waiting for activation by the Tavola team`}
        >
          <Trans>
            We are checking your club and will activate it soon; you will receive an email. You can build your
            menus, tables and QR codes in the meantime.
          </Trans>
        </Alert>
      )}
      {renderPaymentWarning?.(data)}
      {data.message && <ClubMessageBanner clubId={data.id} message={data.message} />}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              <Trans>Plan</Trans>
            </Text>
            <PlanSummary club={data} />
            <Anchor component={Link} to={paths.clubs.plan.getHref(data.id)} size="sm" fw={600}>
              <Trans>Compare plans</Trans>
            </Anchor>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <TimeZoneSelect clubId={data.id} timeZone={data.timeZone} />
        </Card>
      </SimpleGrid>

      {renderStatistics?.(data)}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Shortcut
          to={paths.clubs.calls.getHref(data.id)}
          title={<Trans>Waiter calls</Trans>}
          text={<Trans>See the tables calling a waiter, live</Trans>}
        />
        <Shortcut
          to={paths.menus.list.getHref(data.id)}
          title={<Trans>Menus</Trans>}
          text={<Trans>Build and arrange the menus of your club</Trans>}
        />
        <Shortcut
          to={paths.clubs.tables.getHref(data.id)}
          title={<Trans>Tables</Trans>}
          text={<Trans>Add tables and zones</Trans>}
        />
        <Shortcut
          to={paths.clubs.qrCode.getHref(data.id)}
          title={<Trans>QR codes</Trans>}
          text={<Trans>Print the table tents with their QR codes</Trans>}
        />
        <Shortcut
          to={paths.clubs.contacts.getHref(data.id)}
          title={<Trans>Contacts</Trans>}
          text={<Trans>Address, phone, email and social links for guests</Trans>}
        />
        <Shortcut
          to={paths.clubs.settings.getHref(data.id)}
          title={<Trans>Settings</Trans>}
          text={<Trans>What your guests can do with the menu</Trans>}
        />
        <Shortcut
          to={paths.clubs.notice.getHref(data.id)}
          title={<Trans>Messages</Trans>}
          text={<Trans>News from the Tavola team</Trans>}
        />
      </SimpleGrid>
      <Group>
        <Button component={Link} to={paths.clubs.new.getHref()} variant="subtle">
          <Trans>New club</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
