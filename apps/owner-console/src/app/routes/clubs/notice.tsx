import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { ClubNotice } from '#features/clubs/components/club-notice.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t`Messages`} />
      <Title order={1}>
        <Trans>Message from the Tavola team</Trans>
      </Title>
      <ClubNotice key={clubId} clubId={clubId} />
    </Stack>
  );
}
