import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { PlanPage } from '#features/billing/components/plan-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t`Subscription plan`} />
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Subscription plan</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Your plan decides how many menus you can have and which features your guests see.</Trans>
        </Text>
      </Stack>
      <PlanPage key={clubId} clubId={clubId} />
    </Stack>
  );
}
