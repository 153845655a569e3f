import { AppLogo } from '@tavola/ui/app-logo';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '#components/language-switch.tsx';
import { paths } from '#config/paths.ts';
import { useChangeLanguage } from '../change-language';
import { NavigationProgress } from './navigation-progress';
import classes from './plain-layout.module.css';

/** Pages outside the console's main layout: system pages and the account deletion request. */
export function PlainLayout() {
  const changeLanguage = useChangeLanguage();
  return (
    <div className={classes.root}>
      <NavigationProgress />
      <header className={classes.header}>
        <Link to={paths.home.getHref()} className={classes.logoLink}>
          <AppLogo size={32} />
        </Link>
        <LanguageSwitch onChange={changeLanguage} />
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
