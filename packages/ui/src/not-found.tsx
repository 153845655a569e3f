import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface NotFoundProps {
  /** The way home, e.g. a router link rendered as a button. */
  action: ReactNode;
}

export function NotFound({ action }: NotFoundProps) {
  return (
    <Stack align="center" gap="md" py="xl" px="md" ta="center">
      <Text
        ff="heading"
        fw={700}
        fz={{ base: 72, sm: 96 }}
        lh={1}
        c="tavola.6"
        aria-hidden="true"
        style={{ letterSpacing: '0.04em' }}
      >
        404
      </Text>
      <Title order={1} size="h2">
        <Trans>Page Not Found</Trans>
      </Title>
      <Text c="dimmed" maw={420}>
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </Text>
      {action}
    </Stack>
  );
}
