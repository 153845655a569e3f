import { MenuView } from '@tavola/menu-view/menu-view';
import { themeStyle } from '@tavola/menu-view/theme-style';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { AfterFirstRender } from '../../components/after-first-render';
import { AppLink } from '../../components/app-link';
import { MenuSkeleton } from '../../components/menu-skeleton';
import { StatusPage } from '../../components/status-page';
import { filterMenu, rememberAllergens, storedAllergens } from '../../lib/allergen-filter';
import { type AllergenCode, type HeldPublicMenu, logLanguage, publicMenuRequest } from '../../lib/api';
import { fill } from '../../lib/catalogs';
import { formatTime } from '../../lib/format';
import { useHeadingFocusOnArrival } from '../../lib/heading-focus';
import {
  chooseLanguage,
  type LanguageChoice,
  rememberLanguage,
  storedLanguage,
  withLanguage,
} from '../../lib/language';
import { menuCopyKey } from '../../lib/saved-copies';
import { useGuestData } from '../../lib/use-guest-data';
import { ThemeWebFont } from '../../lib/web-fonts';
import { readTableShowsOtherMenus, tableShowsOtherMenus } from './all-menus';
import { menuLanguages, menuScreenProps } from './menu-screen';

export interface MenuRoute {
  clubId: number;
  tableId: number;
  menuId: number;
}

// loaded on demand: the call button comes after the menu's first render anyway, and a menu not
// available now is rare; neither belongs in the first screen's JavaScript (the guest page's budget)
const CallWaiter = lazy(() => import('./call-waiter'));
const MenuNotAvailable = lazy(() => import('./menu-not-available'));

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
  const [otherMenus, setOtherMenus] = useState(() => tableShowsOtherMenus(clubId, tableId));
  const menuShown = state.kind === 'fresh';
  const [filterOpen, setFilterOpen] = useState(false);
  const filterToggleRef = useRef<HTMLButtonElement>(null);

  const menu = state.kind === 'fresh' || state.kind === 'saved' ? state.data : null;
  const { sourceLanguage, uiLanguage, texts, locale } = menuLanguages(menu);

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
  useEffect(() => {
    if (menu) document.title = `${menu.name} · ${menu.clubName}`;
  }, [menu]);

  const filtered = useMemo(() => (menu ? filterMenu(menu, hidden) : null), [menu, hidden]);
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
        <StatusPage
          lang={uiLanguage}
          title={tableMissing ? texts.tableNotFoundTitle : texts.menuNotFoundTitle}
          actions={tableMissing ? undefined : tableLink}
        >
          <p>{texts.tableNotFoundBody}</p>
        </StatusPage>
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
          filtered,
          filterOpen,
          savedNotice,
          filterToggleRef,
          onLanguage: chooseLanguageOf,
          onToggleFilter: () => setFilterOpen((open) => !open),
          onAllergens: changeAllergens,
          onCloseFilter: () => {
            setFilterOpen(false);
            filterToggleRef.current?.focus();
          },
        })}
      />
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
    </>
  );
}
