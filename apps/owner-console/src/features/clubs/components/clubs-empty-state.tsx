import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { StoreIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';

export function ClubsEmptyState() {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} withBorder bg="tavola.0" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={64} radius="xl" variant="white" color="tavola">
          <StoreIcon size={32} />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>No clubs yet</Trans>
        </Title>
        <Text c="dimmed" maw={460}>
          <Trans>
            Welcome to Tavola! Once your first venue is set up, it will appear here with its plan, and you can
            start building its menus.
          </Trans>
        </Text>
        <Button component={Link} to={paths.clubs.new.getHref()} mt="xs">
          <Trans>Create your first club</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
