import { tableQrPath } from '@tavola/domain/table';
import { env } from '#config/env.ts';

/**
 * What a table's QR code encodes: the guest menu of that table, on the guest app, with the table's
 * printed key, which phones at the table need to order (docs/decisions/057).
 */
export function guestTableUrl(clubId: number, table: { id: number; orderKey: string }): string {
  return `${env.guestBaseUrl}${tableQrPath(clubId, table.id, table.orderKey)}`;
}
