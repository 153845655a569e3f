/** The plan's menu limit, checked by every way a menu is added (create, duplicate, spreadsheet import). */
import { canCreateMenu } from '@tavola/domain/plans';
import type { DbOrTx } from '#db/client.ts';
import { clubNotFound, forbidden } from '#errors.ts';
import { clubPlan, countMenus } from './queries.ts';

/**
 * Refuses one more menu at the plan's limit (403 with the spec's menu-limit message). Inside
 * writeClub, the count cannot change before the menu is added.
 */
export async function assertMayAddMenu(tx: DbOrTx, clubId: number) {
  const club = await clubPlan(tx, clubId);
  if (!club) throw clubNotFound();
  const refusal = canCreateMenu(club.plan, await countMenus(tx, clubId));
  if (refusal) throw forbidden('menu_limit_reached', refusal.message);
  return club;
}
