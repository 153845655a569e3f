import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { PaymentPage } from '#features/billing/components/payment-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t`Payment`} />
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Payment</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Your card details go straight to the payment provider; Tavola keeps only the brand and the last
            four digits.
          </Trans>
        </Text>
      </Stack>
      <PaymentPage key={clubId} clubId={clubId} />
    </Stack>
  );
}
