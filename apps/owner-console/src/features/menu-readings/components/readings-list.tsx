import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { exactTime } from '#lib/relative-time.ts';
import { useDiscardMenuReading } from '../api/discard-menu-reading';
import { menuReadingQueryOptions } from '../api/get-menu-reading';
import { useMenuReadings } from '../api/list-menu-readings';
import { ConfirmModal } from './confirm-modal';
import { ReadingErrorText } from './reading-error-text';
import { ReadingProgressText } from './reading-progress-text';

type ReadingSummary = Schemas['MenuReadingSummary'];

/** A failed reading's reason: the list's summary has none, so the reading itself is asked (cached). */
function FailureReason({ clubId, readingId }: { clubId: number; readingId: number }) {
  const reading = useQuery({ ...menuReadingQueryOptions(clubId, readingId), meta: { handlesErrors: true } });
  return <ReadingErrorText error={reading.data?.error ?? null} />;
}

function ReadingEntry({
  clubId,
  reading,
  onDiscard,
}: {
  clubId: number;
  reading: ReadingSummary;
  onDiscard: (reading: ReadingSummary) => void;
}) {
  const { t, i18n } = useLingui();
  const started = exactTime(new Date(reading.createdAt), i18n.locale);
  const href = paths.menus.reading.getHref(clubId, reading.id);
  const discard = (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => onDiscard(reading)}
      aria-label={t`Discard the import started ${started}`}
    >
      <Trans>Discard</Trans>
    </Button>
  );
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            <Trans>Started {started}</Trans>
          </Text>
          {reading.status === 'reading' && <Badge variant="light">{t`Reading…`}</Badge>}
          {reading.status === 'ready' && (
            <Badge variant="light" color="teal">
              {t`Ready for review`}
            </Badge>
          )}
          {reading.status === 'failed' && (
            <Badge variant="light" color="red">
              {t`Could not be read`}
            </Badge>
          )}
          {reading.status === 'cancelled' && (
            <Badge variant="light" color="gray">
              {t`Cancelled`}
            </Badge>
          )}
        </Group>
        {reading.status === 'reading' && (
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              <ReadingProgressText pagesRead={reading.pagesRead} pageCount={reading.pageCount} />
            </Text>
            <Button component={Link} to={href} size="compact-sm" variant="light">
              <Trans>Show progress</Trans>
            </Button>
          </Group>
        )}
        {reading.status === 'ready' && (
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              <Plural value={reading.dishes} one="# dish found" other="# dishes found" />
            </Text>
            <Group gap={4}>
              <Button component={Link} to={href} size="compact-sm">
                <Trans>Continue reviewing</Trans>
              </Button>
              {discard}
            </Group>
          </Group>
        )}
        {(reading.status === 'failed' || reading.status === 'cancelled') && (
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">
              {reading.status === 'failed' ? (
                <FailureReason clubId={clubId} readingId={reading.id} />
              ) : (
                <Trans>You stopped this reading.</Trans>
              )}
            </Text>
            {discard}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The menu list's imports from photos or a PDF that are not a menu yet: being read, waiting for
 * review (the owner can come back to a draft), or ended without one and why. Nothing when there
 * are none.
 */
export function ReadingsList({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  const readings = useMenuReadings(clubId);
  const discard = useDiscardMenuReading();
  const [confirming, setConfirming] = useState<ReadingSummary | null>(null);
  const shown = (readings.data ?? []).filter((reading) => reading.status !== 'created');
  if (shown.length === 0) return null;

  const discardNow = (reading: ReadingSummary) =>
    discard.mutateAsync({ params: { path: { clubId, readingId: reading.id } } }).catch(() => undefined);

  return (
    <Stack gap="xs" component="section" aria-labelledby="menu-readings-title">
      <Title order={2} size="h4" id="menu-readings-title">
        <Trans>Imports from photos or a PDF</Trans>
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((reading) => (
          <ReadingEntry
            key={reading.id}
            clubId={clubId}
            reading={reading}
            // a draft under review is work to lose: asked first; a failed reading is not
            onDiscard={(entry) => (entry.status === 'ready' ? setConfirming(entry) : discardNow(entry))}
          />
        ))}
      </Stack>
      <ConfirmModal
        opened={confirming !== null}
        title={t`Discard this draft?`}
        description={<Trans>The dishes found and your corrections are deleted. No menu is touched.</Trans>}
        confirmLabel={<Trans>Discard</Trans>}
        pending={discard.isPending}
        onConfirm={async () => {
          if (confirming) await discardNow(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
