import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '#components/page-title.tsx';
import { PlanPage } from '#features/billing/components/plan-page.tsx';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';

export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
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
