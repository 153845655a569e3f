import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';

/** The payment page arrives with billing; until then it points to the board. */
export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t`Payment`} />
      <Title order={1}>
        <Trans>Payment</Trans>
      </Title>
      <Paper withBorder p="xl">
        <Stack gap="sm">
          <Text>
            <Trans>Payments are set up from the plan page, which comes with billing.</Trans>
          </Text>
          <Anchor component={Link} to={paths.clubs.profile.getHref(clubId)}>
            <Trans>Back to the club</Trans>
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
