import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Group, Loader, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { STANDARD_STATISTICS_DAYS } from '@tavola/domain/limits';
import { entitlementsFor } from '@tavola/domain/plans';
import { useId, useState } from 'react';
import { useClub } from '#api/get-club.ts';
import { LoadError } from '#components/load-error.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { languageName } from '#lib/language-names.ts';
import { type ScanStatistics, useScanStatistics } from '../api/get-scan-statistics';
import { FIRST_SCAN_PERIOD, type ScanPeriod } from '../scan-period';
import { ORIGINAL_LANGUAGE } from '../utils/language-name';
import { Bars, type FiguresColumn, FiguresTable, PeriodChoice } from './figures';

type Period = ScanPeriod;

// a calendar date of the club (YYYY-MM-DD), shown as such whatever the browser's time zone
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

function useDayFormat() {
  const { i18n } = useLingui();
  const short = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' });
  return {
    short: (date: string) => short.format(dayOf(date)),
    long: (date: string) => long.format(dayOf(date)),
  };
}

/** Bars of scans per day, drawn for the eye; the table under it says the same to a screen reader. */
function ScansPerDay({ days }: { days: ScanStatistics['days'] }) {
  const { t } = useLingui();
  const format = useDayFormat();
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <Box>
      <Bars
        bars={days.map((day) => ({
          key: day.date,
          value: day.scans,
          title: `${format.short(day.date)}: ${day.scans}`,
        }))}
        height={120}
      />
      {first && last && (
        <Group justify="space-between" mt={4} aria-hidden>
          <Text size="xs" c="dimmed">
            {format.short(first.date)}
          </Text>
          <Text size="xs" c="dimmed">
            {format.short(last.date)}
          </Text>
        </Group>
      )}
      <VisuallyHidden>
        <FiguresTable
          caption={t`Scans per day`}
          nameHeader={t`Day`}
          columns={[{ header: t`Scans`, value: (row) => row.scans }]}
          rows={days.map((day) => ({ key: day.date, name: format.long(day.date), scans: day.scans }))}
        />
      </VisuallyHidden>
    </Box>
  );
}

/**
 * The guests' scans of the club's menus: per day, the top tables and the languages read. A period
 * beyond the plan's `statisticsDays` (90 days: Professional, docs/decisions/018) stays on offer but
 * shows the upgrade prompt instead of asking the server, which would refuse it.
 */
export function ScanStatisticsPanel({ clubId }: { clubId: number }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [period, setPeriod] = useState<Period>(FIRST_SCAN_PERIOD);
  const club = useClub(clubId);
  // until the plan is known, only what every plan allows
  const allowedDays = club.data ? entitlementsFor(club.data.plan).statisticsDays : STANDARD_STATISTICS_DAYS;
  const inPlan = period <= allowedDays;
  const statistics = useScanStatistics(clubId, period, { enabled: inPlan });
  const data = statistics.data;
  const scansColumn: FiguresColumn<{ scans: number }>[] = [{ header: t`Scans`, value: (row) => row.scans }];

  const body = () => {
    if (!inPlan || errorCode(statistics.error) === 'feature_not_in_plan')
      return (
        <UpgradePrompt clubId={clubId} feature="statisticsDays">
          <Trans>
            Scans over {period} days are a Professional feature: upgrade your plan to look further back.
          </Trans>
        </UpgradePrompt>
      );
    if (statistics.isPending) return <Loader size="sm" aria-label={t`Loading the scans`} />;
    if (statistics.isError || !data) return <LoadError onRetry={() => statistics.refetch()} />;
    if (data.total === 0)
      return (
        <Text c="dimmed">
          <Trans>No scans in this period. When guests open a table's menu, they are counted here.</Trans>
        </Text>
      );
    return (
      <Stack gap="lg">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Scans in the last {period} days</Trans>
          </Text>
          <Text fw={700} fz={28} lh={1.2} data-testid="scans-total">
            {data.total}
          </Text>
        </Stack>
        <ScansPerDay days={data.days} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} size="h5">
              <Trans>Top tables</Trans>
            </Title>
            <FiguresTable
              caption={t`Top tables`}
              nameHeader={t`Table`}
              columns={scansColumn}
              rows={data.tables.map((table) => ({
                key: String(table.tableId),
                name: table.tableName ?? t`Deleted table`,
                scans: table.scans,
              }))}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              <Trans>Guests' languages</Trans>
            </Title>
            <FiguresTable
              caption={t`Guests' languages`}
              nameHeader={t`Language`}
              columns={scansColumn}
              rows={data.languages.map((language) => ({
                key: language.language,
                name:
                  language.language === ORIGINAL_LANGUAGE
                    ? t`Original texts`
                    : languageName(language.language, i18n.locale),
                scans: language.scans,
              }))}
            />
          </Stack>
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            <Trans>Menu scans</Trans>
          </Title>
          <PeriodChoice label={t`Period`} value={period} onChange={setPeriod} />
        </Group>
        {body()}
      </Stack>
    </Card>
  );
}
