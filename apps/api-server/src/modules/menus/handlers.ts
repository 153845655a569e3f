/**
 * Menus of a club: list, create and save, reorder, read in full, delete, duplicate. Club ownership
 * is checked before these run (plugins/openapi.ts). The Freemium menu limit and the plan's features
 * come from @tavola/domain/plans, the field limits from @tavola/domain/menu.
 */
import type { components } from '@tavola/api/schema';
import { languageOfCountry } from '@tavola/domain/languages';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { validateMenuAdminDisplayName, validateMenuFooter, validateMenuName } from '@tavola/domain/menu';
import { entitlementsFor, type PlanId } from '@tavola/domain/plans';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#db/client.ts';
import { writeClub } from '#db/club-writes.ts';
import { menus } from '#db/schema.ts';
import { clubNotFound, type ErrorDetail, forbidden, validationFailed } from '#errors.ts';
import { menuNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { type ActivityChange, actorOf, recordActivity } from '#modules/activity/record.ts';
import { loadOwnerFullMenu } from '#modules/guests/menu-content-query.ts';
import { menuSourceLanguage } from '#modules/sections/queries.ts';
import { ownLanguageTranslations } from '#modules/translations/own-language.ts';
import { assertMayAddMenu } from './menu-limit.ts';
import { pdfAttachment, printMenu } from './pdf/print-menu.ts';
import * as queries from './queries.ts';

type MenuInput = components['schemas']['MenuInput'];

/**
 * What a save of a menu tells the activity log: shown or hidden when the switch changed, and a
 * save (with the old name when renamed) when anything else may have.
 */
function menuSaveChanges(
  before: { name: string; disabled: boolean },
  after: { name: string; disabled?: boolean },
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  const toggled = after.disabled !== undefined && after.disabled !== before.disabled;
  if (toggled) changes.push({ kind: after.disabled ? 'menu_disabled' : 'menu_enabled', subject: after.name });
  const renamed = after.name !== before.name;
  if (renamed || !toggled)
    changes.push({
      kind: 'menu_updated',
      subject: after.name,
      details: renamed ? { oldName: before.name } : {},
    });
  return changes;
}

/** Trimmed text or null for a blank optional field. */
function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The suffix of a duplicated menu's name. */
const COPY_SUFFIX = ' (copy)';

/** "Lunch (copy)", shortened so the whole name stays within the 100-character limit. */
function copyName(name: string): string {
  const room = FIELD_LIMITS.menu.name - [...COPY_SUFFIX].length;
  const points = [...name];
  const base = points.length > room ? points.slice(0, room).join('').trimEnd() : name;
  return `${base}${COPY_SUFFIX}`;
}

/** Checks the texts (spec section 5), the theme and the plan's features of a menu body. */
async function menuValues(tx: DbOrTx, clubId: number, plan: PlanId, body: MenuInput) {
  const details: ErrorDetail[] = [];
  const check = (field: string, problem: { message: string } | null) => {
    if (problem) details.push({ field, message: problem.message });
  };
  check('name', validateMenuName(body.name));
  if (body.adminDisplayName !== undefined)
    check('adminDisplayName', validateMenuAdminDisplayName(body.adminDisplayName));
  if (body.footer !== undefined) check('footer', validateMenuFooter(body.footer));
  if (body.themeId !== undefined && body.themeId !== null) {
    if (!(await queries.findUsableTheme(tx, clubId, body.themeId)))
      details.push({ field: 'themeId', message: 'Choose a predefined theme or one of this club’s own' });
  }
  for (const [language, translation] of Object.entries(body.translations ?? {})) {
    check(
      `translations.${language}.translatedName`,
      translation.translatedName ? validateMenuName(translation.translatedName) : null,
    );
  }
  if (details.length > 0) throw validationFailed(details);

  const entitlements = entitlementsFor(plan);
  if (body.menuLabelEnabled === true && !entitlements.labels) throw notInPlan('labels');
  if (body.translationsEnabled === true && !entitlements.translations) throw notInPlan('translations');

  return {
    name: body.name.trim(),
    ...(body.adminDisplayName === undefined ? {} : { adminDisplayName: optional(body.adminDisplayName) }),
    ...(body.footer === undefined ? {} : { footer: optional(body.footer) }),
    ...(body.refreshTime === undefined ? {} : { refreshTime: body.refreshTime }),
    ...(body.callWaiterEnabled === undefined ? {} : { callWaiterEnabled: body.callWaiterEnabled }),
    ...(body.menuLabelEnabled === undefined ? {} : { menuLabelEnabled: body.menuLabelEnabled }),
    ...(body.translationsEnabled === undefined ? {} : { translationsEnabled: body.translationsEnabled }),
    // photos in the PDF need both the PDF and the photos; the switch itself is free to keep
    ...(body.pdfPhotos === undefined ? {} : { pdfPhotos: body.pdfPhotos }),
    ...(body.disabled === undefined ? {} : { disabled: body.disabled }),
    ...(body.themeId === undefined ? {} : { themeId: body.themeId }),
    ...(body.sourceLanguage === undefined ? {} : { sourceLanguage: body.sourceLanguage }),
  };
}

function notInPlan(feature: 'labels' | 'translations') {
  const name = feature === 'labels' ? 'Labels (bestseller, recommended)' : 'Translations';
  return forbidden(
    'feature_not_in_plan',
    `${name} are a Smart feature: upgrade the club's plan to use them.`,
  );
}

async function createMenu(request: FastifyRequest, clubId: number, body: MenuInput) {
  const { db, clock } = request.server;
  const menuId = await writeClub(db, clubId, async (tx) => {
    const club = await assertMayAddMenu(tx, clubId);
    const values = await menuValues(tx, clubId, club.plan, body);
    const now = clock.now();
    const position = await queries.countMenus(tx, clubId);
    // the language of the club's country, stored so that a later move of the club changes no menu
    const [address] = await queries.clubCountry(tx, clubId);
    const sourceLanguage = values.sourceLanguage ?? languageOfCountry(address?.country ?? '');
    const problems = ownLanguageTranslations(body.translations, sourceLanguage);
    if (problems.length > 0) throw validationFailed(problems);
    const [menu] = await tx
      .insert(menus)
      .values({ ...values, sourceLanguage, clubId, position, createdAt: now, updatedAt: now })
      .returning({ id: menus.id });
    if (!menu) throw new Error('menu not created');
    if (body.translations) await queries.replaceMenuTranslations(tx, menu.id, values.name, body.translations);
    await recordActivity(tx, clubId, actorOf(request), { kind: 'menu_created', subject: values.name });
    return menu.id;
  });
  const menu = await queries.findFullMenu(db, clubId, menuId);
  if (!menu) throw menuNotFound();
  return menu;
}

export const menuHandlers: Handlers<
  | 'listMenus'
  | 'createMenu'
  | 'saveMenu'
  | 'saveMenusBatch'
  | 'getMenu'
  | 'deleteMenu'
  | 'duplicateMenu'
  | 'getMenuPdf'
> = {
  async listMenus(request) {
    return { status: 200, body: await queries.listMenus(request.server.db, request.params.clubId) };
  },

  async createMenu(request) {
    return { status: 201, body: await createMenu(request, request.params.clubId, request.body) };
  },

  async saveMenu(request) {
    const { clubId } = request.params;
    const body = request.body;
    if (body.id === undefined) return { status: 200, body: await createMenu(request, clubId, body) };
    const menuId = body.id;
    const { db, clock } = request.server;
    await writeClub(db, clubId, async (tx) => {
      const club = await queries.clubPlan(tx, clubId);
      if (!club) throw clubNotFound();
      const before = await queries.findMenu(tx, clubId, menuId);
      if (!before) throw menuNotFound();
      const values = await menuValues(tx, clubId, club.plan, body);
      if (body.translations) {
        const problems = ownLanguageTranslations(
          body.translations,
          values.sourceLanguage ?? (await menuSourceLanguage(tx, menuId)),
        );
        if (problems.length > 0) throw validationFailed(problems);
      }
      if (
        values.sourceLanguage !== undefined &&
        (await queries.menuHasLanguage(tx, menuId, values.sourceLanguage))
      )
        throw validationFailed([
          {
            field: 'sourceLanguage',
            message:
              'The menu has translations in this language: remove them first, or choose another language',
          },
        ]);
      await tx
        .update(menus)
        .set({ ...values, updatedAt: clock.now() })
        .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)));
      if (body.translations)
        await queries.replaceMenuTranslations(tx, menuId, values.name, body.translations);
      await recordActivity(tx, clubId, actorOf(request), menuSaveChanges(before, values));
    });
    const menu = await queries.findFullMenu(db, clubId, menuId);
    if (!menu) throw menuNotFound();
    return { status: 200, body: menu };
  },

  async saveMenusBatch(request) {
    const { clubId } = request.params;
    const entries = request.body;
    const { db } = request.server;
    await writeClub(db, clubId, async (tx) => {
      // writeClub's lock on the club's row orders concurrent reorders, creations and deletions of its menus
      if (!(await queries.clubPlan(tx, clubId))) throw clubNotFound();
      const current = await queries.listMenus(tx, clubId);
      const known = new Set(current.map((menu) => menu.id));
      const seen = new Set<number>();
      const details: ErrorDetail[] = [];
      entries.forEach((entry, index) => {
        if (!known.has(entry.id))
          details.push({ field: `[${index}].id`, message: `No menu with id ${entry.id} in this club` });
        else if (seen.has(entry.id))
          details.push({ field: `[${index}].id`, message: `Menu ${entry.id} is listed more than once` });
        seen.add(entry.id);
      });
      if (details.length > 0) throw validationFailed(details);
      const given = new Map(entries.map((entry, index) => [entry.id, { position: entry.position, index }]));
      const ordered = current
        .map((menu, currentIndex) => {
          const update = given.get(menu.id);
          return {
            id: menu.id,
            position: update?.position ?? menu.position,
            // on a tie the listed menu comes first, in the order given; the others keep theirs
            listed: update ? 0 : 1,
            order: update?.index ?? currentIndex,
          };
        })
        .sort((a, b) => a.position - b.position || a.listed - b.listed || a.order - b.order)
        .map((menu) => menu.id);
      await queries.renumberMenus(tx, clubId, ordered);
    });
    return { status: 200, body: await queries.listMenus(db, clubId) };
  },

  async getMenu(request) {
    const { clubId, menuId } = request.params;
    // one statement, as the guests' cold read (docs/decisions/044)
    const menu = await loadOwnerFullMenu(request.server.db, clubId, menuId);
    if (!menu) throw menuNotFound();
    return { status: 200, body: menu };
  },

  async deleteMenu(request) {
    const { clubId, menuId } = request.params;
    await writeClub(request.server.db, clubId, async (tx) => {
      if (!(await queries.clubPlan(tx, clubId))) throw clubNotFound();
      // sections, items, translations, schedulings and the banner go with it (on delete cascade)
      const deleted = await tx
        .delete(menus)
        .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId)))
        .returning({ name: menus.name });
      const [menu] = deleted;
      if (!menu) throw menuNotFound();
      await queries.renumberMenus(tx, clubId);
      await recordActivity(tx, clubId, actorOf(request), { kind: 'menu_deleted', subject: menu.name });
    });
    return { status: 204 };
  },

  async duplicateMenu(request) {
    const { clubId, menuId } = request.params;
    const { db, clock } = request.server;
    const copyId = await writeClub(db, clubId, async (tx) => {
      const source = await queries.findMenu(tx, clubId, menuId);
      if (!source) throw menuNotFound();
      await assertMayAddMenu(tx, clubId);
      const position = await queries.countMenus(tx, clubId);
      const name = copyName(source.name);
      const copy = await queries.copyMenu(tx, source, name, position, clock.now());
      await recordActivity(tx, clubId, actorOf(request), {
        kind: 'menu_duplicated',
        subject: name,
        details: { oldName: source.name },
      });
      return copy;
    });
    const menu = await queries.findFullMenu(db, clubId, copyId);
    if (!menu) throw menuNotFound();
    return { status: 201, body: menu };
  },

  async getMenuPdf(request, reply) {
    const { clubId, menuId } = request.params;
    const { name, language, pdf } = await printMenu(request.server, clubId, menuId, request.query.lang);
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', pdfAttachment(name, language));
    // the generated type of a binary body is string; Fastify sends the Buffer as is
    return { status: 200, body: pdf as unknown as string };
  },
};
