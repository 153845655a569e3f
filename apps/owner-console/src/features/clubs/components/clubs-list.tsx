import { Trans } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@tavola/ui/page-loader';
import { Link } from 'react-router';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { useOwnedClubs } from '../api/list-owned-clubs';
import { useCurrentClub } from '../hooks/use-current-club';
import { ClubCard } from './club-card';
import { ClubsEmptyState } from './clubs-empty-state';

/** Signed-in home: the owner's clubs with their plan and any notice from the team. */
export function ClubsList() {
  const clubs = useOwnedClubs();
  const current = useCurrentClub();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Your clubs</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Your venues on Tavola, with their plan and any notice from our team.</Trans>
          </Text>
        </Stack>
        <Button component={Link} to={paths.clubs.new.getHref()}>
          <Trans>New club</Trans>
        </Button>
      </Group>
      {clubs.isPending && <PageLoader />}
      {clubs.isError && <LoadError onRetry={() => clubs.refetch()} />}
      {clubs.data && clubs.data.length === 0 && <ClubsEmptyState />}
      {clubs.data && clubs.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {clubs.data.map((club) => (
            <ClubCard key={club.id} club={club} current={club.id === current?.id} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
