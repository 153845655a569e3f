/**
 * Public calls of the guest menu (no sign-in): the table's menus and one menu as guests see it.
 * There is no owner to check (`security: []`): every read is scoped by the club, the table of that
 * club, and the club being enabled; anything else is a 404 that tells a stranger nothing more.
 *
 * getPublicMenu is the hot path (docs/decisions/011-guest-reads-cache-and-etag.md): the club's
 * content version and the table's zone from the in-process context cache (no query while this
 * process listens to the database's content notifications, one otherwise), then a document built
 * at that version from the document cache, sent as its stored JSON bytes with a strong ETag (304 on
 * a match).
 */
import type { components } from '@tavola/api/schema';
import { menuContacts } from '@tavola/domain/club';
import { entitlementsFor } from '@tavola/domain/plans';
import { nextVisibleAt, visibleMenuIds } from '@tavola/domain/scheduling';
import { HttpError } from '#errors.ts';
import { menuNotFound, tableNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { pdfAttachment, printMenu } from '#modules/menus/pdf/print-menu.ts';
import { toNameTranslation } from '#modules/translations/states.ts';
import { ifNoneMatchMatches, NO_STORE, PUBLIC_MENU_CACHE_CONTROL } from './http-cache.ts';
import { chooseLanguage } from './language.ts';
import { FALLBACK_THEME, loadTableMenus, type TableContext } from './queries.ts';

type Schemas = components['schemas'];
type PublicMenu = Schemas['PublicMenu'];

/** Errors depend on the moment (schedulings, switches): no cache may keep them. */
const uncached = { 'cache-control': NO_STORE };

const MENU_NOT_AVAILABLE_MESSAGE = 'This menu is not available now.';

const menuNotAvailable = (nextAvailableAt: Date | null) =>
  new HttpError(409, 'menu_not_available', MENU_NOT_AVAILABLE_MESSAGE, undefined, uncached, {
    nextAvailableAt: nextAvailableAt?.toISOString() ?? null,
  });

/** The table view: browsers revalidate, shared caches keep it briefly (menus follow the clock). */
const TABLE_VIEW_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';

/**
 * A document serialized and encoded once when it was built (from the typed PublicMenu, see
 * menu-document.ts): Fastify sends a Buffer as is, without serializing or encoding it again.
 */
const preSerialized = (body: Buffer) => body as unknown as PublicMenu;

function openTable(context: TableContext | null): asserts context is TableContext & {
  table: NonNullable<TableContext['table']>;
} {
  if (!context?.enabled || !context.table) throw tableNotFound(uncached);
}

/** The PDF is not offered to guests (the club's switch is off, or its plan has no PDF). */
const pdfNotOffered = () =>
  new HttpError(404, 'pdf_menu_not_offered', 'This menu is not offered as a PDF.', undefined, uncached);

export const guestHandlers: Handlers<'getTableMenus' | 'getPublicMenu' | 'getPublicMenuPdf'> = {
  async getTableMenus(request, reply) {
    const { clubId, tableId } = request.params;
    const { db, clock, guestMenus } = request.server;
    const context = await guestMenus.contexts.get(db, clubId, tableId);
    openTable(context);
    const data = await loadTableMenus(db, clubId, tableId);
    if (!data) throw tableNotFound(uncached);
    const now = clock.now();
    const { club } = data;
    const plan = entitlementsFor(club.plan);
    // a club past its plan's menu limit (after falling back to Freemium) shows its first menus only
    const menusInPlan = data.menus.slice(0, plan.maxMenus);
    const { timeZone } = context;
    const { zoneId } = context.table;
    const shownIds = visibleMenuIds({ timeZone, zoneId, at: now, menus: menusInPlan });
    const shown = shownIds.flatMap((id) => menusInPlan.filter((menu) => menu.id === id));
    let nextAvailableAt: Date | null = null;
    if (shown.length === 0) {
      for (const menu of menusInPlan) {
        const next = nextVisibleAt({ timeZone, zoneId, from: now, menu });
        if (next && (nextAvailableAt === null || next < nextAvailableAt)) nextAvailableAt = next;
      }
    }

    const translationsOn = (menu?: { translationsEnabled: boolean }) =>
      (menu?.translationsEnabled ?? true) && club.translationsEnabled && plan.translations;
    // one look for the whole page: the first menu shown, else the club (docs/decisions/011)
    const first = shown[0];
    reply.header('cache-control', TABLE_VIEW_CACHE_CONTROL);
    return {
      status: 200,
      body: {
        clubName: club.name,
        tableName: data.tableName,
        ordering: data.ordering,
        nextAvailableAt: nextAvailableAt?.toISOString() ?? null,
        logo: first?.logo ?? club.logo,
        menu: shown.map((menu) => ({
          id: menu.id,
          name: menu.name,
          position: menu.position,
          translations: translationsOn(menu)
            ? Object.fromEntries(
                menu.translations
                  // guests never see a machine draft nobody accepted
                  .filter((t) => t.translatedName.trim() !== '' && !t.machineDraft)
                  .map((t) => [t.language, toNameTranslation(t, menu.name)]),
              )
            : {},
        })),
        menuFooter: first ? first.footer : null,
        refreshTime: first?.refreshTime ?? 0,
        translationsEnabled: translationsOn(first),
        theme: first?.theme ?? club.theme ?? FALLBACK_THEME,
        clubAddress: club.clubAddress,
        ...menuContacts(club),
      },
    };
  },

  async getPublicMenu(request, reply) {
    const { clubId, tableId, menuId } = request.params;
    const { db, clock, guestMenus } = request.server;
    const context = await guestMenus.contexts.get(db, clubId, tableId);
    openTable(context);
    const menu = await guestMenus.documents.get(db, clubId, menuId, context.contentVersion);
    if (menu.kind !== 'menu') throw menuNotFound(uncached);

    const now = clock.now();
    const scheduled = { id: menu.menuId, position: 0, schedulings: menu.schedulings };
    // the queries are written out, not spread (`{ ...visibility, at }`): V8 builds an object spread
    // with added properties on a slow path, 2-3 µs, more than the rest of this handler
    // (docs/decisions/023)
    const { timeZone } = context;
    const { zoneId } = context.table;
    if (visibleMenuIds({ timeZone, zoneId, at: now, menus: [scheduled] }).length === 0) {
      throw menuNotAvailable(nextVisibleAt({ timeZone, zoneId, from: now, menu: scheduled }));
    }

    const { lang } = request.query;
    const language = chooseLanguage(
      menu.languages,
      lang,
      request.headers['accept-language'],
      menu.sourceLanguage,
    );
    const document = menu.document(language);
    reply.header('cache-control', PUBLIC_MENU_CACHE_CONTROL);
    reply.header('etag', document.etag);
    // the language came from the browser's header: a shared cache must key on it
    if (lang === undefined) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }

    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch === undefined) {
      // a first read, not a refresh of a copy the guest holds: one scan
      guestMenus.scans.count({ clubId, timeZone, tableId, menuId, language });
    }
    if (ifNoneMatchMatches(ifNoneMatch, document.etag)) return { status: 304 };
    reply.header('content-type', 'application/json; charset=utf-8');
    return { status: 200, body: preSerialized(document.body) };
  },

  /**
   * The PDF of a menu the guest may read now, with the same refusals as getPublicMenu (hidden,
   * not this table's, not now), offered only when its document says so (the club's switch and the
   * plan's PDF, `pdfMenuEnabled`); then drawn (or taken from the PDF cache) as the owner's getMenuPdf.
   */
  async getPublicMenuPdf(request, reply) {
    const { clubId, tableId, menuId } = request.params;
    const { db, clock, guestMenus } = request.server;
    const context = await guestMenus.contexts.get(db, clubId, tableId);
    openTable(context);
    const menu = await guestMenus.documents.get(db, clubId, menuId, context.contentVersion);
    if (menu.kind !== 'menu') throw menuNotFound(uncached);
    const scheduled = { id: menu.menuId, position: 0, schedulings: menu.schedulings };
    const { timeZone } = context;
    const { zoneId } = context.table;
    const now = clock.now();
    if (visibleMenuIds({ timeZone, zoneId, at: now, menus: [scheduled] }).length === 0) {
      throw menuNotAvailable(nextVisibleAt({ timeZone, zoneId, from: now, menu: scheduled }));
    }
    if (!menu.pdfMenuEnabled) throw pdfNotOffered();

    const { lang } = request.query;
    // the language printed: the one asked for when the menu offers it, else the originals'
    const printed = lang !== undefined && menu.languages.includes(lang) ? lang : menu.sourceLanguage;
    // guests keep the name they read ("Speisen (de).pdf"); the owner's file has the owner's name
    const { title, pdf } = await printMenu(
      request.server,
      clubId,
      menuId,
      printed === lang ? lang : undefined,
    );
    reply
      .type('application/pdf')
      .header('cache-control', PUBLIC_MENU_CACHE_CONTROL)
      .header('content-disposition', pdfAttachment(title, printed));
    // the generated type of a binary body is string; Fastify sends the Buffer as is
    return { status: 200, body: pdf as unknown as string };
  },
};
