import type { TableMenuView } from '../../lib/api';

/**
 * Where a table's menu is, and which menu a table opens straight away: what the table's page and the
 * first paint (first-paint.tsx) both need, in a module of its own so that the first paint does not
 * carry the table's page with it.
 */

/** The guest page of menu `menuId` at a table. */
export function menuHref(clubId: number, tableId: number, menuId: number): string {
  return `/public/menu/${clubId}/${tableId}/${menuId}`;
}

/** The table's only menu, which the table's page opens straight away; undefined for none or several. */
export function onlyMenu(view: TableMenuView | null): TableMenuView['menu'][number] | undefined {
  return view?.menu.length === 1 ? view.menu[0] : undefined;
}
