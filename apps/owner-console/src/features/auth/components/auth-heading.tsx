import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title and one-line introduction at the top of an auth card. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      )}
    </Stack>
  );
}
