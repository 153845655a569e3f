import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { PageTitle } from '#components/page-title.tsx';
import { ClubNotice } from '#features/clubs/components/club-notice.tsx';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';

export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
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
