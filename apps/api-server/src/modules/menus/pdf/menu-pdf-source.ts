/**
 * What a printed menu is made from: the club's fields that decide what guests see (the same
 * `GuestClub` as the guests' read) with its PDF switch, and the full menu, read in one snapshot.
 * Unlike the guests' read (`loadMenuContent`), a hidden menu is read too: its owner may print it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { clubs } from '#db/schema.ts';
import type { GuestClub } from '../../guests/queries.ts';
import { type FullMenu, findFullMenu } from '../queries.ts';

export type PdfClub = GuestClub & { pdfMenuEnabled: boolean };

export interface MenuPdfSource {
  club: PdfClub;
  /** null when the menu is not one of the club's */
  menu: FullMenu | null;
}

/**
 * `check` runs on the club before the menu is read, so a refused request (plan, switch) costs one
 * small query; it throws to refuse. Null when the club does not exist.
 */
export async function loadMenuPdfSource(
  db: Db,
  clubId: number,
  menuId: number,
  check: (club: PdfClub) => void,
): Promise<MenuPdfSource | null> {
  return db.transaction(
    async (tx) => {
      const [club] = await tx
        .select({
          name: clubs.name,
          plan: clubs.plan,
          callWaiterEnabled: clubs.callWaiterEnabled,
          menuLabelEnabled: clubs.menuLabelEnabled,
          translationsEnabled: clubs.translationsEnabled,
          pdfMenuEnabled: clubs.pdfMenuEnabled,
        })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      if (!club) return null;
      check(club);
      return { club, menu: await findFullMenu(tx, clubId, menuId) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
