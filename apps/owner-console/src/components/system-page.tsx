import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export function SystemPage({ children }: { children: ReactNode }) {
  return (
    <Paper maw={520} w="100%" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
      {children}
    </Paper>
  );
}
