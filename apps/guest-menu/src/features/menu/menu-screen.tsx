import type { MenuViewProps } from '@tavola/menu-view/menu-view';
import type { ReactNode, Ref } from 'react';
import { AppLink } from '../../components/app-link';
import { type AllergenCode, API_BASE, type HeldPublicMenu } from '../../lib/api';
import { catalogFor } from '../../lib/catalogs';
import { interfaceLanguage, sourceLanguageOf, storedLanguage, withLanguage } from '../../lib/language';
import { AllergenFilterPanel, AllergenFilterToggle } from './allergen-filter';
import { LanguageSelect } from './language-select';

/** Items rendered before the first paint: more than a phone's first screen shows (bench/guest). */
export const FIRST_SCREEN_ITEMS = 8;

/**
 * The menu page's element ids, fixed rather than useId's: the first paint draws them before React
 * has loaded, and React hydrates the painted nodes as they are (first-paint.tsx, start-app.tsx). The page
 * shows one menu at a time, so they are unique.
 */
export const MENU_ID_PREFIX = 'menu-';
/** the allergen choices' element id */
export const FILTER_ID = 'allergen-filter';

/** The languages a menu page reads in, and its texts. */
export function menuLanguages(menu: HeldPublicMenu | null) {
  const language = menu?.language ?? null;
  const uiLanguage = interfaceLanguage(language);
  const { app: texts, view: viewTexts } = catalogFor(uiLanguage);
  return {
    /** the translation shown, null for the originals */
    language,
    sourceLanguage: menu ? sourceLanguageOf(menu) : null,
    /** the language of the page's own texts */
    uiLanguage,
    texts,
    viewTexts,
    /** how prices are written */
    locale: language ?? (navigator.language || uiLanguage),
  };
}

export interface MenuScreenState {
  clubId: number;
  tableId: number;
  menu: HeldPublicMenu;
  /**
   * the table shows other menus now: a link back to its "Choose a menu" page (with one menu, that
   * page would only open this one again)
   */
  otherMenus: boolean;
  onNavigate: (href: string) => void;
  /** allergens whose dishes the guest hides */
  hidden: AllergenCode[];
  /** the menu without those dishes (filterMenu of menu and hidden; MenuPage keeps it per both) */
  filtered: { menu: HeldPublicMenu; hiddenCount: number };
  filterOpen: boolean;
  /** a line about a saved copy shown instead of a fresh one */
  savedNotice: ReactNode;
  filterToggleRef?: Ref<HTMLButtonElement>;
  onLanguage: (choice: string) => void;
  onToggleFilter: () => void;
  onAllergens: (codes: AllergenCode[]) => void;
  onCloseFilter: () => void;
}

/**
 * What the menu page shows of a loaded menu, as MenuView's props. Pure (no hooks): MenuPage renders
 * it with MenuView, and the first paint draws it with MenuViewFirstScreen before React has loaded
 * (first-paint.tsx), for React to hydrate; first-paint.test.tsx holds the two to the same markup.
 */
export function menuScreenProps(state: MenuScreenState): MenuViewProps {
  const { clubId, tableId, menu, hidden, filtered, filterOpen } = state;
  const { language, sourceLanguage, texts, viewTexts, locale } = menuLanguages(menu);
  // the file is named with the language printed, as the server names it
  const pdfLanguage = language ?? sourceLanguage;
  return {
    menu: filtered.menu,
    texts: viewTexts,
    locale,
    language,
    className: 'menu',
    firstScreenItems: FIRST_SCREEN_ITEMS,
    idPrefix: MENU_ID_PREFIX,
    actions: (
      <>
        {state.otherMenus ? (
          <AppLink
            className="control"
            href={withLanguage(`/public/qrcodemenu/${clubId}/${tableId}`, storedLanguage())}
            onNavigate={state.onNavigate}
          >
            <span aria-hidden="true">‹</span>
            {texts.allMenus}
          </AppLink>
        ) : null}
        <LanguageSelect
          languages={menu.languages}
          sourceLanguage={sourceLanguage}
          language={language}
          texts={texts}
          onChange={state.onLanguage}
        />
        <AllergenFilterToggle
          open={filterOpen}
          count={hidden.length}
          controls={FILTER_ID}
          buttonRef={state.filterToggleRef}
          texts={texts}
          onToggle={state.onToggleFilter}
        />
        {menu.pdfMenuEnabled ? (
          <a
            className="control"
            href={`${API_BASE}/clubs/${clubId}/menu/tables/${tableId}/menus/${menu.id}/pdf${language ? `?lang=${language}` : ''}`}
            download={pdfLanguage ? `${menu.name} (${pdfLanguage}).pdf` : `${menu.name}.pdf`}
          >
            {texts.downloadPdf}
          </a>
        ) : null}
      </>
    ),
    notice: (
      <>
        {state.savedNotice}
        <AllergenFilterPanel
          id={FILTER_ID}
          open={filterOpen}
          hidden={hidden}
          hiddenCount={filtered.hiddenCount}
          texts={texts}
          viewTexts={viewTexts}
          locale={locale}
          onChange={state.onAllergens}
          onClose={state.onCloseFilter}
        />
      </>
    ),
  };
}
