/**
 * What a printed menu is made from: the club's fields that decide what guests see (the same
 * `GuestClub` as the guests' read) with its PDF switch and content version, and the full menu.
 * Unlike the guests' read (`loadMenuContent`), a hidden menu is read too: its owner may print it.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { clubs } from '#db/schema.ts';
import type { GuestClub } from '#modules/guests/queries.ts';
import { type FullMenu, findFullMenu } from '#modules/menus/queries.ts';

export type PdfClub = GuestClub & {
  pdfMenuEnabled: boolean;
  /** bumped by the database on every change of anything printed (drizzle/0005) */
  contentVersion: number;
};

/** The club row alone: enough to refuse a request, or to serve a PDF printed at this version. */
export async function readPdfClub(db: DbOrTx, clubId: number): Promise<PdfClub | null> {
  const [club] = await db
    .select({
      name: clubs.name,
      plan: clubs.plan,
      callWaiterEnabled: clubs.callWaiterEnabled,
      menuLabelEnabled: clubs.menuLabelEnabled,
      translationsEnabled: clubs.translationsEnabled,
      pdfMenuEnabled: clubs.pdfMenuEnabled,
      contentVersion: clubs.contentVersion,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return club ?? null;
}

export interface MenuPdfSource {
  club: PdfClub;
  /** null when the menu is not one of the club's */
  menu: FullMenu | null;
}

/**
 * The club and the full menu in one snapshot, so the content is exactly the one of the version it
 * is stamped with. Null when the club does not exist.
 */
export async function loadMenuPdfSource(
  db: Db,
  clubId: number,
  menuId: number,
): Promise<MenuPdfSource | null> {
  return db.transaction(
    async (tx) => {
      const club = await readPdfClub(tx, clubId);
      if (!club) return null;
      return { club, menu: await findFullMenu(tx, clubId, menuId) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
