import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';

/** What a table's QR code encodes: the guest menu of that table, on the guest app. */
export function guestTableUrl(clubId: number, tableId: number): string {
  return `${env.guestBaseUrl}${paths.public.tableMenus.getHref(clubId, tableId)}`;
}
