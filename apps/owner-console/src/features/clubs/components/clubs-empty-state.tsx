import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { StoreIcon } from '#components/icons.tsx';

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
      </Stack>
    </Paper>
  );
}
