import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { BillingPage } from '#features/billing/components/billing-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t`Billing`} />
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Billing</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The cards that pay your plan, and your invoices.</Trans>
        </Text>
      </Stack>
      <BillingPage key={clubId} clubId={clubId} />
    </Stack>
  );
}
