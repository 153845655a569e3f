import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { useId, useMemo, useState } from 'react';
import { useClub } from '#api/get-club.ts';
import { DownloadIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { notify } from '#lib/notifications.ts';
import { useExportClubActivity } from '../api/export-club-activity';
import { type ActivityFilter, useClubActivity } from '../api/list-club-activity';
import { useClubMembers } from '../api/list-club-members';
import { type ActivityEntry, useActivityTexts } from '../hooks/use-activity-texts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The club's activity log: who changed what and when (menus, items, prices, stock, the team, the
 * plan), newest first, in the club's time. Filter by person and by day; export the same as CSV.
 */
export function ActivityPage({ clubId }: { clubId: number }) {
  const { t, i18n } = useLingui();
  const [userId, setUserId] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const filter: ActivityFilter = {
    ...(userId ? { userId: Number(userId) } : {}),
    ...(DAY_PATTERN.test(day) ? { day } : {}),
  };
  const activity = useClubActivity(clubId, filter);
  const members = useClubMembers(clubId);
  const club = useClub(clubId);
  const exportCsv = useExportClubActivity();
  const headingId = useId();

  const timeZone = club.data?.timeZone;
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(timeZone ? { timeZone } : {}),
      }),
    [i18n.locale, timeZone],
  );
  const currency = activity.data?.pages[0]?.currency ?? 'EUR';
  const { describe, author } = useActivityTexts(currency);

  const people = (members.data?.members ?? []).map((member) => ({
    value: String(member.userId),
    label: `${member.name} ${member.surname}`,
  }));
  const entries: ActivityEntry[] = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filter.userId !== undefined || filter.day !== undefined;

  const download = () =>
    exportCsv.mutate(
      { clubId, filter },
      {
        onError: () => notify({ variant: 'error', message: t`The file could not be made. Try again later.` }),
      },
    );

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} id={headingId}>
          <Trans>Activity</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Who changed what and when: menus, items, prices, out-of-stock flags, the team and the plan.
          </Trans>{' '}
          {timeZone && <Trans>Times are in {timeZone}.</Trans>}
        </Text>
      </Stack>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t`Person`}
          placeholder={t`Everyone`}
          data={people}
          value={userId}
          onChange={setUserId}
          clearable
          searchable
          nothingFoundMessage={t`Nobody by that name`}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          type="date"
          label={t`Day`}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          w={{ base: '100%', xs: 180 }}
        />
        <Button
          variant="default"
          leftSection={<DownloadIcon />}
          onClick={download}
          loading={exportCsv.isPending}
          w={{ base: '100%', xs: 'auto' }}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </Group>

      {activity.isPending ? (
        <PageLoader />
      ) : activity.isError && entries.length === 0 ? (
        <LoadError onRetry={activity.refetch} />
      ) : entries.length === 0 ? (
        <Paper withBorder p="lg">
          <Text role="status">
            {filtered ? (
              <Trans>No changes match these filters.</Trans>
            ) : (
              <Trans>No changes yet. Edits to menus, items, the team and the plan will show here.</Trans>
            )}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder component="section" aria-labelledby={headingId}>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Changes`}>
            {entries.map((entry, index) => (
              <Stack
                component="li"
                key={entry.id}
                gap={2}
                px="md"
                py="sm"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Text style={{ overflowWrap: 'anywhere' }}>{describe(entry)}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {author(entry)} · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}

      {activity.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => activity.fetchNextPage()}
            loading={activity.isFetchingNextPage}
          >
            <Trans>Load more</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
