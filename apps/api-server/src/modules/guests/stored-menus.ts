/**
 * The second level of the guests' document cache (docs/decisions/050): each menu's built documents
 * kept in the database (`menu_documents`), one row per menu, stamped with the club's content
 * version and the document format. A process that does not hold a menu in memory (it started since,
 * it dropped the menu past its budget, or another process built it) reads the row by its key
 * instead of building the menu again from its tables.
 *
 * The row keeps the documents as the cache does: their JSON texts one after the other in `body`,
 * with each one's size in bytes in `meta`, so that a read makes one Buffer and slices it, with no
 * JSON parsed or written.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, oncePerDatabase, preparedStatementName } from '#db/client.ts';
import { menuDocuments, menus, type StoredMenuMeta } from '#db/schema.ts';
import type { MenuStore } from './document-cache.ts';

/** What the cache keeps of a built menu: everything but how it reads its documents. */
export interface BuiltMenu {
  contentVersion: number;
  menuId: number;
  schedulings: StoredMenuMeta['schedulings'];
  languages: string[];
  sourceLanguage: string;
  pdfMenuEnabled: boolean;
  /** the originals' document, then each of `languages`' in its order */
  bodies: Buffer[];
}

const storedRow = oncePerDatabase((db: Db) =>
  db
    .select({
      contentVersion: menuDocuments.contentVersion,
      meta: menuDocuments.meta,
      body: menuDocuments.body,
    })
    .from(menuDocuments)
    .where(
      and(
        eq(menuDocuments.menuId, sql.placeholder('menuId')),
        eq(menuDocuments.clubId, sql.placeholder('clubId')),
        eq(menuDocuments.format, sql.placeholder('format')),
      ),
    )
    .prepare(preparedStatementName(db, 'stored_menu_documents')),
);

/**
 * The menu's stored documents when they were built at `contentVersion` or later by this `format`;
 * null otherwise (none stored, older, another format, or not this club's menu).
 */
export async function readStoredMenu(
  db: Db,
  clubId: number,
  menuId: number,
  contentVersion: number,
  format: string,
): Promise<BuiltMenu | null> {
  const [row] = await storedRow(db).execute({ menuId, clubId, format });
  if (!row || row.contentVersion < contentVersion) return null;
  const { meta } = row;
  // a row that does not add up is not served: the menu is built again, and the row overwritten
  if (!wellFormed(meta)) return null;
  const whole = Buffer.from(row.body, 'utf8');
  const bodies: Buffer[] = [];
  let offset = 0;
  for (const size of meta.sizes) {
    bodies.push(whole.subarray(offset, offset + size));
    offset += size;
  }
  if (offset !== whole.length) return null;
  return {
    contentVersion: row.contentVersion,
    menuId,
    schedulings: meta.schedulings,
    languages: meta.languages,
    sourceLanguage: meta.sourceLanguage,
    pdfMenuEnabled: meta.pdfMenuEnabled,
    bodies,
  };
}

/** `meta` as storeMenu writes it: one size in bytes for the originals and for each language. */
function wellFormed(meta: StoredMenuMeta): boolean {
  const { sizes, languages, schedulings } = meta as Partial<StoredMenuMeta>;
  return (
    Array.isArray(sizes) &&
    Array.isArray(languages) &&
    Array.isArray(schedulings) &&
    typeof meta.sourceLanguage === 'string' &&
    typeof meta.pdfMenuEnabled === 'boolean' &&
    sizes.length === languages.length + 1 &&
    sizes.every((size) => Number.isSafeInteger(size) && size >= 0) &&
    languages.every((language) => typeof language === 'string')
  );
}

/**
 * Keeps the menu's documents, unless a row at a newer version (of this format) is there already:
 * two processes building the same menu, or a slow build finishing after a newer one, never put an
 * older menu back. A row at the same version is written again (the same bytes, or a row that did
 * not add up). A menu deleted meanwhile is not stored (its key is gone: nothing to keep).
 */
export async function storeMenu(db: Db, clubId: number, menu: BuiltMenu, format: string): Promise<void> {
  const meta: StoredMenuMeta = {
    schedulings: menu.schedulings,
    languages: menu.languages,
    sourceLanguage: menu.sourceLanguage,
    pdfMenuEnabled: menu.pdfMenuEnabled,
    sizes: menu.bodies.map((body) => body.length),
  };
  const body = Buffer.concat(menu.bodies).toString('utf8');
  // selected from the menu's row: a menu deleted meanwhile (or not this club's) inserts nothing,
  // where a plain insert would break its foreign key
  await db.execute(sql`
    insert into ${menuDocuments} (menu_id, club_id, content_version, format, meta, body)
    select ${menus.id}, ${menus.clubId}, ${menu.contentVersion}::bigint, ${format}::text,
      ${JSON.stringify(meta)}::jsonb, ${body}::text
    from ${menus} where ${menus.id} = ${menu.menuId} and ${menus.clubId} = ${clubId}
    on conflict (menu_id) do update set club_id = excluded.club_id,
      content_version = excluded.content_version, format = excluded.format, meta = excluded.meta,
      body = excluded.body
    where ${menuDocuments.contentVersion} <= excluded.content_version
      or ${menuDocuments.format} <> excluded.format`);
}

/**
 * The store the document cache uses: these functions, for documents made by `format`
 * (DOCUMENTS_MADE_BY: this document format and this build of the server; a deploy never serves the
 * menus an older build made, even when a change to how they are built forgot DOCUMENT_FORMAT).
 */
export function menuStore(format: string, log: FastifyBaseLogger): MenuStore {
  return {
    read: (db, clubId, menuId, contentVersion) => readStoredMenu(db, clubId, menuId, contentVersion, format),
    write: (db, clubId, menu) => storeMenu(db, clubId, menu, format),
    failed: (error) => log.warn({ err: error }, 'a built menu could not be kept in menu_documents'),
  };
}
