import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { STANDARD_STATISTICS_DAYS } from '@tavola/domain/limits';
import { entitlementsFor } from '@tavola/domain/plans';
import { useId, useState } from 'react';
import { useClub } from '#api/get-club.ts';
import { type OrderStatistics, useOrderStatistics } from '#api/get-order-statistics.ts';
import { LoadError } from '#components/load-error.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { formatCents } from '#lib/cents.ts';
import type { ScanPeriod } from '../scan-period';
import { Bars, type FiguresColumn, FiguresTable, PeriodChoice, tabularFigures } from './figures';

/** The panel opens on the last week, as the server's default. */
const FIRST_PERIOD: ScanPeriod = 7;

// a calendar date of the club (YYYY-MM-DD), shown as such whatever the browser's time zone
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

interface Row {
  key: string;
  name: string;
  /** orders, or the quantity of a dish */
  count: number;
  revenueCents: number;
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
  const revenueBars = (rows: Row[]) =>
    rows.map((row) => ({
      key: row.key,
      value: row.revenueCents,
      title: `${row.name}: ${money(row.revenueCents)}`,
    }));
  const columns = (countHeader: string): FiguresColumn<Row>[] => [
    { header: countHeader, value: (row) => row.count },
    { header: t`Revenue`, value: (row) => money(row.revenueCents) },
  ];
  return (
    <Stack gap="lg">
      <Group gap="xl">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Orders in the last {period} days</Trans>
          </Text>
          <Text fw={700} fz={28} lh={1.2} data-testid="orders-total" style={tabularFigures}>
            {orders}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Revenue in the last {period} days</Trans>
          </Text>
          <Text fw={700} fz={28} lh={1.2} data-testid="revenue-total" style={tabularFigures}>
            {money(data.totals.revenueCents)}
          </Text>
        </Stack>
      </Group>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>By day</Trans>
        </Title>
        <Bars bars={revenueBars(byDay)} height={96} />
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
            columns={columns(t`Orders`)}
            rows={[...byDay].reverse()}
          />
        </Box>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>By hour of the day</Trans>
        </Title>
        <Bars bars={revenueBars(byHour)} height={96} />
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
            columns={columns(t`Orders`)}
            rows={byHour.filter((row) => row.count > 0)}
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
            columns={columns(t`Orders`)}
            rows={byTable}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>Most ordered dishes</Trans>
          </Title>
          <FiguresTable
            caption={t`Most ordered dishes`}
            nameHeader={t`Dish`}
            columns={columns(t`Quantity`)}
            rows={dishes}
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
          <PeriodChoice label={t`Period of the orders`} value={period} onChange={setPeriod} />
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
