// The printed table key of the QR code's address (docs/decisions/057), kept on the phone per club
// and table: index.html's script keeps it under the same key and takes it out of the address before
// anything else runs. Read by the parts loaded on demand (the item's view, ordering), never by the
// first screen.
import { orderHeld } from './order-storage';
import { readStored } from './storage';

export const tableKeyStoreKey = (clubId: number, tableId: number) =>
  `tavola.guest.tableKey.${clubId}.${tableId}`;

/** This phone may order at the table: it scanned the table's code, or it holds its order. */
export const mayOrder = (clubId: number, tableId: number) =>
  orderHeld(clubId, tableId) || readStored(tableKeyStoreKey(clubId, tableId)) !== null;
