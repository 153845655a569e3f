import { Paper } from '@mantine/core';
import { AppLogo } from '@tavola/ui/app-logo';
import { AUTH_CARD_MAX_WIDTH } from '@tavola/ui/tokens';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '#components/language-switch.tsx';
import { paths } from '#config/paths.ts';
import { useChangeLanguage } from '../change-language';
import classes from './auth-layout.module.css';
import { NavigationProgress } from './navigation-progress';

/** Sign-in, sign-up and password pages: a header bar, a background image and a centred card. */
export function AuthLayout() {
  const changeLanguage = useChangeLanguage();
  return (
    <div className={classes.root}>
      <NavigationProgress />
      <header className={classes.header}>
        <Link to={paths.auth.login.getHref()} className={classes.logoLink}>
          <AppLogo size={32} />
        </Link>
        <LanguageSwitch onChange={changeLanguage} />
      </header>
      <main className={classes.main}>
        <Paper
          className={classes.card}
          maw={AUTH_CARD_MAX_WIDTH}
          shadow="md"
          p={{ base: 'lg', xs: 'xl' }}
          withBorder
        >
          <Outlet />
        </Paper>
      </main>
    </div>
  );
}
