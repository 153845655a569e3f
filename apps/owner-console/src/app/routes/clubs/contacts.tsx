import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '#components/page-title.tsx';
import { ClubContacts } from '#features/clubs/components/club-contacts-form.tsx';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';

export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
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
