import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import { CALL_ALERT_MINUTES_DEFAULT } from '@tavola/domain/waiter-calls';
import { PageLoader } from '@tavola/ui/page-loader';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { BellIcon, CheckIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { type LiveConnectionState, useLiveConnection } from '#hooks/use-live-connection.ts';
import { useNow } from '#hooks/use-now.ts';
import { errorCode } from '#lib/api-errors.ts';
import { exactTime, timeAgo } from '#lib/relative-time.ts';
import { tableLabel } from '#lib/table-label.ts';
import { useCompleteWaiterCall } from '../api/complete-waiter-call';
import { useWaiterCalls, type WaiterCall } from '../api/list-waiter-calls';
import { useServiceState, useSetShift, useTakeWaiterCall } from '../api/service';
import { CALL_PARAM } from '../utils/call-href';
import { CallSoundSwitch } from './call-sound';
import { PushSwitch } from './push-switch';

interface CallRowProps {
  call: WaiterCall;
  now: Date;
  /** minutes after which a call nobody took turns red (the club's alert time) */
  alertMinutes: number;
  onTake: () => void;
  onDone: () => void;
  /** the call a notification's link pointed at: marked and scrolled into view */
  pointed: boolean;
}

function CallRow({ call, now, alertMinutes, onTake, onDone, pointed }: CallRowProps) {
  const { t, i18n } = useLingui();
  const created = new Date(call.createdAt);
  const ago = timeAgo(created, now, i18n.locale) ?? t`just now`;
  const overdue = call.takenAt === null && now.getTime() - created.getTime() >= alertMinutes * 60_000;
  const taker = call.takenByName ?? '';
  const table = tableLabel(i18n, call.tableName);
  // a guest's "Ask for the bill" from their order comes as a call too (docs/decisions/056)
  const title = call.reason === 'bill' ? t`${table} asks for the bill` : table;
  const labelId = `waiter-call-${call.id}`;
  const row = useRef<HTMLLIElement>(null);
  // "On my way" goes once the call is taken: focus moves on to "Done" rather than to the page's top
  const doneButton = useRef<HTMLButtonElement>(null);
  const takeHadFocus = useRef(false);
  useEffect(() => {
    if (call.takenAt !== null && takeHadFocus.current) {
      takeHadFocus.current = false;
      doneButton.current?.focus();
    }
  }, [call.takenAt]);
  useEffect(() => {
    if (pointed) row.current?.scrollIntoView?.({ block: 'center' });
  }, [pointed]);
  return (
    <Paper
      ref={row}
      component="li"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={labelId}
      aria-current={pointed ? 'true' : undefined}
      bg={pointed ? 'tavola.0' : undefined}
      style={pointed ? { borderColor: 'var(--mantine-color-tavola-7)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <ThemeIcon variant="light" size="lg" radius="xl" color={overdue ? 'red' : undefined} aria-hidden>
            <BellIcon />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text id={labelId} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {call.zoneName ?? <Trans>No zone</Trans>}
              {' · '}
              <time dateTime={call.createdAt} title={exactTime(created, i18n.locale)}>
                {ago}
              </time>
            </Text>
            {overdue && (
              <Badge color="red" variant="filled" w="fit-content">
                <Trans>Waiting too long</Trans>
              </Badge>
            )}
            {call.takenAt !== null && (
              <Text size="sm" fw={600} c="teal.9">
                <Trans>{taker} is on the way</Trans>
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
          {call.takenAt === null && (
            <Button
              size="md"
              onClick={(event) => {
                takeHadFocus.current = document.activeElement === event.currentTarget;
                onTake();
              }}
              aria-label={t`On my way: ${table}`}
            >
              <Trans>On my way</Trans>
            </Button>
          )}
          <Button
            ref={doneButton}
            size="md"
            variant="light"
            color="teal"
            leftSection={<CheckIcon />}
            onClick={onDone}
            aria-label={t`Done: ${table}`}
          >
            <Trans>Done</Trans>
          </Button>
        </Group>
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

/**
 * The member's shift: off shift, no notifications reach them (the server leaves them out). An
 * administrator outside the club has none, and sees no switch.
 */
function ShiftSwitch({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const service = useServiceState(clubId);
  const setShift = useSetShift(clubId);
  if (!service.data) return null;
  return (
    <Switch
      label={t`On shift`}
      description={t`Off shift, you get no notifications.`}
      checked={setShift.isPending ? setShift.variables.body.onShift : service.data.onShift}
      onChange={(event) =>
        setShift.mutate({ params: { path: { clubId } }, body: { onShift: event.currentTarget.checked } })
      }
    />
  );
}

/**
 * The service screen: the open calls a member serves, live, newest first. "On my way" tells the
 * guest and the other waiters who goes; a call nobody took past the club's alert time turns red;
 * "Done" takes it off the list.
 */
export function CallsPage({ clubId, member }: { clubId: number; member: boolean }) {
  const { t } = useLingui();
  const calls = useWaiterCalls(clubId);
  const complete = useCompleteWaiterCall(clubId);
  const take = useTakeWaiterCall(clubId);
  const service = useServiceState(clubId);
  const alertMinutes = service.data?.alertMinutes ?? CALL_ALERT_MINUTES_DEFAULT;
  const connection = useLiveConnection();
  const now = useNow();
  const [search] = useSearchParams();
  const pointedId = Number(search.get(CALL_PARAM)) || null;
  /** the pointed call was in the list once (then pressing Done on it is no news to tell) */
  const pointedSeen = useRef<number | null>(null);
  // the Stack renders a <ul>, typed by Mantine as its default div
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** where the row whose "Done" was pressed with focus on it stood */
  const focusAfterDone = useRef<number | null>(null);
  const shownCalls = calls.data?.calls;
  useEffect(() => {
    const index = focusAfterDone.current;
    if (index === null || !shownCalls) return;
    focusAfterDone.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const next = rows[Math.min(index, rows.length - 1)]?.querySelector<HTMLButtonElement>('button');
    (next ?? headingRef.current)?.focus();
  }, [shownCalls]);

  const header = (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          <Trans>Waiter calls</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Guests call from the menu on their table. Calls arrive here live.</Trans>
        </Text>
      </Stack>
      <Stack gap="sm" align="flex-start">
        <ConnectionBadge state={connection} />
        {member && <ShiftSwitch clubId={clubId} />}
        {member && <PushSwitch clubId={clubId} publicKey={service.data?.pushPublicKey} />}
        <CallSoundSwitch />
      </Stack>
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
  // the call a notification pointed at was done before this view showed it (on another device)
  if (list.some((entry) => entry.id === pointedId)) pointedSeen.current = pointedId;
  const pointedGone =
    pointedId !== null && pointedSeen.current !== pointedId && !list.some((entry) => entry.id === pointedId);
  return (
    <Stack gap="lg">
      {header}
      {take.isError && (
        <Alert color="yellow" variant="light" role="alert">
          {errorCode(take.error) === 'call_taken' ? (
            <Trans>Someone else is already on the way to that table.</Trans>
          ) : (
            <Trans>That call could not be taken. The list is up to date again.</Trans>
          )}
        </Alert>
      )}
      {pointedGone && (
        <Alert color="teal" variant="light" role="status">
          <Trans>That call has been marked done already.</Trans>
        </Alert>
      )}
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
          ref={listRef}
          component="ul"
          gap="sm"
          aria-label={t`Open calls`}
          aria-live="polite"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((call, index) => (
            <CallRow
              key={call.id}
              call={call}
              now={now}
              alertMinutes={alertMinutes}
              onTake={() => take.mutate(call)}
              onDone={() => {
                // the row goes at once: focus then moves to the next call, not to the page's top
                if (listRef.current?.contains(document.activeElement)) focusAfterDone.current = index;
                complete.mutate(call);
              }}
              pointed={call.id === pointedId}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
