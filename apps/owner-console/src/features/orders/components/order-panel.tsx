import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { PlusIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { errorStatus } from '#lib/api-errors.ts';
import { formatCents } from '#lib/cents.ts';
import { tableLabel } from '#lib/table-label.ts';
import { useOrder } from '../api/get-order';
import type { OrderLine, TableOrder } from '../api/list-orders';
import { STATION_NAMES, STATUS_NAMES } from '../utils/labels';
import { CloseOrderModal } from './close-order-modal';
import { CorrectLineModal, VoidLineModal } from './line-modals';
import { MoveOrderModal } from './move-order-modal';
import { LineText } from './round-card';
import { StaffRoundModal } from './staff-round-modal';

type OpenModal =
  | { kind: 'add' }
  | { kind: 'move' }
  | { kind: 'close' }
  | { kind: 'correct'; line: OrderLine }
  | { kind: 'void'; line: OrderLine };

const money = { fontVariantNumeric: 'tabular-nums' } as const;

function LinesTable({
  caption,
  lines,
  currency,
  editable,
  onCorrect,
  onVoid,
}: {
  caption: string;
  lines: OrderLine[];
  currency: string;
  editable: boolean;
  onCorrect: (line: OrderLine) => void;
  onVoid: (line: OrderLine) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" captionSide="top">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Dish`}</Table.Th>
          <Table.Th ta="right">{t`Amount`}</Table.Th>
          {editable && (
            <Table.Th>
              <VisuallyHidden>{t`Changes`}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const dish = line.name;
          const isVoid = line.status === 'void';
          return (
            <Table.Tr key={line.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <LineText line={line} />
                <Text size="xs" c="dimmed">
                  {line.addedBy}
                </Text>
              </Table.Td>
              <Table.Td
                ta="right"
                style={money}
                td={isVoid ? 'line-through' : undefined}
                c={isVoid ? 'dimmed' : undefined}
              >
                {formatCents(line.totalCents, currency, i18n.locale)}
              </Table.Td>
              {editable && (
                <Table.Td>
                  {line.status === 'sent' && (
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => onCorrect(line)}
                        aria-label={t`Correct: ${dish}`}
                      >
                        <Trans>Correct</Trans>
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => onVoid(line)}
                        aria-label={t`Void: ${dish}`}
                      >
                        <Trans context="to void an order line">Void</Trans>
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The bill: every round with its lines and amounts, void ones struck through, and the total. */
function Bill({
  order,
  onCorrect,
  onVoid,
}: {
  order: TableOrder;
  onCorrect: (line: OrderLine) => void;
  onVoid: (line: OrderLine) => void;
}) {
  const { t, i18n } = useLingui();
  const open = order.status === 'open';
  const total = formatCents(order.totalCents, order.currency, i18n.locale);
  return (
    <Stack gap="lg">
      {order.rounds.length === 0 && (
        <Text c="dimmed">
          <Trans>Nothing has been sent to the kitchen yet.</Trans>
        </Text>
      )}
      {order.rounds.map((round) => {
        const number = round.number;
        const station = i18n._(STATION_NAMES[round.station]);
        const sentBy = round.sentBy;
        const time = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(
          new Date(round.createdAt),
        );
        return (
          <Stack key={round.id} gap={4}>
            <Group gap="xs" justify="space-between">
              <Title order={3} size="h5">
                <Trans>
                  Round {number} · {station}
                </Trans>
              </Title>
              <Badge variant="light" color={round.status === 'served' ? 'gray' : 'tavola'}>
                {i18n._(STATUS_NAMES[round.status])}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                Sent by {sentBy} at {time}
              </Trans>
            </Text>
            <LinesTable
              caption={t`Round ${number}, ${station}`}
              lines={round.lines}
              currency={order.currency}
              editable={open}
              onCorrect={onCorrect}
              onVoid={onVoid}
            />
          </Stack>
        );
      })}
      {order.drafts.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            <Trans>Not sent yet</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Guests are still choosing these on their phones.</Trans>
          </Text>
          <LinesTable
            caption={t`Not sent yet`}
            lines={order.drafts}
            currency={order.currency}
            editable={false}
            onCorrect={onCorrect}
            onVoid={onVoid}
          />
        </Stack>
      )}
      <Group
        justify="space-between"
        align="baseline"
        pt="sm"
        style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}
      >
        <Stack gap={0}>
          <Text fw={700} fz="lg">
            <Trans>Total</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Prices include VAT</Trans>
          </Text>
        </Stack>
        <Text fw={700} fz="xl" style={money} data-testid="order-total">
          {total}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * One order, opened from the board by its table: the bill, and what staff do for a table (add
 * lines for a guest without a phone, correct or void a sent line, move the order to another table,
 * close it once paid).
 */
export function OrderPanel({
  clubId,
  orderId,
  onClose,
}: {
  clubId: number;
  orderId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const order = useOrder(clubId, orderId);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const data = order.data;
  const table = data ? tableLabel(i18n, data.tableName) : '';
  const closeModal = () => setModal(null);

  const body = () => {
    if (order.isPending) return <Loader size="sm" aria-label={t`Loading the order`} />;
    if (errorStatus(order.error) === 404)
      return (
        <Alert color="yellow" variant="light" role="alert">
          <Trans>This order is no longer there: it was closed, or its table is not one you serve.</Trans>
        </Alert>
      );
    if (order.isError || !data) return <LoadError onRetry={() => order.refetch()} />;
    const open = data.status === 'open';
    return (
      <Stack gap="md">
        <Group gap="xs">
          {data.zoneName && <Text c="dimmed">{data.zoneName}</Text>}
          {!open && (
            <Badge color="gray" variant="filled">
              <Trans>Closed</Trans>
            </Badge>
          )}
          {open && data.billRequestedAt && (
            <Badge color="red" variant="light">
              <Trans>Asks for the bill</Trans>
            </Badge>
          )}
        </Group>
        {open && (
          <Group gap="xs">
            <Button leftSection={<PlusIcon />} onClick={() => setModal({ kind: 'add' })}>
              <Trans>Add lines</Trans>
            </Button>
            <Button variant="default" onClick={() => setModal({ kind: 'move' })}>
              <Trans>Move to another table</Trans>
            </Button>
            <Button variant="light" color="teal" onClick={() => setModal({ kind: 'close' })}>
              <Trans>Close (paid)</Trans>
            </Button>
          </Group>
        )}
        <Bill
          order={data}
          onCorrect={(line) => setModal({ kind: 'correct', line })}
          onVoid={(line) => setModal({ kind: 'void', line })}
        />
        {/* mounted while open only: the menus and tables they read are asked for when needed */}
        {data.tableId !== null && modal?.kind === 'add' && (
          <StaffRoundModal
            clubId={clubId}
            tableId={data.tableId}
            tableName={table}
            opened
            onClose={closeModal}
            onSent={closeModal}
          />
        )}
        {modal?.kind === 'move' && (
          <MoveOrderModal clubId={clubId} order={data} opened onClose={closeModal} />
        )}
        <CloseOrderModal
          clubId={clubId}
          order={data}
          opened={modal?.kind === 'close'}
          onClose={closeModal}
          onClosed={() => {
            closeModal();
            onClose();
          }}
        />
        <CorrectLineModal
          clubId={clubId}
          line={modal?.kind === 'correct' ? modal.line : null}
          onClose={closeModal}
        />
        <VoidLineModal
          clubId={clubId}
          line={modal?.kind === 'void' ? modal.line : null}
          onClose={closeModal}
        />
      </Stack>
    );
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={data ? t`Order of ${table}` : t`Order`}
      closeButtonProps={{ 'aria-label': t`Close the order's panel` }}
    >
      {body()}
    </Drawer>
  );
}
