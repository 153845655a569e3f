import { Trans } from '@lingui/react/macro';
import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { useClub } from '#api/get-club.ts';
import { InfoIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { severityColor } from './club-message-banner';

/** `/clubs/{clubId}/notice`: the team's current message in full, or a calm empty state. */
export function ClubNotice({ clubId }: { clubId: number }) {
  const club = useClub(clubId);
  if (club.isPending) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  const message = club.data.message;
  if (!message)
    return (
      <Paper withBorder p="xl">
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <InfoIcon size={24} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>No message</Trans>
          </Text>
          <Text c="dimmed" size="sm">
            <Trans>The Tavola team has nothing to tell you right now.</Trans>
          </Text>
        </Stack>
      </Paper>
    );
  const color = severityColor(message.severity);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-6)` }}
      data-severity={message.severity}
    >
      <Stack gap="sm">
        <Badge color={color} variant="light" w="fit-content">
          {color === 'blue' && <Trans>Information</Trans>}
          {color === 'yellow' && <Trans>Warning</Trans>}
          {color === 'red' && <Trans>Important</Trans>}
        </Badge>
        <Title order={2} size="h3">
          {message.summary}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{message.fullMessage}</Text>
      </Stack>
    </Paper>
  );
}
