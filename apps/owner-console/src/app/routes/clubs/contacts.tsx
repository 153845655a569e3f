import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { ClubContacts } from '#features/clubs/components/club-contacts-form.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t`Contacts`} />
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Contacts</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Guests find these at the bottom of your menus.</Trans>
        </Text>
      </Stack>
      <ClubContacts key={clubId} clubId={clubId} />
    </Stack>
  );
}
