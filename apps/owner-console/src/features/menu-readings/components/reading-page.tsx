import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorStatus } from '#lib/api-errors.ts';
import { useDiscardMenuReading } from '../api/discard-menu-reading';
import { type MenuReading, useMenuReading } from '../api/get-menu-reading';
import { ConfirmModal } from './confirm-modal';
import { DraftReview } from './draft-review';
import { ReadingErrorText } from './reading-error-text';
import { ReadingProgressText } from './reading-progress-text';

function BackToMenus({ clubId }: { clubId: number }) {
  return (
    <Anchor component={Link} to={paths.menus.list.getHref(clubId)} size="sm">
      <Group gap={4} component="span">
        <ArrowLeftIcon size={14} />
        <Trans>Back to the menus</Trans>
      </Group>
    </Anchor>
  );
}

/** Pages being read: the progress, said politely to screen readers as it moves, and Cancel. */
function ReadingInProgress({ clubId, reading }: { clubId: number; reading: MenuReading }) {
  const { t } = useLingui();
  const discard = useDiscardMenuReading();
  const [confirming, setConfirming] = useState(false);
  const share = reading.pageCount > 0 ? (reading.pagesRead / reading.pageCount) * 100 : 0;
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>
        <Trans>Reading your menu</Trans>
      </Title>
      <Text aria-live="polite" fw={600}>
        <ReadingProgressText pagesRead={reading.pagesRead} pageCount={reading.pageCount} />
      </Text>
      <Progress value={share} animated aria-label={t`Reading progress`} />
      <Text size="sm" c="dimmed">
        <Trans>
          This takes a few seconds a page. You can leave this page: the reading goes on, and the menus page
          shows it.
        </Trans>
      </Text>
      <Group>
        <Button variant="default" onClick={() => setConfirming(true)}>
          <Trans>Cancel the reading</Trans>
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t`Stop reading this menu?`}
        description={<Trans>The pages read so far are dropped. You can send the files again later.</Trans>}
        confirmLabel={<Trans>Stop reading</Trans>}
        pending={discard.isPending}
        onConfirm={async () => {
          await discard
            .mutateAsync({ params: { path: { clubId, readingId: reading.id } } })
            .catch(() => undefined);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** A reading that failed or was cancelled: why, and the way back to send the files again. */
function ReadingEnded({ clubId, reading }: { clubId: number; reading: MenuReading }) {
  const navigate = useNavigate();
  const discard = useDiscardMenuReading();
  const tryAgain = async () => {
    await discard.mutateAsync({ params: { path: { clubId, readingId: reading.id } } }).catch(() => undefined);
    navigate(paths.menus.list.getHref(clubId));
  };
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>
        {reading.status === 'cancelled' ? (
          <Trans>Reading cancelled</Trans>
        ) : (
          <Trans>The menu could not be read</Trans>
        )}
      </Title>
      <Alert color={reading.status === 'cancelled' ? 'gray' : 'red'} variant="light">
        {reading.status === 'cancelled' ? (
          <Trans>You stopped this reading. Nothing was created.</Trans>
        ) : (
          <ReadingErrorText error={reading.error} />
        )}
      </Alert>
      <Group>
        <Button onClick={tryAgain} loading={discard.isPending}>
          <Trans>Discard and try again</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

export interface ReadingPageProps {
  clubId: number;
  readingId: number;
}

/** `/clubs/{clubId}/menu/readings/{readingId}`: a menu read from photos or a PDF, as far as it got. */
export function ReadingPage({ clubId, readingId }: ReadingPageProps) {
  const { t } = useLingui();
  const reading = useMenuReading(clubId, readingId);
  const status = reading.data?.status;
  const area = useRef<HTMLDivElement>(null);
  const previousStatus = useRef(status);

  // When the reading ends while the page is open, the progress (its heading, its Cancel button)
  // gives way to the draft or the reason: focus that was on it has fallen to the page's body, so it
  // goes to the new heading, which a screen reader then reads out. Focus elsewhere stays there.
  useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = status;
    if (was !== 'reading' || status === 'reading' || status === undefined) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = area.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [status]);

  let content: ReactNode;
  if (reading.isError && errorStatus(reading.error) === 404)
    content = (
      <Alert color="gray" variant="light" title={<Trans>This import no longer exists</Trans>}>
        <Trans>It was discarded, perhaps in another window. Start a new one from the menus page.</Trans>
      </Alert>
    );
  else if (reading.isError) content = <LoadError onRetry={() => reading.refetch()} />;
  else if (!reading.data) content = <Loader aria-label={t`Loading`} />;
  else {
    const data = reading.data;
    switch (data.status) {
      case 'reading':
        content = <ReadingInProgress clubId={clubId} reading={data} />;
        break;
      case 'failed':
      case 'cancelled':
        content = <ReadingEnded clubId={clubId} reading={data} />;
        break;
      case 'created':
        content = (
          <Alert color="teal" variant="light" title={<Trans>This menu was created</Trans>}>
            {data.menuId !== null && (
              <Anchor component={Link} to={paths.menus.sections.getHref(clubId, data.menuId)}>
                <Trans>Open the menu</Trans>
              </Anchor>
            )}
          </Alert>
        );
        break;
      default:
        content = data.draft ? (
          <DraftReview clubId={clubId} reading={{ ...data, draft: data.draft }} />
        ) : (
          <LoadError onRetry={() => reading.refetch()} />
        );
    }
  }

  return (
    <Stack gap="md" ref={area}>
      <BackToMenus clubId={clubId} />
      {content}
    </Stack>
  );
}
