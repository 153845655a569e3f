import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormError } from '#components/form-error.tsx';
import { formatCents } from '#lib/cents.ts';
import { notify } from '#lib/notifications.ts';
import { tableLabel } from '#lib/table-label.ts';
import { useCloseOrder } from '../api/close-order';
import type { TableOrder } from '../api/list-orders';

/** "Close (paid)", confirmed: the table paid, its guests' phones can no longer add to the order. */
export function CloseOrderModal({
  clubId,
  order,
  opened,
  onClose,
  onClosed,
}: {
  clubId: number;
  order: TableOrder;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t, i18n } = useLingui();
  const close = useCloseOrder(clubId);
  useEffect(() => {
    if (opened) close.reset();
  }, [opened]);
  const table = tableLabel(i18n, order.tableName);
  const total = formatCents(order.totalCents, order.currency, i18n.locale);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Close the order of ${table}`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Close it once {table} has paid {total}. The guests' phones can no longer order on it; the next
            guests at the table start a new order.
          </Trans>
        </Text>
        <FormError>{close.isError && <Trans>The order could not be closed. Try again.</Trans>}</FormError>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="teal"
            loading={close.isPending}
            onClick={() =>
              close.mutate(order.id, {
                onSuccess: () => {
                  notify({ variant: 'success', message: t`The order of ${table} is closed.` });
                  onClosed();
                },
              })
            }
          >
            <Trans>Close (paid)</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
