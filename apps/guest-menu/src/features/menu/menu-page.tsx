import type { DietaryTag } from '@tavola/menu-view/item-extras';
import { MenuView } from '@tavola/menu-view/menu-view';
import { themeStyle } from '@tavola/menu-view/theme-style';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AfterFirstRender } from '../../components/after-first-render';
import { AppLink } from '../../components/app-link';
import { MenuSkeleton } from '../../components/menu-skeleton';
import { NotFound, NotLoaded } from '../../components/not-found';
import { onDemand, prefetchWhenIdle } from '../../components/on-demand';
import { StatusPage } from '../../components/status-page';
import {
  filterMenu,
  offeredTags,
  rememberAllergens,
  rememberDiet,
  storedAllergens,
  storedDiet,
} from '../../lib/allergen-filter';
import { type AllergenCode, type HeldPublicMenu, logLanguage, publicMenuRequest } from '../../lib/api';
import { fill } from '../../lib/catalogs';
import { prefersSmallPhotos } from '../../lib/connection';
import { formatTime } from '../../lib/format';
import { useHeadingFocusOnArrival } from '../../lib/heading-focus';
import {
  chooseLanguage,
  interfaceLanguage,
  type LanguageChoice,
  rememberLanguage,
  storedLanguage,
  withLanguage,
} from '../../lib/language';
import { orderHeld } from '../../lib/order-storage';
import { menuCopyKey } from '../../lib/saved-copies';
import { useGuestData } from '../../lib/use-guest-data';
import { ThemeWebFont } from '../../lib/web-fonts';
import type { AddRequest } from '../order/table-order';
import { readTableShowsOtherMenus, tableShowsOtherMenus, tableTakesOrders } from './all-menus';
import { FILTER_ID, ITEM_DETAIL_ENTRY, itemOpener, menuLanguages, menuScreenProps } from './menu-screen';

export interface MenuRoute {
  clubId: number;
  tableId: number;
  menuId: number;
}

// loaded on demand: the call button comes after the menu's first render anyway, and a menu not
// available now is rare; neither belongs in the first screen's JavaScript (the guest page's budget)
const CallWaiter = onDemand(() => import('./call-waiter'));
const MenuNotAvailable = onDemand(
  () => import('./menu-not-available'),
  () => <NotLoaded lang={interfaceLanguage(null)} />,
);
// an item's larger view (its photo, its options): loaded when a guest first opens one
// the filter's choices, shown once the guest opens the filter
const loadFilterChoices = () => import('./filter-choices');
const FilterChoices = onDemand(loadFilterChoices);
const loadItemDetail = () => import('../item-detail/item-detail');
const ItemDetail = onDemand(loadItemDetail);
// the table's order (docs/decisions/056): loaded when the guest first adds a dish, or at once when the
// phone holds an order of the table
const TableOrder = onDemand(() => import('../order/table-order'));

const refreshSeconds = (menu: HeldPublicMenu) => menu.refreshTime;

export function MenuPage({ route, onNavigate }: { route: MenuRoute; onNavigate: (href: string) => void }) {
  const { clubId, tableId, menuId } = route;
  const [choice, setChoice] = useState<LanguageChoice>(storedLanguage);
  const request = publicMenuRequest(clubId, tableId, menuId, choice);
  const { state, retry } = useGuestData<HeldPublicMenu>(
    request,
    menuCopyKey(clubId, tableId, menuId, choice),
    refreshSeconds,
  );
  const [hidden, setHidden] = useState<AllergenCode[]>(storedAllergens);
  const [diet, setDiet] = useState<DietaryTag[]>(storedDiet);
  // the item whose larger view is open, and the button that opened it (focus goes back to it)
  const [detail, setDetail] = useState<{ itemId: number; trigger: HTMLElement } | null>(null);
  const openItem = useCallback((itemId: number, trigger: HTMLElement) => {
    // an entry of its own: the phone's Back closes the view instead of leaving the menu (item-detail)
    window.history.pushState({ [ITEM_DETAIL_ENTRY]: itemId }, '');
    setDetail({ itemId, trigger });
  }, []);
  const [otherMenus, setOtherMenus] = useState(() => tableShowsOtherMenus(clubId, tableId));
  // the table takes orders from phones, as its view saved on the device says (its page saves it; a
  // menu opened from a shared link reads it, see otherMenus)
  const ordering = tableTakesOrders(clubId, tableId);
  const [orderShown, setOrderShown] = useState(() => orderHeld(clubId, tableId));
  const [adding, setAdding] = useState<AddRequest | null>(null);
  const menuShown = state.kind === 'fresh';
  const [filterOpen, setFilterOpen] = useState(false);
  const filterToggleRef = useRef<HTMLButtonElement>(null);

  const menu = state.kind === 'fresh' || state.kind === 'saved' ? state.data : null;
  const { sourceLanguage, uiLanguage, texts, viewTexts, locale } = menuLanguages(menu);
  const opener = useMemo(() => itemOpener(texts, openItem, ordering), [texts, openItem, ordering]);

  // a remembered language this menu lacks: show the browser's best one it has, as a first visit would
  // (the language of its originals is not lacking: asked for, it reads the originals)
  const wanted = menu ? chooseLanguage(menu.languages, choice, undefined, sourceLanguage) : null;
  const readsOriginals = choice === 'original' || (choice !== null && choice === sourceLanguage);
  useEffect(() => {
    if (state.kind === 'fresh' && !readsOriginals && wanted !== (state.data.language ?? null))
      setChoice(wanted ?? 'original');
  }, [state, readsOriginals, wanted]);

  useEffect(() => {
    document.documentElement.lang = uiLanguage;
  }, [uiLanguage]);
  // a menu opened from a shared link: the table's menus are read once the menu shows
  useEffect(() => {
    if (otherMenus !== null || !menuShown) return;
    let live = true;
    readTableShowsOtherMenus(clubId, tableId).then((shows) => live && setOtherMenus(shows));
    return () => {
      live = false;
    };
  }, [otherMenus, menuShown, clubId, tableId]);
  // the filter's choices and an item's larger view, fetched while the guest reads the menu
  useEffect(() => {
    if (!menuShown) return;
    prefetchWhenIdle(loadFilterChoices);
    prefetchWhenIdle(loadItemDetail);
  }, [menuShown]);
  useEffect(() => {
    if (menu) document.title = `${menu.name} · ${menu.clubName}`;
  }, [menu]);

  const offered = useMemo(() => (menu ? offeredTags(menu) : []), [menu]);
  const filtered = useMemo(() => (menu ? filterMenu(menu, hidden, diet) : null), [menu, hidden, diet]);
  const tableHref = `/public/qrcodemenu/${clubId}/${tableId}`;
  useHeadingFocusOnArrival(state.kind !== 'loading');

  if (state.kind === 'loading') return <MenuSkeleton label={texts.loading} />;

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

  if (state.kind === 'error') {
    const tableLink = (
      <AppLink className="button-secondary" href={tableHref} onNavigate={onNavigate}>
        {texts.seeTableMenus}
      </AppLink>
    );
    if (state.status === 409 && state.body?.code === 'menu_not_available')
      return (
        <Suspense fallback={<MenuSkeleton label={texts.loading} />}>
          <MenuNotAvailable
            clubId={clubId}
            tableId={tableId}
            menuId={menuId}
            nextAvailableAt={state.body.nextAvailableAt}
            onNavigate={onNavigate}
          />
        </Suspense>
      );
    if (state.status === 404) {
      const tableMissing = state.body?.code === 'table_not_found';
      return (
        <NotFound
          what={tableMissing ? 'table' : 'menu'}
          lang={uiLanguage}
          actions={tableMissing ? undefined : tableLink}
        />
      );
    }
    return (
      <StatusPage lang={uiLanguage} title={texts.errorTitle} actions={retryButton}>
        <p>{texts.errorBody}</p>
      </StatusPage>
    );
  }

  if (!menu || !filtered) return null;

  function chooseLanguageOf(value: string) {
    rememberLanguage(value);
    // the address says it too, for a reload or a link shared from here
    window.history.replaceState(null, '', withLanguage(window.location.pathname, value));
    setChoice(value);
    if (value !== 'original') logLanguage(value);
  }

  function changeAllergens(codes: AllergenCode[]) {
    setHidden(codes);
    rememberAllergens(codes);
  }

  function changeDiet(tags: DietaryTag[]) {
    setDiet(tags);
    rememberDiet(tags);
  }

  // the open item as the menu has it now (a refresh may have changed it, or taken it away)
  const detailItem = detail
    ? menu.sections.flatMap((section) => section.items).find((item) => item.id === detail.itemId)
    : undefined;
  // taken away: the view is closed for good (it would not open again if the item came back)
  if (detail && !detailItem) setDetail(null);

  const savedNotice =
    state.kind === 'saved' ? (
      <p className="saved-notice" role="status">
        {fill(state.offline ? texts.offlineSaved : texts.staleSaved, {
          time: formatTime(state.savedAt, locale),
        })}
      </p>
    ) : null;

  return (
    <>
      <ThemeWebFont font={menu.theme.font} />
      <MenuView
        {...menuScreenProps({
          clubId,
          tableId,
          menu,
          otherMenus: otherMenus === true,
          onNavigate,
          hidden,
          diet,
          offered,
          filtered,
          opener,
          filterOpen,
          filterChoices: filterOpen ? (
            <Suspense fallback={null}>
              <FilterChoices
                id={FILTER_ID}
                hidden={hidden}
                diet={diet.filter((tag) => offered.includes(tag))}
                offered={offered}
                texts={texts}
                viewTexts={viewTexts}
                onChange={changeAllergens}
                onDiet={changeDiet}
              />
            </Suspense>
          ) : null,
          savedNotice,
          filterToggleRef,
          onLanguage: chooseLanguageOf,
          onToggleFilter: () => setFilterOpen((open) => !open),
          onAllergens: changeAllergens,
          onDiet: changeDiet,
          onCloseFilter: () => {
            setFilterOpen(false);
            filterToggleRef.current?.focus();
          },
        })}
      />
      {detail && detailItem ? (
        <Suspense fallback={null}>
          <ItemDetail
            item={detailItem}
            theme={menu.theme}
            language={uiLanguage}
            viewTexts={viewTexts}
            currency={menu.currency ?? null}
            locale={locale}
            hidden={hidden}
            smallPhotos={prefersSmallPhotos()}
            returnFocus={detail.trigger}
            onClose={() => setDetail(null)}
            order={
              ordering
                ? {
                    clubId,
                    tableId,
                    add: (request) => {
                      setOrderShown(true);
                      setAdding(request);
                    },
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
      {menu.callWaiterEnabled ? (
        // fixed at the bottom of the screen, it moves nothing when it comes
        <AfterFirstRender>
          <div style={themeStyle(menu.theme)} lang={uiLanguage}>
            <Suspense fallback={null}>
              <CallWaiter
                clubId={clubId}
                tableId={tableId}
                menuId={menuId}
                language={uiLanguage}
                locale={locale}
              />
            </Suspense>
          </div>
        </AfterFirstRender>
      ) : null}
      {orderShown ? (
        // after the first render, as the call button: the first paint draws no order
        <AfterFirstRender>
          <Suspense fallback={null}>
            <TableOrder
              clubId={clubId}
              tableId={tableId}
              menu={menu}
              language={uiLanguage}
              locale={locale}
              viewTexts={viewTexts}
              adding={adding}
              onAdding={setAdding}
            />
          </Suspense>
        </AfterFirstRender>
      ) : null}
    </>
  );
}
