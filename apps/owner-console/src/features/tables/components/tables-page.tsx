import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTables } from '#api/list-tables.ts';
import { useZones } from '#api/list-zones.ts';
import { QrCodeIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { notify } from '#lib/notifications.ts';
import { useCreateTableRange } from '../api/create-table-range';
import { useSaveTable } from '../api/save-table';
import { useTablesErrorText } from '../hooks/use-tables-error-text';
import { AddTableForm } from './add-table-form';
import { TableRangeForm } from './table-range-form';
import { TablesList } from './tables-list';
import { ZonesPanel } from './zones-panel';

/** Tables and zones of a club: add one table or a range, rename, move, delete; manage zones. */
export function TablesPage({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const errorText = useTablesErrorText();
  const tables = useTables(clubId);
  const zones = useZones(clubId);
  const saveTable = useSaveTable();
  const createRange = useCreateTableRange();
  const [mode, setMode] = useState<'one' | 'range'>('one');
  const [justAddedIds, setJustAddedIds] = useState<number[]>([]);

  const tableCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const table of tables.data?.tables ?? [])
      if (table.tableZoneId !== null) counts.set(table.tableZoneId, (counts.get(table.tableZoneId) ?? 0) + 1);
    return counts;
  }, [tables.data]);

  const header = (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Tables and zones</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Each table gets its own QR code, which opens your menu for that table.</Trans>
        </Text>
      </Stack>
      <Button
        component={Link}
        to={paths.clubs.qrCode.getHref(clubId)}
        variant="light"
        leftSection={<QrCodeIcon />}
      >
        <Trans>QR codes</Trans>
      </Button>
    </Group>
  );

  if (tables.isPending || zones.isPending) return <PageLoader />;
  if (tables.isError || zones.isError) {
    return (
      <Stack gap="lg">
        {header}
        <LoadError onRetry={() => Promise.all([tables.refetch(), zones.refetch()])} />
      </Stack>
    );
  }

  const zoneList = zones.data.tableZones;
  const tableList = tables.data.tables;

  return (
    <Stack gap="lg">
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <Group justify="space-between" gap="sm">
                  <Title order={2} size="h4">
                    <Trans>Add tables</Trans>
                  </Title>
                  <SegmentedControl
                    size="xs"
                    aria-label={t`How to add tables`}
                    value={mode}
                    onChange={(value) => setMode(value as 'one' | 'range')}
                    data={[
                      { value: 'one', label: t`One table` },
                      { value: 'range', label: t`A range` },
                    ]}
                  />
                </Group>
                {mode === 'one' ? (
                  <AddTableForm
                    zones={zoneList}
                    pending={saveTable.isPending}
                    error={errorText(saveTable.error)}
                    onSubmit={(values) =>
                      saveTable.mutateAsync({ params: { path: { clubId } }, body: values }).then((added) => {
                        // on a phone the list is below the form: say it worked, and show where
                        const name = added.name;
                        notify({ variant: 'success', message: t`Table “${name}” added.` });
                        setJustAddedIds([added.id]);
                      })
                    }
                  />
                ) : (
                  <TableRangeForm
                    zones={zoneList}
                    pending={createRange.isPending}
                    error={errorText(createRange.error)}
                    onSubmit={(values) =>
                      createRange
                        .mutateAsync({ params: { path: { clubId } }, body: values })
                        .then((created) => {
                          const count = created.tables.length;
                          notify({
                            variant: 'success',
                            message: t({
                              message: plural(count, { one: '# table added.', other: '# tables added.' }),
                            }),
                          });
                          setJustAddedIds(created.tables.map((added) => added.id));
                        })
                        .catch(() => {})
                    }
                  />
                )}
              </Stack>
            </Paper>
            {tableList.length === 0 ? (
              <Paper withBorder p="lg">
                <Text>
                  <Trans>No tables yet. Add them one by one, or a whole range such as T1 to T20.</Trans>
                </Text>
              </Paper>
            ) : (
              <TablesList clubId={clubId} tables={tableList} zones={zoneList} justAddedIds={justAddedIds} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ZonesPanel clubId={clubId} zones={zoneList} tableCounts={tableCounts} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
