import { translatedText } from '@tavola/domain/translation';
import { useEffect, useId } from 'react';
import { AppLink } from '../../components/app-link';
import { MenuSkeleton } from '../../components/menu-skeleton';
import { NotFound } from '../../components/not-found';
import { StatusPage } from '../../components/status-page';
import { TablePage } from '../../components/table-page';
import { type TableMenuView, tableMenusRequest } from '../../lib/api';
import { catalogFor, fill } from '../../lib/catalogs';
import { formatTime, formatWhen } from '../../lib/format';
import { useHeadingFocusOnArrival } from '../../lib/heading-focus';
import { browserLanguages, interfaceLanguage, storedLanguage, withLanguage } from '../../lib/language';
import { tableCopyKey } from '../../lib/saved-copies';
import { useGuestData } from '../../lib/use-guest-data';
import { menuHref, onlyMenu } from './table-menu-address';

type Entry = TableMenuView['menu'][number];

/** The guest's language among the entries' translations: the remembered one, else the browser's first. */
export function tableLanguage(
  view: TableMenuView,
  browser: readonly string[] = browserLanguages(),
): string | null {
  if (!view.translationsEnabled) return null;
  const choice = storedLanguage();
  if (choice === 'original') return null;
  const offered = new Set(view.menu.flatMap((entry) => Object.keys(entry.translations)));
  if (choice && offered.has(choice)) return choice;
  return browser.find((code) => offered.has(code)) ?? null;
}

export function entryName(entry: Entry, language: string | null): string {
  const t = language ? entry.translations[language] : undefined;
  // a machine draft the owner has not accepted is never shown: the original name stands in
  return translatedText(entry.name, t?.translatedName, t?.machineDraft) ?? entry.name;
}

/** A titled list of menus to open at this table (the table's page, and "not available now"). */
export function MenuLinks({
  title,
  entries,
  clubId,
  tableId,
  language,
  onNavigate,
}: {
  title: string;
  entries: Entry[];
  clubId: number;
  tableId: number;
  language: string | null;
  onNavigate: (href: string) => void;
}) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className="table-choose">
        {title}
      </h2>
      <ul className="table-menus">
        {entries.map((entry) => (
          <li key={entry.id}>
            <AppLink
              className="table-menu"
              href={withLanguage(menuHref(clubId, tableId, entry.id), storedLanguage())}
              onNavigate={onNavigate}
            >
              {entryName(entry, language)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The menus a table may see now: straight to the menu when there is one (replacing this address in
 * the history, so Back leaves the page), a list when there are several, a kind word when none.
 */
export function TableMenusPage({
  clubId,
  tableId,
  onNavigate,
}: {
  clubId: number;
  tableId: number;
  onNavigate: (href: string, options?: { replace?: boolean }) => void;
}) {
  const { state, retry } = useGuestData<TableMenuView>(
    tableMenusRequest(clubId, tableId),
    tableCopyKey(clubId, tableId),
  );
  const view = state.kind === 'fresh' || state.kind === 'saved' ? state.data : null;
  const language = view ? tableLanguage(view) : null;
  // the guest's choice holds for the page's own texts too, even where no menu's name is translated
  // into it (a menu read in French whose name is not: the list is in French all the same)
  const uiLanguage = interfaceLanguage(language ?? (view?.translationsEnabled ? storedLanguage() : null));
  const texts = catalogFor(uiLanguage).app;
  const locale = language ?? (navigator.language || uiLanguage);
  const only = onlyMenu(view);

  useEffect(() => {
    if (only) onNavigate(menuHref(clubId, tableId, only.id), { replace: true });
  }, [only, clubId, tableId, onNavigate]);
  useEffect(() => {
    document.documentElement.lang = uiLanguage;
    if (view) document.title = view.clubName;
  }, [uiLanguage, view]);
  useHeadingFocusOnArrival(state.kind !== 'loading' && !only);

  if (state.kind === 'loading' || only) return <MenuSkeleton label={texts.loading} />;
  const retryButton = (
    <button type="button" className="button-primary" onClick={retry}>
      {texts.tryAgain}
    </button>
  );
  if (state.kind === 'offline')
    return (
      <StatusPage lang={uiLanguage} title={texts.offlineNoCopyTitle} actions={retryButton}>
        <p>{texts.offlineNoCopyBody}</p>
      </StatusPage>
    );
  if (state.kind === 'error')
    return state.status === 404 ? (
      <NotFound what="table" lang={uiLanguage} />
    ) : (
      <StatusPage lang={uiLanguage} title={texts.errorTitle} actions={retryButton}>
        <p>{texts.errorBody}</p>
      </StatusPage>
    );
  if (!view) return null;

  return (
    <TablePage view={view} lang={uiLanguage} clubNameIsHeading mainClassName="table-main">
      {state.kind === 'saved' ? (
        <p className="saved-notice" role="status">
          {fill(state.offline ? texts.offlineSaved : texts.staleSaved, {
            time: formatTime(state.savedAt, locale),
          })}
        </p>
      ) : null}
      {view.menu.length > 0 ? (
        <MenuLinks
          title={texts.chooseMenu}
          entries={view.menu}
          clubId={clubId}
          tableId={tableId}
          language={language}
          onNavigate={onNavigate}
        />
      ) : (
        <section className="table-none" aria-labelledby="no-menu">
          <h2 id="no-menu">{texts.noMenuNowTitle}</h2>
          <p>
            {view.nextAvailableAt
              ? fill(texts.noMenuNowBody, { when: formatWhen(view.nextAvailableAt, locale, texts) })
              : texts.noMenuNever}
          </p>
        </section>
      )}
    </TablePage>
  );
}
