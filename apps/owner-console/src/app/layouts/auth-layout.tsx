import { Paper } from '@mantine/core';
import { AUTH_CARD_MAX_WIDTH } from '@tavola/ui/tokens';
import { Outlet } from 'react-router';
import { paths } from '#config/paths.ts';
import classes from './auth-layout.module.css';
import { BrandHeader } from './brand-header';
import { NavigationProgress } from './navigation-progress';

/** Sign-in, sign-up and password pages: a header bar, a background image and a centred card. */
export function AuthLayout() {
  return (
    <div className={classes.root}>
      <NavigationProgress />
      <BrandHeader logoHref={paths.auth.login.getHref()} className={classes.header} />
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
