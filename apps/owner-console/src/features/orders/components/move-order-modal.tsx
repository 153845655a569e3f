import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTables } from '#api/list-tables.ts';
import { FormModal } from '#components/form-modal.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { tableLabel } from '#lib/table-label.ts';
import type { TableOrder } from '../api/list-orders';
import { useMoveOrder } from '../api/move-order';

function MoveRefusal({ error }: { error: unknown }) {
  const code = errorCode(error);
  if (code === 'table_has_order')
    return <Trans>That table has an open order of its own. Close it first, or choose another table.</Trans>;
  if (code === 'order_closed') return <Trans>This order has been closed: it can no longer move.</Trans>;
  if (code === 'table_not_found') return <Trans>That table is no longer there. Choose another one.</Trans>;
  return <Trans>The order could not be moved. Try again.</Trans>;
}

/** "Move to another table": the guests moved; their phones follow the order. */
export function MoveOrderModal({
  clubId,
  order,
  opened,
  onClose,
}: {
  clubId: number;
  order: TableOrder;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const tables = useTables(clubId);
  const move = useMoveOrder(clubId);
  const [tableId, setTableId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setTableId('');
    setProblem(null);
    move.reset();
  }, [opened]);

  const from = tableLabel(i18n, order.tableName);
  const choices = (tables.data?.tables ?? []).filter((table) => table.id !== order.tableId);
  const submit = () => {
    if (!tableId) {
      setProblem(t`Choose the table the guests moved to.`);
      return;
    }
    setProblem(null);
    const to = choices.find((table) => String(table.id) === tableId);
    const toName = to ? tableLabel(i18n, to.name) : '';
    move.mutate(
      { orderId: order.id, tableId: Number(tableId) },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t`The order of ${from} is now at ${toName}.` });
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      title={t`Move the order of ${from}`}
      description={<Trans>The guests' phones follow the order to its new table.</Trans>}
      error={move.isError && <MoveRefusal error={move.error} />}
      submitLabel={<Trans>Move</Trans>}
      pending={move.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NativeSelect
        label={t`New table`}
        required
        value={tableId}
        onChange={(event) => setTableId(event.currentTarget.value)}
        error={problem}
        data-autofocus
        data={[
          { value: '', label: t`Choose a table`, disabled: true },
          ...choices.map((table) => ({ value: String(table.id), label: tableLabel(i18n, table.name) })),
        ]}
      />
    </FormModal>
  );
}
