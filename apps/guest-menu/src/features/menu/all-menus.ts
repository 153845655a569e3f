import { type TableMenuView, tableMenusRequest } from '../../lib/api';
import { load } from '../../lib/load';
import { readCopy, tableCopyKey } from '../../lib/saved-copies';

/**
 * Whether the table shows other menus than this one, from its last read on this device (its page
 * saves it), null when this device has not read it (a menu opened from a shared link). Read at
 * once, so that the first paint and the app's first render agree.
 */
export function tableShowsOtherMenus(clubId: number, tableId: number): boolean | null {
  const menus = readCopy<TableMenuView>(tableCopyKey(clubId, tableId))?.data.menu;
  // a copy without its list of menus (another answer saved under the key, or an older app's
  // shape) counts as not read
  return Array.isArray(menus) ? menus.length > 1 : null;
}

/**
 * Whether the table takes orders from phones, from its last read on this device: read at once, so
 * that the first paint and the app's first render draw the same "Add to order" buttons.
 */
export function tableTakesOrders(clubId: number, tableId: number): boolean {
  return readCopy<TableMenuView>(tableCopyKey(clubId, tableId))?.data.ordering === true;
}

/**
 * Reads the table's menus when this device has not (a menu opened from a shared link): true when
 * it shows other menus. The answer is saved, as the table's page saves it. index.html's script asks
 * for them beside the menu, so the first paint draws "All menus" with the menu; the app reads them
 * itself when it shows the menu without the first paint (a later visit, the service worker's).
 */
export async function readTableShowsOtherMenus(clubId: number, tableId: number): Promise<boolean> {
  const result = await load<TableMenuView>(tableMenusRequest(clubId, tableId), tableCopyKey(clubId, tableId));
  return result.kind === 'fresh' && result.data.menu?.length > 1;
}
