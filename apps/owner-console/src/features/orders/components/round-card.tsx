import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { PrinterIcon } from '#components/icons.tsx';
import { exactTime, timeAgo } from '#lib/relative-time.ts';
import { tableLabel } from '#lib/table-label.ts';
import type { OrderLine, OrderRound, RoundStatus, TableOrder } from '../api/list-orders';
import { NEXT_STEP_NAMES, STATION_NAMES } from '../utils/labels';
import classes from './orders.module.css';

/** "Size: Large, Extras: Olives" */
export function optionsText(line: OrderLine): string {
  return line.options.map((option) => `${option.groupName}: ${option.name}`).join(', ');
}

/** A line as the kitchen reads it: quantity, dish, options, note; a void one struck through. */
export function LineText({ line }: { line: OrderLine }) {
  const isVoid = line.status === 'void';
  const options = optionsText(line);
  const reason = line.voidReason ?? '';
  const note = line.note;
  return (
    <Stack gap={0}>
      <Text
        fw={600}
        className={classes.line}
        td={isVoid ? 'line-through' : undefined}
        c={isVoid ? 'dimmed' : undefined}
      >
        <span className={classes.quantity}>{line.quantity} ×</span> {line.name}
      </Text>
      {options && (
        <Text size="sm" c="dimmed" td={isVoid ? 'line-through' : undefined}>
          {options}
        </Text>
      )}
      {note && (
        <Text size="sm" fs="italic" td={isVoid ? 'line-through' : undefined}>
          <Trans>Note: {note}</Trans>
        </Text>
      )}
      {isVoid && (
        <Text size="sm" c="red.9">
          <Trans>Void: {reason}</Trans>
        </Text>
      )}
    </Stack>
  );
}

export interface RoundCardProps {
  order: TableOrder;
  round: OrderRound;
  now: Date;
  /** the kitchen display: no way into the order, large type */
  kitchen: boolean;
  moving: boolean;
  printing: boolean;
  onNext: (status: RoundStatus) => void;
  onPrint: () => void;
  onOpenOrder: () => void;
}

const NEXT: Record<Exclude<RoundStatus, 'served'>, RoundStatus> = {
  received: 'preparing',
  preparing: 'ready',
  ready: 'served',
};

/**
 * A round on the board: its table (which opens the order), its number and station, how long ago it
 * was sent and by whom, its lines, and the button that moves it on.
 */
export function RoundCard({
  order,
  round,
  now,
  kitchen,
  moving,
  printing,
  onNext,
  onPrint,
  onOpenOrder,
}: RoundCardProps) {
  const { t, i18n } = useLingui();
  const table = tableLabel(i18n, order.tableName);
  const station = i18n._(STATION_NAMES[round.station]);
  const number = round.number;
  const name = t`${table}, round ${number}, ${station}`;
  const sent = new Date(round.createdAt);
  const ago = timeAgo(sent, now, i18n.locale) ?? t`just now`;
  const sentBy = round.sentBy;
  const status = round.status === 'served' ? null : round.status;
  const step = status ? i18n._(NEXT_STEP_NAMES[status]) : null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      aria-label={name}
      data-round-id={round.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} className={classes.cardTitle}>
              {kitchen ? (
                table
              ) : (
                <UnstyledButton
                  className={classes.tableButton}
                  onClick={onOpenOrder}
                  aria-label={t`Open the order of ${table}`}
                >
                  {table}
                </UnstyledButton>
              )}
            </Title>
            {order.zoneName && (
              <Text size="sm" c="dimmed">
                {order.zoneName}
              </Text>
            )}
          </Stack>
          <Badge
            variant="light"
            color={round.station === 'bar' ? 'grape' : 'tavola'}
            className={classes.badge}
          >
            {station}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Round {number}</Trans>
          {' · '}
          <time dateTime={round.createdAt} title={exactTime(sent, i18n.locale)}>
            {ago}
          </time>
          {' · '}
          <Trans>sent by {sentBy}</Trans>
        </Text>
        <Stack component="ul" gap={6} className={classes.lines} aria-label={t`Dishes`}>
          {round.lines.map((line) => (
            <li key={line.id}>
              <LineText line={line} />
            </li>
          ))}
        </Stack>
        <Group gap="xs" justify="space-between" wrap="wrap">
          {status && step && (
            <Button
              data-next-status
              className={classes.stepButton}
              color={status === 'ready' ? 'teal' : undefined}
              loading={moving}
              onClick={() => onNext(NEXT[status])}
              aria-label={t`${step}: ${table}, round ${number}`}
            >
              {step}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<PrinterIcon />}
            loading={printing}
            onClick={onPrint}
            aria-label={t`Print ticket: ${table}, round ${number}`}
            className={classes.printButton}
          >
            <Trans>Print ticket</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
