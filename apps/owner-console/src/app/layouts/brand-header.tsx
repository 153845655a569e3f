import { AppLogo } from '@tavola/ui/app-logo';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '@tavola/ui/tokens';
import { type CSSProperties, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LanguageSwitchButton } from '#components/language-switch-button.tsx';
import { useChangeLanguage } from '../change-language';
import classes from './brand-header.module.css';

// The menu (Mantine's popover, its positioning and focus trap: about 30 KB gzip) comes after the
// page's first paint: the sign-in page, often opened on a phone at the venue, draws without it, and
// its button shows meanwhile (bench/console-lighthouse.mjs).
const LanguageSwitch = lazy(() =>
  import('#components/language-switch.tsx').then(({ LanguageSwitch }) => ({ default: LanguageSwitch })),
);

const heights = {
  '--brand-header-height-mobile': `${HEADER_HEIGHT_MOBILE}px`,
  '--brand-header-height-desktop': `${HEADER_HEIGHT_DESKTOP}px`,
} as CSSProperties;

/** The header bar of the pages outside the signed-in shell: the logo (a link) and the language switch. */
export function BrandHeader({ logoHref, className }: { logoHref: string; className?: string }) {
  const changeLanguage = useChangeLanguage();
  return (
    <header className={[classes.header, className].filter(Boolean).join(' ')} style={heights}>
      <Link to={logoHref} className={classes.logoLink}>
        <AppLogo size={32} />
      </Link>
      <Suspense fallback={<LanguageSwitchButton />}>
        <LanguageSwitch onChange={changeLanguage} />
      </Suspense>
    </header>
  );
}
