/** Public calls of the guest menu (no sign-in): the table's menus and one menu as guests see it. */
import { later } from '#http/later.ts';

export const guestHandlers = later('getTableMenus', 'getPublicMenu');
