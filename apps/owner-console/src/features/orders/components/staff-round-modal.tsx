import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isApiError } from '@tavola/api/errors';
import { formatPrice } from '@tavola/domain/price';
import { useEffect, useRef, useState } from 'react';
import { useMenu } from '#api/get-menu.ts';
import { useMenus } from '#api/list-menus.ts';
import { useTables } from '#api/list-tables.ts';
import { FormError } from '#components/form-error.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { formatCents } from '#lib/cents.ts';
import { notify } from '#lib/notifications.ts';
import { tableLabel } from '#lib/table-label.ts';
import type { TableOrder } from '../api/list-orders';
import { newIdempotencyKey, type OrderRefusal, useSendStaffRound } from '../api/send-staff-round';
import { type ChosenLine, DishChooser, type MenuItem } from './dish-chooser';

/** Why the server refused a send, in words (the refused lines are named). */
function SendRefusal({ error, lines }: { error: unknown; lines: ChosenLine[] }) {
  const { t } = useLingui();
  const code = errorCode(error);
  if (code === 'table_not_found') return <Trans>That table is not there, or is not one you serve.</Trans>;
  if (code === 'order_lines_full')
    return <Trans>This table's order is full. Close it and start a new one for the rest.</Trans>;
  const refused = isApiError(error) ? (error.body as Partial<OrderRefusal> | null)?.lines : undefined;
  if (refused && refused.length > 0) {
    const why = {
      unavailable: t`no longer on the menu`,
      out_of_stock: t`out of stock`,
      not_now: t`not on a menu shown at this table now`,
      not_orderable: t`no price to order it by`,
      options_changed: t`its options have changed`,
    };
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          <Trans>Nothing was sent. These dishes cannot be ordered:</Trans>
        </Text>
        <ul style={{ margin: 0 }}>
          {refused.map((line, index) => {
            const name = line.name || (line.index != null ? lines[line.index]?.item.name : '') || '';
            const reason = why[line.problem];
            return <li key={`${line.itemId}-${index}`}>{t`${name}: ${reason}`}</li>;
          })}
        </ul>
      </Stack>
    );
  }
  return <Trans>The round could not be sent. Try again.</Trans>;
}

export interface StaffRoundModalProps {
  clubId: number;
  opened: boolean;
  /** the order's table; without it the modal asks which table (a new order) */
  tableId?: number;
  tableName?: string;
  /** tables with an open order the board shows: the choice of a table names them */
  busyTableIds?: readonly number[];
  onClose: () => void;
  onSent: (order: TableOrder) => void;
}

/**
 * "Add lines" for a guest without a phone (or a new order for a table): dishes from the club's
 * menus with their options, quantity and note, sent as staff (`sendStaffRound`). Staff may order a
 * dish left out of guests' ordering; the server refuses hidden, out-of-stock and unscheduled dishes
 * and says which. One idempotency key per send: tried again after a lost answer, it is the same send.
 */
export function StaffRoundModal({
  clubId,
  opened,
  tableId,
  tableName,
  busyTableIds = [],
  onClose,
  onSent,
}: StaffRoundModalProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const menus = useMenus(clubId);
  const tables = useTables(clubId);
  const send = useSendStaffRound(clubId);
  const [chosenTable, setChosenTable] = useState('');
  const [menuId, setMenuId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<ChosenLine[]>([]);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  const [tableError, setTableError] = useState<string | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [said, setSaid] = useState<{ id: number; text: string } | null>(null);
  /** the key of the send being tried: kept while the lines stay the same, so a retry is one send */
  const sendKey = useRef<string | null>(null);
  const nextKey = useRef(0);
  /** the dish whose "Add" opened the chooser: focus goes back to it */
  const returnTo = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const menu = useMenu(clubId, opened ? menuId : undefined);

  useEffect(() => {
    if (!opened) return;
    setChosenTable('');
    setSearch('');
    setLines([]);
    setChoosing(null);
    setTableError(null);
    setLinesError(null);
    setSaid(null);
    sendKey.current = null;
    send.reset();
  }, [opened]);

  // the first menu that is shown, once the menus are known
  const menuList = menus.data ?? [];
  useEffect(() => {
    const list = menus.data ?? [];
    if (menuId === undefined && list.length > 0)
      setMenuId((list.find((entry) => !entry.disabled) ?? list[0])?.id);
  }, [menus.data, menuId]);

  useEffect(() => {
    if (choosing || returnTo.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-add-item="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [choosing]);

  const changeLines = (next: ChosenLine[]) => {
    setLines(next);
    setLinesError(null);
    // other lines are another send
    sendKey.current = null;
  };

  const currency = menu.data?.currency ?? 'EUR';
  const money = (cents: number) => formatCents(cents, currency, i18n.locale);
  const total = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const target = tableId ?? (chosenTable ? Number(chosenTable) : undefined);
  const targetName =
    tableName ?? tableLabel(i18n, tables.data?.tables.find((table) => table.id === target)?.name ?? '');

  const submit = () => {
    let invalid = false;
    if (target === undefined) {
      setTableError(t`Choose the table.`);
      invalid = true;
    }
    if (lines.length === 0) {
      setLinesError(t`Add at least one dish.`);
      invalid = true;
    }
    if (invalid || target === undefined) return;
    sendKey.current ??= newIdempotencyKey();
    send.mutate(
      {
        tableId: target,
        idempotencyKey: sendKey.current,
        lines: lines.map((line) => ({
          itemId: line.item.id,
          optionIds: line.optionIds,
          quantity: line.quantity,
          note: line.note,
        })),
      },
      {
        onSuccess: (order) => {
          sendKey.current = null;
          notify({ variant: 'success', message: t`Sent to the kitchen for ${targetName}.` });
          onSent(order);
        },
      },
    );
  };

  const wanted = search.trim().toLocaleLowerCase(i18n.locale);
  const sections = (menu.data?.sections ?? [])
    .filter((section) => !section.disabled)
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) => !item.disabled && (!wanted || item.name.toLocaleLowerCase(i18n.locale).includes(wanted)),
      ),
    }))
    .filter((section) => section.items.length > 0);

  const dishes = () => {
    if (menus.isPending || menu.isPending) return <Loader size="sm" aria-label={t`Loading the dishes`} />;
    if (menus.isError || menu.isError)
      return (
        <Text c="red.8" role="alert">
          <Trans>The dishes could not be loaded.</Trans>
        </Text>
      );
    if (sections.length === 0)
      return (
        <Text c="dimmed">
          <Trans>No dishes found.</Trans>
        </Text>
      );
    return (
      <Stack gap="md" ref={listRef}>
        {sections.map((section) => (
          <Stack key={section.id} gap={4} component="section" aria-label={section.name}>
            <Title order={3} size="h5">
              {section.name}
            </Title>
            <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {section.items.map((item) => {
                const dish = item.name;
                const unavailable = item.outOfStock || item.price === null;
                return (
                  <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text style={{ overflowWrap: 'anywhere' }}>{dish}</Text>
                      <Text size="sm" c="dimmed">
                        {item.outOfStock
                          ? t`Out of stock`
                          : item.price === null
                            ? t`No price`
                            : formatPrice(item.price, currency, i18n.locale)}
                      </Text>
                    </Stack>
                    <Button
                      size="compact-md"
                      variant="light"
                      disabled={unavailable}
                      data-add-item={item.id}
                      aria-label={t`Add ${dish}`}
                      onClick={() => {
                        returnTo.current = item.id;
                        setChoosing(item);
                      }}
                    >
                      <Trans>Add</Trans>
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  };

  const forTable = tableName ?? '';
  const title = tableId === undefined ? t`New order` : t`Add lines for ${forTable}`;

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={phone}>
      <Stack gap="lg">
        {tableId === undefined && (
          <NativeSelect
            label={t`Table`}
            required
            value={chosenTable}
            onChange={(event) => {
              setChosenTable(event.currentTarget.value);
              setTableError(null);
              sendKey.current = null;
            }}
            error={tableError}
            data={[
              { value: '', label: t`Choose a table`, disabled: true },
              ...(tables.data?.tables ?? []).map((table) => {
                const name = tableLabel(i18n, table.name);
                return {
                  value: String(table.id),
                  label: busyTableIds.includes(table.id) ? t`${name} (open order)` : name,
                };
              }),
            ]}
          />
        )}
        {choosing ? (
          <DishChooser
            key={choosing.id}
            item={choosing}
            currency={currency}
            onCancel={() => setChoosing(null)}
            onAdd={(line) => {
              nextKey.current += 1;
              changeLines([...lines, { ...line, key: nextKey.current }]);
              const quantity = line.quantity;
              const dish = line.item.name;
              setSaid({ id: nextKey.current, text: t`${quantity} × ${dish} added to the round.` });
              setChoosing(null);
            }}
          />
        ) : (
          <Stack gap="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              {menuList.length > 1 && (
                <NativeSelect
                  label={t`Menu`}
                  value={menuId === undefined ? '' : String(menuId)}
                  onChange={(event) => setMenuId(Number(event.currentTarget.value))}
                  data={menuList.map((entry) => ({
                    value: String(entry.id),
                    label: entry.adminDisplayName || entry.name,
                  }))}
                />
              )}
              <TextInput
                label={t`Find a dish`}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
            </Group>
            {dishes()}
          </Stack>
        )}

        <Stack gap="xs" component="section" aria-labelledby="staff-round-lines">
          <Title order={3} size="h4" id="staff-round-lines">
            <Trans>This round</Trans>
          </Title>
          {lines.length === 0 ? (
            <Text c="dimmed" size="sm">
              <Trans>No dishes yet.</Trans>
            </Text>
          ) : (
            <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {lines.map((line) => {
                const dish = line.item.name;
                const note = line.note;
                return (
                  <Group component="li" key={line.key} justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600}>
                        {line.quantity} × {dish}
                      </Text>
                      {line.optionsText && (
                        <Text size="sm" c="dimmed">
                          {line.optionsText}
                        </Text>
                      )}
                      {note && (
                        <Text size="sm" fs="italic">
                          <Trans>Note: {note}</Trans>
                        </Text>
                      )}
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      <Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {money(line.unitCents * line.quantity)}
                      </Text>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => changeLines(lines.filter((entry) => entry.key !== line.key))}
                        aria-label={t`Remove ${dish}`}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          )}
          {lines.length > 0 && (
            <Group justify="space-between">
              <Text fw={700}>
                <Trans>Total of the round</Trans>
              </Text>
              <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(total)}
              </Text>
            </Group>
          )}
          <FormError>
            {linesError ?? (send.isError && <SendRefusal error={send.error} lines={lines} />)}
          </FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              <Trans>Send to the kitchen</Trans>
            </Button>
          </Group>
        </Stack>
        <VisuallyHidden aria-live="polite">{said && <p key={said.id}>{said.text}</p>}</VisuallyHidden>
      </Stack>
    </Modal>
  );
}
