import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '#components/page-title.tsx';
import { BillingPage } from '#features/billing/components/billing-page.tsx';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';

export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
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
