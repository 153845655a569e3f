/**
 * The menu's first screen, painted as soon as the menu's data has come, before React has loaded.
 *
 * On a first visit the app's JavaScript (80 KB, most of it React DOM) takes a phone on a slow
 * network far longer than the menu's data (a few KB). index.html's script loads this small module
 * first, and the app after it (vite.config.ts, deferredApp): this module reads the menu with the
 * request index.html started and draws the menu page's first render without React (renderStatic);
 * the app then starts from the same answer (lib/first-load.ts) and hydrates these nodes, which are
 * inert until then (lib/painted-screen.ts). Nothing is drawn when the answer is not a menu (an
 * error, offline, a saved copy): the skeleton stays until the app shows what it shows for those.
 */
import { MenuViewFirstScreen } from '@tavola/menu-view/menu-view';
import { renderStatic } from '@tavola/menu-view/static-render';
import { readTableShowsOtherMenus, tableShowsOtherMenus, tableTakesOrders } from './features/menu/all-menus';
import { itemOpener, MENU_ID_PREFIX, menuLanguages, menuScreenProps } from './features/menu/menu-screen';
import { menuHref, onlyMenu } from './features/table-menus/table-menu-address';
import { filterMenu, offeredTags, storedAllergens, storedDiet } from './lib/allergen-filter';
import { type HeldPublicMenu, publicMenuRequest, type TableMenuView, tableMenusRequest } from './lib/api';
import { startFirstLoad } from './lib/first-load';
import { storedLanguage } from './lib/language';
import { markPaintedScreen } from './lib/painted-screen';
import { menuCopyKey, tableCopyKey } from './lib/saved-copies';
import { matchGuestRoute } from './routes';

const nothing = () => undefined;

/** The markup the menu page's first render draws for `menu`, without React. */
export function firstScreen(menu: HeldPublicMenu, clubId: number, tableId: number): DocumentFragment {
  const hidden = storedAllergens();
  const diet = storedDiet();
  const props = menuScreenProps({
    clubId,
    tableId,
    menu,
    otherMenus: tableShowsOtherMenus(clubId, tableId) === true,
    onNavigate: nothing,
    hidden,
    diet,
    offered: offeredTags(menu),
    filtered: filterMenu(menu, hidden, diet),
    opener: itemOpener(menuLanguages(menu).texts, nothing, tableTakesOrders(clubId, tableId)),
    filterOpen: false,
    savedNotice: null,
    onLanguage: nothing,
    onToggleFilter: nothing,
    onAllergens: nothing,
    onDiet: nothing,
    onCloseFilter: nothing,
  });
  return renderStatic(<MenuViewFirstScreen {...props} idPrefix={MENU_ID_PREFIX} />);
}

/**
 * Reads the page's menu and paints its first screen over index.html's skeleton. On a table's page
 * (the QR code's address) with a single menu, it first does what the table's page does: reads the
 * table's menus and moves to that menu's address, so the app starts there.
 */
export async function paintFirstScreen(): Promise<void> {
  let route = matchGuestRoute(window.location.pathname);
  if (route.name === 'table-menus') {
    const { clubId, tableId } = route;
    const table = await startFirstLoad<TableMenuView>(
      tableMenusRequest(clubId, tableId),
      tableCopyKey(clubId, tableId),
    );
    const only = table.kind === 'fresh' ? onlyMenu(table.data) : undefined;
    if (!only || !skeletonShown()) return;
    const href = menuHref(clubId, tableId, only.id);
    window.history.replaceState(null, '', href);
    route = matchGuestRoute(href);
  }
  if (route.name !== 'menu') return;
  const { clubId, tableId, menuId } = route;
  const choice = storedLanguage();
  // a device that has not read this table: its menus come beside the menu (index.html's script),
  // and decide "All menus" before the paint rather than moving the menu down after it
  const table =
    tableShowsOtherMenus(clubId, tableId) === null ? readTableShowsOtherMenus(clubId, tableId) : undefined;
  const result = await startFirstLoad<HeldPublicMenu>(
    publicMenuRequest(clubId, tableId, menuId, choice),
    menuCopyKey(clubId, tableId, menuId, choice),
  );
  await table;
  const root = document.getElementById('root');
  // only over index.html's skeleton: never over anything the app has drawn
  if (result.kind !== 'fresh' || !root || !skeletonShown()) return;
  const menu = result.data;
  const screen = firstScreen(menu, clubId, tableId);
  markPaintedScreen(root);
  root.replaceChildren(screen);
  document.documentElement.lang = menuLanguages(menu).uiLanguage;
  document.title = `${menu.name} · ${menu.clubName}`;
  await presented(root);
}

/** index.html's skeleton is still what the page shows (the app has drawn nothing yet). */
function skeletonShown(): boolean {
  return document.querySelector('#root > [data-page-skeleton]') !== null;
}

/** The longest the app waits for the browser to report the painted screen (see presented). */
const PRESENTED_WAIT_MS = 300;

/**
 * Resolves once the painted screen has reached the glass; the app starts when this module is done.
 * Started sooner, its 60 KB would be asked for, and its code run, before the menu's first frame was
 * on the screen: the main thread busy with the app instead of presenting that frame, and on
 * Lighthouse's simulated slow network the app's download on the path to the menu's largest paint
 * (LCP 1.4 s instead of 1.0 s, docs/decisions/024). And should the app ever draw
 * its own nodes instead of hydrating these (React's safety net), nodes replaced before their frame
 * never get the browser's largest-contentful-paint entry (it comes only once the frame is
 * presented). So: the browser's entry for a painted node, where it reports them; after two frames
 * where it does not; and after PRESENTED_WAIT_MS at most (no entry comes once the guest has touched
 * the page, nor while the page is hidden).
 */
function presented(root: Element): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, PRESENTED_WAIT_MS);
    const reported =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (!reported) {
      requestAnimationFrame(() => requestAnimationFrame(done));
      return;
    }
    observer = new PerformanceObserver((list) => {
      const painted = list.getEntries().some((entry) => {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        return element ? root.contains(element) : false;
      });
      if (painted) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
