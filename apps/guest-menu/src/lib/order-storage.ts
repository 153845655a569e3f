// Where the phone keeps its order of a table (features/order), per club and table: the menu page
// reads at once whether it holds one, to load the ordering part with the page. Small on purpose: it
// is in the first screen's JavaScript.
import { readStored } from './storage';

export const orderStoreKey = (clubId: number, tableId: number) => `tavola.guest.order.${clubId}.${tableId}`;

/** This phone holds an order of the table (open or last seen closed): the order part loads at once. */
export const orderHeld = (clubId: number, tableId: number) =>
  readStored(orderStoreKey(clubId, tableId)) !== null;
