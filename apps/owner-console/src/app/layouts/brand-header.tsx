import { AppLogo } from '@tavola/ui/app-logo';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '@tavola/ui/tokens';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '#components/language-switch.tsx';
import { useChangeLanguage } from '../change-language';
import classes from './brand-header.module.css';

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
      <LanguageSwitch onChange={changeLanguage} />
    </header>
  );
}
