import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { validateTableName } from '@tavola/domain/table';
import { useCallback, useState } from 'react';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { PencilIcon, TrashIcon } from '#components/icons.tsx';
import { RenameModal } from '#components/rename-modal.tsx';
import { notify } from '#lib/notifications.ts';
import { useDeleteTable } from '../api/delete-table';
import { useSaveTable } from '../api/save-table';
import { useTablesErrorText } from '../hooks/use-tables-error-text';
import { revealElement } from '../utils/reveal-element';
import classes from './tables-list.module.css';
import { ZoneSelect, zoneIdOf, zoneValue } from './zone-select';

/**
 * A table as the owner manages it. Its `premium` flag is not shown: nothing in the product acts on it
 * (the specification leaves its rules out), so a badge would only raise a question (decision 034).
 */
interface Table {
  id: number;
  name: string;
  tableZoneId: number | null;
}

interface Zone {
  id: number;
  name: string;
}

export interface TablesListProps {
  clubId: number;
  tables: Table[];
  zones: Zone[];
  /** the tables the owner just added: lit up briefly once listed, the first brought into view */
  justAddedIds?: readonly number[];
}

/** Tables grouped by zone (the list comes sorted by zone and name), then those without a zone. */
export function TablesList({ clubId, tables, zones, justAddedIds = [] }: TablesListProps) {
  const { t } = useLingui();
  const firstAddedId = justAddedIds[0] ?? null;
  // a new callback for each add, so React calls it when the added table's row appears; the list
  // may show it a moment after the add resolved (it is read again), hence a ref and not an effect
  const revealJustAdded = useCallback(
    (row: HTMLDivElement | null) => {
      if (row) revealElement(row);
    },
    [firstAddedId],
  );
  const errorText = useTablesErrorText();
  const saveTable = useSaveTable();
  const moveTable = useSaveTable();
  const deleteTable = useDeleteTable();
  const [renaming, setRenaming] = useState<Table | null>(null);
  const [deleting, setDeleting] = useState<Table | null>(null);

  const groups = [
    ...zones.map((zone) => ({
      key: String(zone.id),
      title: zone.name,
      tables: tables.filter((table) => table.tableZoneId === zone.id),
    })),
    { key: 'none', title: t`No zone`, tables: tables.filter((table) => table.tableZoneId === null) },
  ].filter((group) => group.tables.length > 0);

  const move = (table: Table, value: string | null) => {
    const tableZoneId = zoneIdOf(value);
    if (tableZoneId === table.tableZoneId) return;
    moveTable.mutate(
      { params: { path: { clubId } }, body: { id: table.id, name: table.name, tableZoneId } },
      {
        onError: (error) => notify({ variant: 'error', message: errorText(error, table.name) ?? '' }),
      },
    );
  };

  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.key} gap="xs" component="section" aria-label={group.title}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {group.title}
            </Title>
            <Badge variant="light" color="gray">
              {group.tables.length}
            </Badge>
          </Group>
          <Stack gap={6}>
            {group.tables.map((table) => (
              <Paper
                key={table.id}
                withBorder
                px="md"
                py="xs"
                ref={table.id === firstAddedId ? revealJustAdded : undefined}
                className={justAddedIds.includes(table.id) ? classes.justAdded : undefined}
                data-just-added={justAddedIds.includes(table.id) || undefined}
              >
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text fw={600} truncate miw={0} style={{ flex: 1 }}>
                    {table.name}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <ZoneSelect
                      aria-label={t`Zone of ${table.name}`}
                      zones={zones}
                      size="sm"
                      w={150}
                      value={zoneValue(table.tableZoneId)}
                      onChange={(value) => move(table, value)}
                    />
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="gray"
                      aria-label={t`Rename ${table.name}`}
                      onClick={() => {
                        saveTable.reset();
                        setRenaming(table);
                      }}
                    >
                      <PencilIcon />
                    </ActionIcon>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete ${table.name}`}
                      onClick={() => {
                        deleteTable.reset();
                        setDeleting(table);
                      }}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ))}

      <RenameModal
        opened={renaming !== null}
        title={t`Rename table`}
        label={t`Table name`}
        initialName={renaming?.name ?? ''}
        validate={validateTableName}
        pending={saveTable.isPending}
        error={errorText(saveTable.error)}
        onClose={() => setRenaming(null)}
        onSubmit={(name) =>
          renaming &&
          saveTable.mutate(
            {
              params: { path: { clubId } },
              body: { id: renaming.id, name, tableZoneId: renaming.tableZoneId },
            },
            { onSuccess: () => setRenaming(null) },
          )
        }
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete table ${deleting?.name ?? ''}`}
        description={
          <Trans>Its QR code will stop opening your menu. Printed codes of other tables keep working.</Trans>
        }
        pending={deleteTable.isPending}
        error={errorText(deleteTable.error)}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteTable.mutate(
            { params: { path: { clubId, tableId: deleting.id } } },
            { onSuccess: () => setDeleting(null) },
          )
        }
      />
    </Stack>
  );
}
