import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@tavola/i18n/setup';
import { theme } from '@tavola/ui/theme';
import type { ReactNode } from 'react';
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_LIMIT,
  NOTIFICATION_POSITION,
  NOTIFICATION_TRANSITION_MS,
} from '#lib/notifications.ts';

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals' delays. */
  env?: 'default' | 'test';
}

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" env={env}>
        <Notifications
          limit={NOTIFICATION_LIMIT}
          position={NOTIFICATION_POSITION}
          autoClose={NOTIFICATION_AUTO_CLOSE_MS}
          transitionDuration={NOTIFICATION_TRANSITION_MS}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
