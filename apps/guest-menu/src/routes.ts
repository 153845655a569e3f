// The guest app's two public routes (spec section 2). Matched by hand: a router library would cost
// the guest page bytes for two fixed patterns.

export type GuestRoute =
  | { name: 'table-menus'; clubId: number; tableId: number }
  | { name: 'menu'; clubId: number; tableId: number; menuId: number }
  | { name: 'not-found' };

const ID = '([1-9][0-9]{0,9})';
const TABLE_MENUS = new RegExp(`^/public/qrcodemenu/${ID}/${ID}/?$`);
const MENU = new RegExp(`^/public/menu/${ID}/${ID}/${ID}/?$`);

/** `pathname` may carry a query (an in-app link's `?lang=`): the route is the path before it. */
export function matchGuestRoute(address: string): GuestRoute {
  const pathname = address.split('?')[0] ?? '';
  const tableMenus = TABLE_MENUS.exec(pathname);
  if (tableMenus) {
    return { name: 'table-menus', clubId: Number(tableMenus[1]), tableId: Number(tableMenus[2]) };
  }
  const menu = MENU.exec(pathname);
  if (menu) {
    return { name: 'menu', clubId: Number(menu[1]), tableId: Number(menu[2]), menuId: Number(menu[3]) };
  }
  return { name: 'not-found' };
}
