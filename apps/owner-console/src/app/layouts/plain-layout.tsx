import { Outlet } from 'react-router';
import { paths } from '#config/paths.ts';
import { BrandHeader } from './brand-header';
import { NavigationProgress } from './navigation-progress';
import classes from './plain-layout.module.css';

/** Pages outside the console's main layout: system pages and the account deletion request. */
export function PlainLayout() {
  return (
    <div className={classes.root}>
      <NavigationProgress />
      <BrandHeader logoHref={paths.home.getHref()} className={classes.header} />
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
