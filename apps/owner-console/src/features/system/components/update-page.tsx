import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InfoIcon } from '#components/icons.tsx';
import { SystemPage } from '#components/system-page.tsx';
import { paths } from '#config/paths.ts';
import { installUpdate, useUpdateAvailable } from '#lib/app-update.ts';

/** App update notice: a new version of the console is ready to install. */
export function UpdatePage() {
  const updateAvailable = useUpdateAvailable();
  return (
    <SystemPage>
      <Stack align="center" ta="center" gap="md" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="blue">
          <InfoIcon size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {updateAvailable ? <Trans>A new version is available</Trans> : <Trans>Tavola updates itself</Trans>}
        </Title>
        <Text c="dimmed">
          {updateAvailable ? (
            <Trans>Install it to get the latest improvements. The page reloads and you stay signed in.</Trans>
          ) : (
            <Trans>
              When a new version is ready, a notice appears: click it to install, and the page reloads.
            </Trans>
          )}
        </Text>
        <Button onClick={() => void installUpdate()}>
          {updateAvailable ? <Trans>Install the update</Trans> : <Trans>Reload</Trans>}
        </Button>
        <Anchor component={Link} to={paths.home.getHref()} size="sm">
          <Trans>Go to the home page</Trans>
        </Anchor>
      </Stack>
    </SystemPage>
  );
}
