import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SystemPage } from '#components/system-page.tsx';
import { paths } from '#config/paths.ts';

export function UnauthorizedPage() {
  return (
    <SystemPage>
      <Stack align="center" ta="center" gap="md" py="md">
        <Text ff="heading" fw={700} fz={{ base: 72, sm: 96 }} lh={1} c="tavola.6" aria-hidden="true">
          401
        </Text>
        <Title order={1} size="h2">
          <Trans>Please sign in</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>You need to be signed in to see this page.</Trans>
        </Text>
        <Button component={Link} to={paths.auth.login.getHref()}>
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </SystemPage>
  );
}
