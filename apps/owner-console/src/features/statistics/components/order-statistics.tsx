import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { STANDARD_STATISTICS_DAYS } from '@tavola/domain/limits';
import { entitlementsFor } from '@tavola/domain/plans';
import { useId, useState } from 'react';
import { useClub } from '#api/get-club.ts';
import { type OrderStatistics, useOrderStatistics } from '#api/get-order-statistics.ts';
import { LoadError } from '#components/load-error.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { formatCents } from '#lib/cents.ts';
import { SCAN_PERIODS, type ScanPeriod } from '../scan-period';

/** The panel opens on the last week, as the server's default. */
const FIRST_PERIOD: ScanPeriod = 7;

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

// a calendar date of the club (YYYY-MM-DD), shown as such whatever the browser's time zone
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

interface Row {
  key: string;
  name: string;
  /** orders, or the quantity of a dish */
  count: number;
  revenueCents: number;
}

/** One of the panel's tables: named by its caption, the counts and amounts right-aligned. */
function FiguresTable({
  caption,
  nameHeader,
  countHeader,
  rows,
  currency,
}: {
  caption: string;
  nameHeader: string;
  countHeader: string;
  rows: Row[];
  currency: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" captionSide="top">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          <Table.Th scope="col" ta="right">
            {countHeader}
          </Table.Th>
          <Table.Th scope="col" ta="right">{t`Revenue`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Table.Th>
            <Table.Td ta="right" style={figures}>
              {row.count}
            </Table.Td>
            <Table.Td ta="right" style={figures}>
              {formatCents(row.revenueCents, currency, i18n.locale)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Bars of revenue for the eye; the table beside them says the same to everyone. */
function RevenueBars({ rows, label }: { rows: Row[]; label: (row: Row) => string }) {
  const max = Math.max(1, ...rows.map((row) => row.revenueCents));
  return (
    <Box
      aria-hidden
      style={{ display: 'flex', alignItems: 'flex-end', gap: rows.length > 40 ? 1 : 3, height: 96 }}
    >
      {rows.map((row) => (
        <Box
          key={row.key}
          title={label(row)}
          style={{
            flex: 1,
            minWidth: 2,
            height: `${Math.max((row.revenueCents / max) * 100, row.revenueCents > 0 ? 4 : 1)}%`,
            borderRadius: 2,
            background:
              row.revenueCents > 0 ? 'var(--mantine-color-tavola-6)' : 'var(--mantine-color-gray-3)',
          }}
        />
      ))}
    </Box>
  );
}

function Figures({ data, period }: { data: OrderStatistics; period: number }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatCents(cents, data.currency, i18n.locale);
  const longDay = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' });
  const hour = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const byDay: Row[] = data.byDay.map((day) => ({
    key: day.date,
    name: longDay.format(dayOf(day.date)),
    count: day.orders,
    revenueCents: day.revenueCents,
  }));
  const byHour: Row[] = data.byHour.map((entry) => ({
    key: String(entry.hour),
    name: hour.format(new Date(Date.UTC(2000, 0, 1, entry.hour))),
    count: entry.orders,
    revenueCents: entry.revenueCents,
  }));
  const byTable: Row[] = data.byTable.map((table) => ({
    key: String(table.tableId),
    name: table.tableName,
    count: table.orders,
    revenueCents: table.revenueCents,
  }));
  const dishes: Row[] = data.byItem.slice(0, 10).map((item) => ({
    key: item.name,
    name: item.name,
    count: item.quantity,
    revenueCents: item.revenueCents,
  }));
  const orders = data.totals.orders;
  const barLabel = (row: Row) => `${row.name}: ${money(row.revenueCents)}`;
  return (
    <Stack gap="lg">
      <Group gap="xl">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Orders in the last {period} days</Trans>
          </Text>
          <Text fw={700} fz={28} lh={1.2} data-testid="orders-total" style={figures}>
            {orders}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Revenue in the last {period} days</Trans>
          </Text>
          <Text fw={700} fz={28} lh={1.2} data-testid="revenue-total" style={figures}>
            {money(data.totals.revenueCents)}
          </Text>
        </Stack>
      </Group>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>By day</Trans>
        </Title>
        <RevenueBars rows={byDay} label={barLabel} />
        <Box
          mah={320}
          style={{ overflowY: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t`Orders per day`}
        >
          <FiguresTable
            caption={t`Orders per day`}
            nameHeader={t`Day`}
            countHeader={t`Orders`}
            rows={[...byDay].reverse()}
            currency={data.currency}
          />
        </Box>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>By hour of the day</Trans>
        </Title>
        <RevenueBars rows={byHour} label={barLabel} />
        <Box
          mah={320}
          style={{ overflowY: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t`Orders by hour`}
        >
          <FiguresTable
            caption={t`Orders by hour`}
            nameHeader={t`Hour`}
            countHeader={t`Orders`}
            rows={byHour.filter((row) => row.count > 0)}
            currency={data.currency}
          />
        </Box>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>By table</Trans>
          </Title>
          <FiguresTable
            caption={t`Orders by table`}
            nameHeader={t`Table`}
            countHeader={t`Orders`}
            rows={byTable}
            currency={data.currency}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>Most ordered dishes</Trans>
          </Title>
          <FiguresTable
            caption={t`Most ordered dishes`}
            nameHeader={t`Dish`}
            countHeader={t`Quantity`}
            rows={dishes}
            currency={data.currency}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Orders from the tables and their revenue (docs/decisions/056), the owner's only: the route shows
 * it to owners, and nobody else's browser asks. Sent lines count, void ones do not; amounts are
 * integer cents in the club's currency, VAT included. A period beyond the plan's `statisticsDays`
 * shows the upgrade prompt instead of asking.
 */
export function OrderStatisticsPanel({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const [period, setPeriod] = useState<ScanPeriod>(FIRST_PERIOD);
  const club = useClub(clubId);
  const allowedDays = club.data ? entitlementsFor(club.data.plan).statisticsDays : STANDARD_STATISTICS_DAYS;
  const inPlan = period <= allowedDays;
  const statistics = useOrderStatistics(clubId, period, { enabled: inPlan });
  const data = statistics.data;

  const body = () => {
    if (!inPlan || errorCode(statistics.error) === 'feature_not_in_plan')
      return (
        <UpgradePrompt clubId={clubId} feature="statisticsDays">
          <Trans>
            Orders over {period} days are a Professional feature: upgrade your plan to look further back.
          </Trans>
        </UpgradePrompt>
      );
    if (statistics.isPending) return <Loader size="sm" aria-label={t`Loading the orders`} />;
    if (statistics.isError || !data) return <LoadError onRetry={() => statistics.refetch()} />;
    if (data.totals.orders === 0)
      return (
        <Text c="dimmed">
          <Trans>No orders in this period. When tables order from their phones, they are counted here.</Trans>
        </Text>
      );
    return <Figures data={data} period={period} />;
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            <Trans>Orders</Trans>
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t`Period of the orders`}
            value={String(period)}
            onChange={(value) => setPeriod(Number(value) as ScanPeriod)}
            data={SCAN_PERIODS.map((days) => ({ value: String(days), label: t`${days} days` }))}
          />
        </Group>
        {body()}
        <Text size="xs" c="dimmed">
          <Trans>
            Amounts include VAT. Void lines are left out. Nothing personal is kept: no guest names, no
            cookies.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}
