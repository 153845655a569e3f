import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@tavola/i18n/setup';
import { cssVariablesResolver, themeWithLabels } from '@tavola/ui/theme';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { usePageLoaded } from '#lib/after-page-load.ts';

const NotificationsContainer = lazy(() => import('./notifications-container'));

export interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals' delays. */
  env?: 'default' | 'test';
}

export function AppProvider({ queryClient, children, env = 'default' }: AppProviderProps) {
  // notifications raised before the container is there wait in Mantine's store (lib/notifications)
  const withNotifications = usePageLoaded() || env === 'test';
  return (
    <I18nProvider i18n={i18n}>
      <LocalizedMantineProvider env={env}>
        {withNotifications && (
          <Suspense fallback={null}>
            <NotificationsContainer />
          </Suspense>
        )}
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
