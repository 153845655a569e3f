import type { DietaryTag } from '@tavola/menu-view/item-extras';
import type { ItemOpener, MenuViewProps } from '@tavola/menu-view/menu-view';
import type { ReactNode, Ref } from 'react';
import { AppLink } from '../../components/app-link';
import type { FilteredMenu } from '../../lib/allergen-filter';
import { type AllergenCode, API_BASE, type HeldPublicMenu } from '../../lib/api';
import { type AppTexts, catalogFor } from '../../lib/catalogs';
import { prefersSmallPhotos } from '../../lib/connection';
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
  /** dietary tags every dish shown must carry ("Show only") */
  diet: DietaryTag[];
  /** the tags the menu's dishes carry (offeredTags): the "Show only" choices */
  offered: DietaryTag[];
  /** the menu as the filters show it (filterMenu of menu, hidden and diet; MenuPage keeps it per those) */
  filtered: FilteredMenu<HeldPublicMenu>;
  /** opens an item's larger view (itemOpener; one object for the page, so items are not drawn again) */
  opener: ItemOpener;
  filterOpen: boolean;
  /** the filter's choices while it is open (AllergenFilterPanel) */
  filterChoices?: ReactNode;
  /** a line about a saved copy shown instead of a fresh one */
  savedNotice: ReactNode;
  filterToggleRef?: Ref<HTMLButtonElement>;
  onLanguage: (choice: string) => void;
  onToggleFilter: () => void;
  onAllergens: (codes: AllergenCode[]) => void;
  onDiet: (tags: DietaryTag[]) => void;
  onCloseFilter: () => void;
}

/** The key of the history entry an open item's larger view pushes (its Back closes the view). */
export const ITEM_DETAIL_ENTRY = 'tavolaItemDetail';

/** What the menu view needs to open an item's larger view, in the page's language. */
export function itemOpener(texts: AppTexts, open: ItemOpener['open'], ordering = false): ItemOpener {
  return {
    open,
    photoLabel: texts.openPhoto,
    options: texts.options,
    flagged: texts.optionFlagged,
    order: ordering ? texts.addToOrder : undefined,
  };
}

/**
 * What the menu page shows of a loaded menu, as MenuView's props. Pure (no hooks): MenuPage renders
 * it with MenuView, and the first paint draws it with MenuViewFirstScreen before React has loaded
 * (first-paint.tsx), for React to hydrate; first-paint.test.tsx holds the two to the same markup.
 */
export function menuScreenProps(state: MenuScreenState): MenuViewProps {
  const { clubId, tableId, menu, hidden, diet, offered, filtered, filterOpen } = state;
  const dietShown = diet.filter((tag) => offered.includes(tag));
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
    opener: state.opener,
    smallPhotos: prefersSmallPhotos(),
    flaggedItems: filtered.flagged,
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
          count={hidden.length + dietShown.length}
          label={offered.length > 0 ? texts.dietAndAllergens : texts.allergenFilter}
          controls={FILTER_ID}
          buttonRef={state.filterToggleRef}
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
          diet={dietShown}
          hiddenCount={filtered.hiddenCount}
          texts={texts}
          locale={locale}
          choices={state.filterChoices}
          onChange={state.onAllergens}
          onDiet={state.onDiet}
          onClose={state.onCloseFilter}
        />
      </>
    ),
  };
}
