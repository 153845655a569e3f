/**
 * What a club's public page shows (`/m/{slug}`, docs/decisions/043): the club's menus that are not
 * hidden, within its plan's menu limit, whatever their schedulings and zones (a page for people
 * looking the venue up, not a table), and one of them as guests read it. The menus come from the
 * guests' document cache (modules/guests/document-cache.ts), so the page shows exactly what a table
 * shows, and never what it hides: hidden sections, items and notes, unaccepted machine drafts.
 */
import type { components } from '@tavola/api/schema';
import { entitlementsFor } from '@tavola/domain/plans';
import { slugProblem } from '@tavola/domain/public-page';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clubs, menus } from '#db/schema.ts';
import { HttpError } from '#errors.ts';
import { NO_STORE } from '#modules/guests/http-cache.ts';

type PublicClubPage = components['schemas']['PublicClubPage'];
type PublicMenu = components['schemas']['PublicMenu'];

/** Anything that is not a page to show: one answer, which tells a stranger nothing more. */
export const pageNotFound = () =>
  new HttpError(404, 'page_not_found', 'This page does not exist.', undefined, { 'cache-control': NO_STORE });

export interface LoadedClubPage {
  /**
   * The page's data, built when asked for (each menu's document parsed): an answer from the
   * caches (a 304, HTML kept by its ETag) needs only the figures below.
   */
  page(): PublicClubPage;
  clubId: number;
  /** the menu shown */
  menuId: number;
  /** the club's content version the page was read at (its ETag's part) */
  contentVersion: number;
  /** the language shown, null for the originals */
  language: string | null;
}

/** The club of a public page, when the page is on and the club enabled. */
async function findPageClub(app: FastifyInstance, slug: string) {
  if (slugProblem(slug) !== null) return null;
  const [club] = await app.db
    .select({
      id: clubs.id,
      plan: clubs.plan,
      enabled: clubs.enabled,
      publicPage: clubs.publicPage,
      contentVersion: clubs.contentVersion,
    })
    .from(clubs)
    .where(eq(clubs.slug, slug));
  return club?.enabled && club.publicPage ? club : null;
}

/**
 * The page of `slug`: its menu `menuId` (else its first) in `lang` when that menu offers it (else
 * the originals). Throws pageNotFound for anything else.
 */
export async function loadClubPage(
  app: FastifyInstance,
  slug: string,
  menuId: number | undefined,
  lang: string | undefined,
): Promise<LoadedClubPage> {
  const club = await findPageClub(app, slug);
  if (!club) throw pageNotFound();
  const ids = await app.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.clubId, club.id), eq(menus.disabled, false)))
    .orderBy(asc(menus.position), asc(menus.id));
  // a club past its plan's menu limit (after falling back to Freemium) shows its first menus only
  const inPlan = ids.slice(0, entitlementsFor(club.plan).maxMenus);
  const cached = await Promise.all(
    inPlan.map(({ id }) => app.guestMenus.documents.get(app.db, club.id, id, club.contentVersion)),
  );
  const shown = cached.flatMap((menu) => (menu.kind === 'menu' ? [menu] : []));
  const chosen = menuId === undefined ? shown[0] : shown.find((menu) => menu.menuId === menuId);
  if (!chosen) throw pageNotFound();
  const language =
    lang !== undefined && lang !== chosen.sourceLanguage && chosen.languages.includes(lang) ? lang : null;
  // each menu in the language shown where it has it (its name in the page's list of menus)
  const page = (): PublicClubPage => {
    const documents = shown.map((menu) => ({
      id: menu.menuId,
      menu: JSON.parse(menu.document(language).body.toString('utf8')) as PublicMenu,
    }));
    const menu = documents.find((document) => document.id === chosen.menuId)?.menu;
    if (!menu) throw pageNotFound();
    return {
      slug,
      menus: documents.map((document) => ({ id: document.id, name: document.menu.name })),
      menu,
    };
  };
  return { page, clubId: club.id, menuId: chosen.menuId, contentVersion: club.contentVersion, language };
}
