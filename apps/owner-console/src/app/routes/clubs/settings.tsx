import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { ClubSettings } from '#features/clubs/components/club-settings.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
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
