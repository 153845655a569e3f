import { useEffect, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { MenuSkeleton } from '../../components/menu-skeleton';
import { StatusPage } from '../../components/status-page';
import { TablePage } from '../../components/table-page';
import { getJson, type TableMenuView, tableMenusRequest } from '../../lib/api';
import { catalogFor, fill, textsFor } from '../../lib/catalogs';
import { formatWhen } from '../../lib/format';
import { interfaceLanguage } from '../../lib/language';
import { MenuLinks, tableLanguage } from '../table-menus/table-menus-page';
import { NOT_AVAILABLE_TEXTS } from './menu-not-available-texts';

type TableRead = { kind: 'loading' } | { kind: 'ok'; view: TableMenuView } | { kind: 'failed' };

/**
 * "This menu is not available right now" (getPublicMenu answered 409 menu_not_available): the table's
 * view is read once (only now, never before: one request, only in this case) for the club's look and
 * name and for the menus the table may open instead, listed right here. When that read fails (offline,
 * an error), the plain page with a link to the table's menus.
 */
export default function MenuNotAvailable({
  clubId,
  tableId,
  menuId,
  nextAvailableAt,
  onNavigate,
}: {
  clubId: number;
  tableId: number;
  menuId: number;
  nextAvailableAt: string | null | undefined;
  onNavigate: (href: string) => void;
}) {
  const [read, setRead] = useState<TableRead>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    getJson<TableMenuView>(tableMenusRequest(clubId, tableId), { preloaded: false }).then((result) => {
      if (live) setRead(result.kind === 'ok' ? { kind: 'ok', view: result.data } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [clubId, tableId]);

  const view = read.kind === 'ok' ? read.view : null;
  const language = view ? tableLanguage(view) : null;
  const uiLanguage = interfaceLanguage(language);
  const texts = { ...catalogFor(uiLanguage).app, ...textsFor(NOT_AVAILABLE_TEXTS, uiLanguage) };
  const locale = language ?? (navigator.language || uiLanguage);

  useEffect(() => {
    document.documentElement.lang = uiLanguage;
    if (view) document.title = view.clubName;
  }, [uiLanguage, view]);

  if (read.kind === 'loading') return <MenuSkeleton label={texts.loading} />;

  const tableHref = `/public/qrcodemenu/${clubId}/${tableId}`;
  const tableLink = (
    <AppLink className="button-secondary" href={tableHref} onNavigate={onNavigate}>
      {texts.seeTableMenus}
    </AppLink>
  );
  const when = (
    <p>
      {nextAvailableAt
        ? fill(texts.menuNotAvailableBody, { when: formatWhen(nextAvailableAt, locale, texts) })
        : texts.menuNotAvailableNever}
    </p>
  );

  if (!view)
    return (
      <StatusPage lang={uiLanguage} title={texts.menuNotAvailableTitle} actions={tableLink}>
        {when}
      </StatusPage>
    );

  const others = view.menu.filter((entry) => entry.id !== menuId);
  return (
    <TablePage
      view={view}
      lang={uiLanguage}
      clubNameIsHeading={false}
      mainClassName="table-main not-available"
    >
      <h1>{texts.menuNotAvailableTitle}</h1>
      {when}
      {others.length > 0 ? (
        <MenuLinks
          title={texts.availableNow}
          entries={others}
          clubId={clubId}
          tableId={tableId}
          language={language}
          onNavigate={onNavigate}
        />
      ) : (
        <div className="status-actions">{tableLink}</div>
      )}
    </TablePage>
  );
}
