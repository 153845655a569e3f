import { Trans, useLingui } from '@lingui/react/macro';
import {
  AppShell,
  Badge,
  Box,
  Burger,
  Group,
  Indicator,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { AppLogo } from '@tavola/ui/app-logo';
import { HEADER_HEIGHT } from '@tavola/ui/tokens';
import { useEffect, useRef } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { HeaderActionsProvider, HeaderActionsSlot } from '#components/header-actions.tsx';
import { LanguageSwitch } from '#components/language-switch.tsx';
import { paths } from '#config/paths.ts';
import { UserMenu } from '#features/account/components/user-menu.tsx';
import { useLogout } from '#features/auth/api/logout.ts';
import { ClubSwitcher } from '#features/clubs/components/club-switcher.tsx';
import { useCurrentClub } from '#features/clubs/hooks/use-current-club.ts';
import { isKitchenDisplay } from '#features/orders/hooks/use-board-query.ts';
import { CallSoundMenuItem } from '#features/waiter-calls/components/call-sound.tsx';
import { WaiterCallsLive } from '#features/waiter-calls/components/waiter-calls-live.tsx';
import {
  openNavigationName,
  useOpenCallCount,
  waiterCallsEntryName,
} from '#features/waiter-calls/hooks/use-open-call-count.ts';
import { signOutLocally } from '#lib/global-errors.ts';
import { useChangeLanguage } from '../change-language';
import classes from './app-layout.module.css';
import { navigationEntries, showsEntry } from './navigation';
import { NavigationProgress } from './navigation-progress';

function Navigation({ onNavigate, openCalls }: { onNavigate: () => void; openCalls: number }) {
  const { i18n } = useLingui();
  const club = useCurrentClub();
  const accountEntries = navigationEntries.filter((entry) => entry.scope === 'account');
  const clubEntries = club
    ? navigationEntries.filter((entry) => entry.scope === 'club' && showsEntry(entry, club.role))
    : [];

  const renderLink = (href: string, entry: (typeof navigationEntries)[number]) => {
    const count = entry.scope === 'club' && entry.countsOpenCalls ? openCalls : 0;
    return (
      <NavLink
        key={href}
        component={RouterNavLink}
        to={href}
        end={entry.end}
        label={i18n._(entry.label)}
        // the badge's number is in the name: "Waiter calls, 2 open"
        aria-label={count > 0 ? waiterCallsEntryName(i18n, count) : undefined}
        leftSection={entry.icon}
        rightSection={
          count > 0 && (
            <Badge color="red" size="md" circle={count < 10} aria-hidden>
              {count}
            </Badge>
          )
        }
        onClick={onNavigate}
        variant="light"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  };

  return (
    <Stack gap={4}>
      {accountEntries.map((entry) => entry.scope === 'account' && renderLink(entry.href(), entry))}
      {club && clubEntries.length > 0 && (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" mb={4} px="sm">
            {club.name}
          </Text>
          {clubEntries.map((entry) => entry.scope === 'club' && renderLink(entry.href(club.id), entry))}
        </>
      )}
    </Stack>
  );
}

/** Below Mantine's sm breakpoint the navigation is a panel over the page, opened by the burger. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The signed-in console: header (logo, club switcher, language, user menu) and side navigation,
 * and the one live connection that announces waiter calls on every page.
 *
 * On phones the navigation opens over the page like a drawer: focus moves into it, the page under
 * it is inert (nothing hidden behind the panel can take focus), and Escape or the burger closes it
 * with focus back on the burger.
 */
export function AppLayout() {
  const [navbarOpened, { toggle, close }] = useDisclosure(false);
  const onPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const drawerOpen = navbarOpened && onPhone;
  const burgerRef = useRef<HTMLButtonElement>(null);
  const navbarRef = useRef<HTMLDivElement>(null);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage();
  const club = useCurrentClub();
  const openCalls = useOpenCallCount(club?.id);
  // a kitchen's tablet shows the rounds only: no navigation (the display's own switch leaves it)
  const kitchenDisplay = isKitchenDisplay(location);

  // Close the mobile navigation whenever the page changes.
  useEffect(() => close(), [location.pathname]);

  // Opened on a phone: focus its first control (the club switcher, or the first link).
  useEffect(() => {
    if (drawerOpen) navbarRef.current?.querySelector<HTMLElement>('input, a[href], button')?.focus();
  }, [drawerOpen]);

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !drawerOpen || event.defaultPrevented) return;
    close();
    burgerRef.current?.focus();
  });

  const signOut = () => {
    logout.mutate(
      {},
      {
        onSettled: () => {
          signOutLocally();
          queryClient.clear();
          navigate(paths.auth.login.getHref(), { replace: true });
        },
      },
    );
  };

  return (
    <WaiterCallsLive>
      <HeaderActionsProvider>
        <AppShell
          header={{ height: HEADER_HEIGHT }}
          navbar={
            kitchenDisplay
              ? undefined
              : { width: 260, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }
          }
          padding={{ base: 'md', sm: 'xl' }}
        >
          <NavigationProgress />
          <AppShell.Header className={classes.header}>
            {/* tighter on phones: at 320 px the burger, logo, language and avatar just fit */}
            <Group h="100%" px={{ base: 'sm', sm: 'xl' }} justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                {/* a closed drawer still shows that calls are open */}
                {!kitchenDisplay && (
                  <Indicator
                    hiddenFrom="sm"
                    color="red"
                    size={18}
                    offset={4}
                    // the number is in the button's name
                    label={<span aria-hidden>{openCalls}</span>}
                    disabled={openCalls === 0 || navbarOpened}
                  >
                    <Burger
                      ref={burgerRef}
                      opened={navbarOpened}
                      onClick={toggle}
                      size="sm"
                      aria-label={
                        navbarOpened
                          ? t`Close navigation`
                          : openCalls > 0
                            ? openNavigationName(i18n, openCalls)
                            : t`Open navigation`
                      }
                      aria-expanded={navbarOpened}
                      aria-controls="main-navigation"
                    />
                  </Indicator>
                )}
                <Link
                  to={paths.clubs.list.getHref()}
                  aria-label={t`Tavola home`}
                  className={classes.logo}
                  style={{ display: 'inline-flex', color: 'inherit', textDecoration: 'none' }}
                >
                  <AppLogo size={32} />
                </Link>
                <Box visibleFrom="sm" ml="lg">
                  <ClubSwitcher />
                </Box>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {/* a page's own controls, such as the live preview's button on phones */}
                <HeaderActionsSlot hidden={drawerOpen} className={classes.actions} />
                <LanguageSwitch onChange={changeLanguage} />
                <UserMenu
                  onSignOut={signOut}
                  signingOut={logout.isPending}
                  settings={<CallSoundMenuItem />}
                />
              </Group>
            </Group>
          </AppShell.Header>
          {!kitchenDisplay && (
            <AppShell.Navbar ref={navbarRef} id="main-navigation" p="md" aria-label={t`Main navigation`}>
              <AppShell.Section hiddenFrom="sm" mb="md">
                <ClubSwitcher fullWidth />
              </AppShell.Section>
              <AppShell.Section grow component={ScrollArea}>
                <Navigation onNavigate={close} openCalls={openCalls} />
              </AppShell.Section>
              <AppShell.Section>
                <Text size="xs" c="dimmed" px="sm">
                  <Trans>Tavola · QR-code menus</Trans>
                </Text>
              </AppShell.Section>
            </AppShell.Navbar>
          )}
          <AppShell.Main bg="gray.0" inert={drawerOpen}>
            <Box maw={1200} mx="auto">
              <Outlet />
            </Box>
          </AppShell.Main>
        </AppShell>
      </HeaderActionsProvider>
    </WaiterCallsLive>
  );
}
