import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { BellIcon, CheckIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { useCompleteWaiterCall } from '../api/complete-waiter-call';
import { useWaiterCalls, type WaiterCall } from '../api/list-waiter-calls';
import { type LiveConnectionState, useLiveConnection } from '../hooks/use-live-connection';
import { useNow } from '../hooks/use-now';
import { exactTime, timeAgo } from '../utils/relative-time';
import { tableLabel } from '../utils/table-label';

function CallRow({ call, now, onDone }: { call: WaiterCall; now: Date; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const created = new Date(call.createdAt);
  const ago = timeAgo(created, now, i18n.locale) ?? t`just now`;
  const table = tableLabel(i18n, call.tableName);
  const labelId = `waiter-call-${call.id}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={labelId}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <BellIcon />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text id={labelId} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {table}
            </Text>
            <Text size="sm" c="dimmed">
              {call.zoneName ?? <Trans>No zone</Trans>}
              {' · '}
              <time dateTime={call.createdAt} title={exactTime(created, i18n.locale)}>
                {ago}
              </time>
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          color="teal"
          leftSection={<CheckIcon />}
          onClick={onDone}
          aria-label={t`Done: ${table}`}
        >
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Whether calls reach this page live: an owner waiting for calls can tell "no one is calling" from
 * "the console is not hearing them". Outside the signed-in layout (no connection) it shows nothing.
 */
function ConnectionBadge({ state }: { state: LiveConnectionState | null }) {
  if (state === null) return null;
  const look = {
    open: { color: 'teal', label: <Trans>Live</Trans> },
    connecting: { color: 'gray', label: <Trans>Connecting…</Trans> },
    lost: { color: 'yellow', label: <Trans>Offline, reconnecting…</Trans> },
  }[state];
  return (
    <Badge color={look.color} variant="light" role="status">
      {look.label}
    </Badge>
  );
}

/** The club's open waiter calls, live; "Done" takes a call off the list. */
export function CallsPage({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const calls = useWaiterCalls(clubId);
  const complete = useCompleteWaiterCall(clubId);
  const connection = useLiveConnection();
  const now = useNow();

  const header = (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Waiter calls</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Guests call from the menu on their table. Calls arrive here live.</Trans>
        </Text>
      </Stack>
      <ConnectionBadge state={connection} />
    </Group>
  );

  if (calls.isPending)
    return (
      <Stack gap="lg">
        {header}
        <PageLoader />
      </Stack>
    );
  if (calls.isError)
    return (
      <Stack gap="lg">
        {header}
        <LoadError onRetry={() => calls.refetch()} />
      </Stack>
    );

  const list = calls.data.calls;
  return (
    <Stack gap="lg">
      {header}
      {list.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text fw={600}>
            <Trans>No one is calling.</Trans>
          </Text>
          <Text c="dimmed" size="sm">
            <Trans>Calls from the tables appear here as they happen.</Trans>
          </Text>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t`Open calls`}
          aria-live="polite"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((call) => (
            <CallRow key={call.id} call={call} now={now} onDone={() => complete.mutate(call)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
