/**
 * The guests' cold menu read (the document cache missed, document-cache.ts) in ONE statement: the
 * database builds the whole menu as one JSON text (the club, its address, the menu, its theme and
 * banner, the sections with their items, option groups, options and every translation, the
 * schedulings), and this module maps it to the same MenuContent the owner's reads give
 * (`toFullMenu`, `toItem`, `toOptionGroup`, `toNameTranslation`).
 *
 * Why one statement (issue 50, docs/decisions/044): each statement is a round trip, and a read of
 * several statements needed a repeatable-read transaction (BEGIN and COMMIT: two more) to be one
 * snapshot. A single statement is its own snapshot, so the content is exactly the one of the
 * version it is stamped with, without a transaction. 13 round trips on PostgreSQL (14 on PGlite) for
 * the demo menu before, 1 now (bench/cold-read.mjs).
 *
 * How: every row travels as `to_json(<table>)` (its column names as keys), nested with correlated
 * `json_agg(… order by …)` subqueries, each list in the order the owner's reads use (by position then
 * id; translations by language). `fromJsonRow` turns such a row back into the row Drizzle would have
 * given (`$inferSelect`, each value through its column's own `mapFromDriverValue`: numeric prices as
 * numbers, the bigint content version as a number, jsonb as is), so the mapping to the contract is
 * the owner's own code, and a renamed column or table breaks this at compile time or in its test
 * (menu-content-query.test.ts compares it with `findFullMenu`). The SQL is PostgreSQL 15 and PGlite
 * alike (json_build_object, json_agg with ORDER BY, to_json of a row).
 */
import { entitlementsFor } from '@tavola/domain/plans';
import type { SchedulingRule } from '@tavola/domain/scheduling';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, oncePerDatabase, preparedStatementName } from '#db/client.ts';
import { fromJsonRow, type JsonRow, jsonList } from '#db/json-rows.ts';
import {
  addresses,
  banners,
  clubs,
  menuItems,
  menuSections,
  menus,
  menuTranslations,
  schedulings,
  sectionTranslations,
  themes,
} from '#db/schema.ts';
import { type ItemJson, itemJson, translationsOf } from '#modules/items/item-json.ts';
import { toItemFromJson } from '#modules/items/queries.ts';
import { type FullMenu, toFullMenu } from '#modules/menus/queries.ts';
import type { MenuSection } from '#modules/sections/queries.ts';
import { toNameTranslation } from '#modules/translations/states.ts';
import type { GuestClub, MenuContent } from './queries.ts';

interface SectionJson {
  row: JsonRow;
  translations: JsonRow[];
  items: ItemJson[];
}

/** What the statement answers, parsed. */
interface MenuContentJson {
  club: JsonRow;
  address: JsonRow;
  /** null: no such menu in this club */
  menu: JsonRow | null;
  /** the menu's theme, else the club's; null: none */
  theme: JsonRow | null;
  banner: JsonRow | null;
  visibleMenusBefore: number;
  /** null when the menu is missing or switched off: nothing of it is read then */
  content: {
    sections: SectionJson[];
    translations: JsonRow[];
    schedulings: SchedulingRule[];
  } | null;
}

// ---------------------------------------------------------------------------------------------
// The statement
// ---------------------------------------------------------------------------------------------

const itemsJson = jsonList(
  itemJson,
  menuItems,
  eq(menuItems.sectionId, menuSections.id),
  sql`${menuItems.position}, ${menuItems.id}`,
);

const sectionsJson = jsonList(
  sql`json_build_object(
    'row', to_json(${menuSections}),
    'translations', ${translationsOf(sectionTranslations, eq(sectionTranslations.sectionId, menuSections.id), sectionTranslations.language)},
    'items', ${itemsJson})`,
  menuSections,
  eq(menuSections.menuId, menus.id),
  sql`${menuSections.position}, ${menuSections.id}`,
);

/**
 * The rules as guests' schedulings are checked with (@tavola/domain/scheduling), in their order: of
 * the outer `menus` row (ordering's menu reads use it too: orders/pricing.ts).
 */
export const schedulingsJson = jsonList(
  sql`json_build_object('days', ${schedulings.days}, 'startTime', ${schedulings.startTime},
    'endTime', ${schedulings.endTime}, 'zoneId', ${schedulings.zoneId})`,
  schedulings,
  eq(schedulings.menuId, menus.id),
  sql`${schedulings.id}`,
);

/**
 * How many of the club's visible menus come before the joined menu (by position, then id): past the
 * plan's menu limit it is hidden from guests (decision 017). A second alias of "menus", spelled out.
 */
const visibleMenusBefore = sql`(select count(*) from "menus" m where m."club_id" = ${clubs.id} and not m."disabled"
  and (m."position" < ${menus.position} or (m."position" = ${menus.position} and m."id" < ${menus.id})))`;

/**
 * The whole answer as one JSON text (parsed here, the same way on both drivers). The menu's content
 * is built only for a menu that is there, and switched on unless `includeHidden` (the owner's read):
 * a missing or hidden one reads one row.
 */
const menuContentJson = sql<string>`json_build_object(
  'club', to_json(${clubs}),
  'address', to_json(${addresses}),
  'menu', to_json(${menus}),
  'theme', to_json(${themes}),
  'banner', to_json(${banners}),
  'visibleMenusBefore', ${visibleMenusBefore},
  'content', case when not ${menus.disabled} or ${sql.placeholder('includeHidden')}::boolean then json_build_object(
    'sections', ${sectionsJson},
    'translations', ${translationsOf(menuTranslations, eq(menuTranslations.menuId, menus.id), menuTranslations.language)},
    'schedulings', ${schedulingsJson}) end
)::text`;

function prepareMenuContent(db: Db) {
  return (
    db
      .select({ json: menuContentJson })
      .from(clubs)
      .innerJoin(addresses, eq(addresses.id, clubs.addressId))
      .leftJoin(menus, and(eq(menus.id, sql.placeholder('menuId')), eq(menus.clubId, clubs.id)))
      // the menu's own look, else the club's
      .leftJoin(themes, eq(themes.id, sql`coalesce(${menus.themeId}, ${clubs.themeId})`))
      .leftJoin(banners, eq(banners.menuId, menus.id))
      .where(eq(clubs.id, sql.placeholder('clubId')))
      .prepare(preparedStatementName(db, 'guest_menu_content'))
  );
}

/**
 * Prepared once per database, like findTableContext's (queries.ts): PostgreSQL then parses and plans
 * this long statement once per connection instead of at every cold read.
 */
const preparedMenuContent = oncePerDatabase(prepareMenuContent);

// ---------------------------------------------------------------------------------------------
// Its answer, as Drizzle's rows and then the contract's shapes
// ---------------------------------------------------------------------------------------------

/** A section as sections/queries.ts `loadSections` gives it (the owner's full menu carries those). */
function toSectionFromJson({ row, translations, items }: SectionJson): MenuSection {
  const section = fromJsonRow(menuSections, row);
  return {
    id: section.id,
    name: section.name,
    position: section.position,
    disabled: section.disabled,
    station: section.station,
    items: items.map(toItemFromJson),
    translations: Object.fromEntries(
      translations.map((json) => {
        const translation = fromJsonRow(sectionTranslations, json);
        return [translation.language, toNameTranslation(translation, section.name)];
      }),
    ),
  };
}

function guestClub(club: typeof clubs.$inferSelect): GuestClub {
  return {
    name: club.name,
    plan: club.plan,
    callWaiterEnabled: club.callWaiterEnabled,
    menuLabelEnabled: club.menuLabelEnabled,
    translationsEnabled: club.translationsEnabled,
    pdfMenuEnabled: club.pdfMenuEnabled,
  };
}

/**
 * Everything one menu's public documents are built from, in one statement (one snapshot), stamped
 * with the club's content version. 'missing' for an unknown club (version -1) or a menu that is not
 * the club's; 'hidden' for a switched-off menu or one past the plan's menu limit (a club that fell
 * back to Freemium keeps every menu, and guests see its first ones: decision 017).
 */
export async function loadMenuContent(db: Db, clubId: number, menuId: number): Promise<MenuContent> {
  const json = await readMenuContent(db, clubId, menuId, false);
  if (!json) return { kind: 'missing', contentVersion: -1 };
  const club = fromJsonRow(clubs, json.club);
  const { contentVersion } = club;
  if (!json.menu) return { kind: 'missing', contentVersion };
  const menu = fromJsonRow(menus, json.menu);
  if (menu.disabled || !json.content) return { kind: 'hidden', contentVersion };
  if (json.visibleMenusBefore >= entitlementsFor(club.plan).maxMenus)
    return { kind: 'hidden', contentVersion };
  return {
    kind: 'menu',
    contentVersion,
    club: guestClub(club),
    schedulings: json.content.schedulings,
    menu: fullMenuFromJson(json, json.content, menu, club),
  };
}

/**
 * The owner's full menu (getMenu: hidden sections, items and the menu itself included), read with
 * the same one statement: null when the club has no such menu. The same FullMenu as `findFullMenu`
 * (menus/queries.ts), which the menu's writes still use inside their transactions.
 */
export async function loadOwnerFullMenu(db: Db, clubId: number, menuId: number): Promise<FullMenu | null> {
  const json = await readMenuContent(db, clubId, menuId, true);
  if (!json?.menu || !json.content) return null;
  return fullMenuFromJson(json, json.content, fromJsonRow(menus, json.menu), fromJsonRow(clubs, json.club));
}

async function readMenuContent(
  db: Db,
  clubId: number,
  menuId: number,
  includeHidden: boolean,
): Promise<MenuContentJson | undefined> {
  const [answer] = await preparedMenuContent(db).execute({ clubId, menuId, includeHidden });
  return answer ? (JSON.parse(answer.json) as MenuContentJson) : undefined;
}

function fullMenuFromJson(
  json: MenuContentJson,
  content: NonNullable<MenuContentJson['content']>,
  menu: typeof menus.$inferSelect,
  club: typeof clubs.$inferSelect,
): FullMenu {
  return toFullMenu({
    menu,
    club,
    address: fromJsonRow(addresses, json.address),
    theme: json.theme && fromJsonRow(themes, json.theme),
    sections: content.sections.map(toSectionFromJson),
    translations: content.translations.map((translation) => fromJsonRow(menuTranslations, translation)),
    banner: json.banner && fromJsonRow(banners, json.banner),
  });
}
