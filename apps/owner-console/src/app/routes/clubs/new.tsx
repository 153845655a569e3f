import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '#components/page-title.tsx';
import { NewClubForm } from '#features/clubs/components/new-club-form.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" maw={880}>
      <PageTitle title={t`New club`} />
      <Stack gap={4}>
        <Title order={1}>
          <Trans>New club</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Tell us about your venue. Our team activates new clubs within a few days; you can build menus
            right away.
          </Trans>
        </Text>
      </Stack>
      <NewClubForm />
    </Stack>
  );
}
