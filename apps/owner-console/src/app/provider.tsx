import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@tavola/i18n/setup';
import { cssVariablesResolver, themeWithLabels } from '@tavola/ui/theme';
import { type ReactNode, useMemo } from 'react';
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
      <LocalizedMantineProvider env={env}>
        <Notifications
          limit={NOTIFICATION_LIMIT}
          position={NOTIFICATION_POSITION}
          autoClose={NOTIFICATION_AUTO_CLOSE_MS}
          transitionDuration={NOTIFICATION_TRANSITION_MS}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nProvider>
  );
}

/** Mantine with the Tavola theme, its own buttons named in the interface language. */
function LocalizedMantineProvider({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const { t, i18n: lingui } = useLingui();
  // made again when the language changes, which renames the buttons
  const theme = useMemo(
    () => themeWithLabels({ close: t`Close`, pickColor: t`Pick a colour from the screen` }),
    [lingui.locale],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
