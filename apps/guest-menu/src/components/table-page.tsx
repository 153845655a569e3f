import { themeStyle } from '@tavola/menu-view/theme-style';
import type { ReactNode } from 'react';
import type { TableMenuView } from '../lib/api';
import { ThemeWebFont } from '../lib/web-fonts';

/**
 * A page of the table in the club's theme: the logo, the club's and the table's names above, the
 * menus' footer below. The club's name is the page's heading unless the page has a heading of its own.
 */
export function TablePage({
  view,
  lang,
  clubNameIsHeading,
  mainClassName,
  children,
}: {
  view: TableMenuView;
  lang: string;
  clubNameIsHeading: boolean;
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="table-page" style={themeStyle(view.theme)} lang={lang}>
      <ThemeWebFont font={view.theme.font} />
      <header className="table-head">
        {view.logo ? <img className="table-logo" src={view.logo} alt="" width={72} height={72} /> : null}
        {clubNameIsHeading ? (
          <h1 className="table-club">{view.clubName}</h1>
        ) : (
          <p className="table-club">{view.clubName}</p>
        )}
        <p className="table-name">{view.tableName}</p>
      </header>
      <main className={mainClassName}>{children}</main>
      {view.menuFooter ? <footer className="table-footer">{view.menuFooter}</footer> : null}
    </div>
  );
}
