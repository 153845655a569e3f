import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useZones } from '#api/list-zones.ts';
import { PlusIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { type LiveConnectionState, useLiveConnection } from '#hooks/use-live-connection.ts';
import { useNow } from '#hooks/use-now.ts';
import { errorCode } from '#lib/api-errors.ts';
import { formatCents } from '#lib/cents.ts';
import { playRoundChime } from '#lib/chime.ts';
import { tableLabel } from '#lib/table-label.ts';
import type { OrderStation, RoundStatus, TableOrder } from '../api/list-orders';
import { useOrders } from '../api/list-orders';
import { usePrintRoundTicket } from '../api/print-round-ticket';
import { useSetRoundStatus } from '../api/set-round-status';
import { useBoardQuery } from '../hooks/use-board-query';
import { useNewRounds } from '../hooks/use-new-rounds';
import { useRoundSound } from '../hooks/use-round-sound';
import { BOARD_COLUMNS, type BoardColumn, boardColumns, ordersAtRest } from '../utils/board';
import { STATION_NAMES, STATUS_NAMES } from '../utils/labels';
import { OrderPanel } from './order-panel';
import classes from './orders.module.css';
import { RoundCard } from './round-card';
import { StaffRoundModal } from './staff-round-modal';
import { TodayTotals } from './today-totals';

/** Sentences kept in the live region: new ones are added as nodes, which screen readers read out. */
const KEPT_ANNOUNCEMENTS = 3;
/** The visually hidden live region of the board (new rounds, rounds moved on). */
export const ORDER_BOARD_ANNOUNCER_ID = 'order-board-announcer';

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

/** An open order with nothing in progress, under its table until it is closed. */
function RestingOrder({ order, onOpen }: { order: TableOrder; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const table = tableLabel(i18n, order.tableName);
  const total = formatCents(order.totalCents, order.currency, i18n.locale);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={table}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text fw={700}>
            <UnstyledButton
              className={classes.tableButton}
              onClick={onOpen}
              aria-label={t`Open the order of ${table}`}
            >
              {table}
            </UnstyledButton>
          </Text>
          <Text size="sm" c="dimmed">
            {order.rounds.length === 0 ? <Trans>Nothing sent yet</Trans> : <Trans>All served</Trans>}
            {order.zoneName && ` · ${order.zoneName}`}
          </Text>
        </Stack>
        <Group gap="xs">
          {order.billRequestedAt && (
            <Badge color="red" variant="light">
              <Trans>Asks for the bill</Trans>
            </Badge>
          )}
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {total}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

export interface OrdersPageProps {
  clubId: number;
  /** the owner (or an administrator) sees today's totals; nobody else's browser asks for them */
  showsRevenue: boolean;
  /** a new round's sound (tests give their own) */
  playSound?: () => void;
}

/**
 * The order board (docs/decisions/056): the rounds in progress by status, live, for owners,
 * managers and waiters (a waiter sees the tables they serve). Each round moves on with one button;
 * a table opens its order (the bill and the staff's edits). On a kitchen tablet it turns into a
 * kitchen display: large type, the rounds and their buttons only.
 */
export function OrdersPage({ clubId, showsRevenue, playSound = playRoundChime }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const [query, changeQuery] = useBoardQuery();
  const { zoneId, station, kitchen, orderId } = query;
  const orders = useOrders(clubId, { zoneId, station });
  const zones = useZones(clubId);
  const setStatus = useSetRoundStatus(clubId);
  const printTicket = usePrintRoundTicket();
  const connection = useLiveConnection();
  const now = useNow();
  const [soundOn, setSoundOn] = useRoundSound();
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);
  const [newOrderOpen, setNewOrderOpen] = useState(false);
  const nextAnnouncement = useRef(0);
  const headingId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  /** the round whose button was pressed with focus on it: focus follows it to its next column */
  const focusRound = useRef<{ roundId: number; column: BoardColumn } | null>(null);

  const announce = (texts: string[]) => {
    const entries = texts.map((text) => {
      nextAnnouncement.current += 1;
      return { id: nextAnnouncement.current, text };
    });
    setAnnouncements((list) => [...list, ...entries].slice(-KEPT_ANNOUNCEMENTS));
  };

  const soundRef = useRef({ soundOn, playSound });
  soundRef.current = { soundOn, playSound };
  useNewRounds(clubId, orders.data?.orders, (rounds) => {
    if (soundRef.current.soundOn) soundRef.current.playSound();
    const tables = [...new Set(rounds.map(({ order }) => tableLabel(i18n, order.tableName)))];
    announce(tables.map((table) => t`New round for ${table}`));
  });

  const data = orders.data?.orders;
  useEffect(() => {
    const wanted = focusRound.current;
    if (!wanted || !data) return;
    focusRound.current = null;
    const board = boardRef.current;
    const moved = board?.querySelector<HTMLElement>(`[data-round-id="${wanted.roundId}"] [data-next-status]`);
    if (moved) return moved.focus();
    // served: it left the board; the next round of the column it left, or that column's heading
    const column = board?.querySelector<HTMLElement>(`[data-column="${wanted.column}"]`);
    (
      column?.querySelector<HTMLElement>('[data-next-status]') ?? column?.querySelector<HTMLElement>('h2')
    )?.focus();
  }, [data]);

  const moveOn = (
    order: TableOrder,
    roundId: number,
    from: BoardColumn,
    status: RoundStatus,
    hadFocus: boolean,
  ) => {
    if (hadFocus) focusRound.current = { roundId, column: from };
    const table = tableLabel(i18n, order.tableName);
    const round = order.rounds.find((entry) => entry.id === roundId);
    const number = round?.number ?? 0;
    const statusName = i18n._(STATUS_NAMES[status]);
    setStatus.mutate(
      { roundId, status },
      {
        onSuccess: () => announce([t`${table}, round ${number}: ${statusName}`]),
        onError: () => {
          focusRound.current = null;
          void orders.refetch();
        },
      },
    );
  };

  /** whether focus is in the round's card (its button was pressed from the keyboard or a tap) */
  const hasFocus = (roundId: number) =>
    boardRef.current?.querySelector(`[data-round-id="${roundId}"]`)?.contains(document.activeElement) ??
    false;

  const stationName = station ? i18n._(STATION_NAMES[station]) : null;
  const zoneName = zones.data?.tableZones.find((zone) => zone.id === zoneId)?.name ?? null;

  const header = (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1} id={headingId} tabIndex={-1}>
            {kitchen ? <Trans>Kitchen display</Trans> : <Trans>Orders</Trans>}
          </Title>
          {!kitchen && (
            <Text c="dimmed">
              <Trans>Rounds from the tables arrive here live. Move each one on as it is made.</Trans>
            </Text>
          )}
          {kitchen && (stationName || zoneName) && (
            <Text fw={600}>{[stationName, zoneName].filter(Boolean).join(' · ')}</Text>
          )}
        </Stack>
        <Stack gap="sm" align="flex-end">
          <ConnectionBadge state={connection} />
          <Switch
            checked={kitchen}
            onChange={(event) => changeQuery({ kitchen: event.currentTarget.checked, orderId: undefined })}
            label={t`Kitchen display`}
          />
        </Stack>
      </Group>
      {!kitchen && (
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t`Zone`}
            value={zoneId === undefined ? '' : String(zoneId)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              changeQuery({ zoneId: value ? Number(value) : undefined });
            }}
            data={[
              { value: '', label: t`All zones` },
              ...(zones.data?.tableZones ?? []).map((zone) => ({ value: String(zone.id), label: zone.name })),
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${headingId}-station`}>
              <Trans>Station</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby={`${headingId}-station`}
              value={station ?? 'all'}
              onChange={(value) =>
                changeQuery({ station: value === 'all' ? undefined : (value as OrderStation) })
              }
              data={[
                { value: 'all', label: t`All` },
                { value: 'kitchen', label: t`Kitchen` },
                { value: 'bar', label: t`Bar` },
              ]}
            />
          </Stack>
          <Button leftSection={<PlusIcon />} variant="light" onClick={() => setNewOrderOpen(true)}>
            <Trans>New order</Trans>
          </Button>
          <Switch
            checked={soundOn}
            onChange={(event) => setSoundOn(event.currentTarget.checked)}
            label={t`Sound for new rounds`}
            description={t`In this browser`}
          />
        </Group>
      )}
      {showsRevenue && !kitchen && <TodayTotals clubId={clubId} />}
    </Stack>
  );

  const announcer = (
    <VisuallyHidden id={ORDER_BOARD_ANNOUNCER_ID} aria-live="polite" aria-relevant="additions">
      {announcements.map((entry) => (
        <p key={entry.id}>{entry.text}</p>
      ))}
    </VisuallyHidden>
  );

  let body: ReactNode;
  if (orders.isPending) body = <PageLoader />;
  else if (orders.isError) body = <LoadError onRetry={() => orders.refetch()} />;
  else {
    const columns = boardColumns(orders.data.orders);
    const resting = ordersAtRest(orders.data.orders);
    body = (
      <Stack gap="lg">
        {setStatus.isError && (
          <Alert color="yellow" variant="light" role="alert">
            {errorCode(setStatus.error) === 'round_status_backwards' ? (
              <Trans>Someone else moved that round on first. The board is up to date again.</Trans>
            ) : (
              <Trans>That round could not be moved on. The board is up to date again.</Trans>
            )}
          </Alert>
        )}
        {printTicket.isError && (
          <Alert color="yellow" variant="light" role="alert">
            <Trans>The ticket could not be printed. Try again.</Trans>
          </Alert>
        )}
        <div className={classes.columns} ref={boardRef}>
          {BOARD_COLUMNS.map((column) => {
            const rounds = columns[column];
            const title = i18n._(STATUS_NAMES[column]);
            const count = rounds.length;
            return (
              <section
                key={column}
                className={classes.column}
                data-column={column}
                aria-labelledby={`${headingId}-${column}`}
              >
                <Title
                  order={2}
                  size="h4"
                  mb="sm"
                  id={`${headingId}-${column}`}
                  tabIndex={-1}
                  className={classes.columnTitle}
                >
                  {title}{' '}
                  <Badge variant="filled" color="gray.7" aria-hidden>
                    {count}
                  </Badge>
                  <VisuallyHidden>{t`(${count})`}</VisuallyHidden>
                </Title>
                {count === 0 ? (
                  <Text c="dimmed" size="sm">
                    <Trans>No rounds</Trans>
                  </Text>
                ) : (
                  <Stack component="ul" gap="sm" className={classes.list}>
                    {rounds.map(({ order, round }) => (
                      <RoundCard
                        key={round.id}
                        order={order}
                        round={round}
                        now={now}
                        kitchen={kitchen}
                        moving={setStatus.isPending && setStatus.variables.roundId === round.id}
                        printing={printTicket.isPending && printTicket.variables.roundId === round.id}
                        onNext={(status) => moveOn(order, round.id, column, status, hasFocus(round.id))}
                        onPrint={() => printTicket.mutate({ clubId, roundId: round.id })}
                        onOpenOrder={() => changeQuery({ orderId: order.id })}
                      />
                    ))}
                  </Stack>
                )}
              </section>
            );
          })}
        </div>
        {!kitchen && resting.length > 0 && (
          <section aria-labelledby={`${headingId}-resting`}>
            <Title order={2} size="h4" mb="sm" id={`${headingId}-resting`}>
              <Trans>Open orders with nothing in progress</Trans>
            </Title>
            <Stack component="ul" gap="xs" className={classes.list}>
              {resting.map((order) => (
                <RestingOrder
                  key={order.id}
                  order={order}
                  onOpen={() => changeQuery({ orderId: order.id })}
                />
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" className={kitchen ? classes.kitchen : undefined}>
      {header}
      {body}
      {announcer}
      {!kitchen && orderId !== undefined && (
        <OrderPanel clubId={clubId} orderId={orderId} onClose={() => changeQuery({ orderId: undefined })} />
      )}
      {/* mounted while open only: the menus and tables it reads are not asked for on every board */}
      {!kitchen && newOrderOpen && (
        <StaffRoundModal
          clubId={clubId}
          opened
          busyTableIds={(orders.data?.orders ?? []).flatMap((order) =>
            order.tableId === null ? [] : [order.tableId],
          )}
          onClose={() => setNewOrderOpen(false)}
          onSent={(order) => {
            setNewOrderOpen(false);
            changeQuery({ orderId: order.id });
          }}
        />
      )}
    </Stack>
  );
}
