import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '#components/page-title.tsx';
import { ClubSettings } from '#features/clubs/components/club-settings.tsx';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';

export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t`Settings`} />
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Settings</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Choose what your guests can do with your menus. Changes apply at once.</Trans>
        </Text>
      </Stack>
      <ClubSettings key={clubId} clubId={clubId} />
    </Stack>
  );
}
