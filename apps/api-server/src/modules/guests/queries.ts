/**
 * Reads of the public guest calls. `findTableContext` is the hot path's only round trip, and none
 * while its answer is held by the context cache (context-cache.ts); the menu's content is read (one
 * statement: menu-content-query.ts) only when the club's content version moved on.
 */

import type { ClubContactField } from '@tavola/domain/club';
import { tableTakesOrders } from '@tavola/domain/ordering';
import type { PlanId } from '@tavola/domain/plans';
import type { SchedulingRule } from '@tavola/domain/scheduling';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, oncePerDatabase, preparedStatementName } from '#db/client.ts';
import {
  addresses,
  clubs,
  menus,
  menuTranslations,
  schedulings,
  tables,
  tableZones,
  themes,
} from '#db/schema.ts';
import { addressLine } from '#modules/clubs/queries.ts';
import { FALLBACK_THEME, type FullMenu, type Theme, toTheme } from '#modules/menus/queries.ts';
import type { StoredNameRow } from '#modules/translations/states.ts';

/** What every public call needs to know first: the club's state and the table's zone. */
export interface TableContext {
  contentVersion: number;
  enabled: boolean;
  timeZone: string;
  /** null when the table is unknown or of another club */
  table: { id: number; zoneId: number | null } | null;
}

function prepareTableContext(db: Db) {
  return db
    .select({
      contentVersion: clubs.contentVersion,
      enabled: clubs.enabled,
      timeZone: clubs.timeZone,
      tableId: tables.id,
      zoneId: tables.zoneId,
    })
    .from(clubs)
    .leftJoin(tables, and(eq(tables.id, sql.placeholder('tableId')), eq(tables.clubId, clubs.id)))
    .where(eq(clubs.id, sql.placeholder('clubId')))
    .prepare(preparedStatementName(db, 'guest_table_context'));
}

/**
 * Prepared once per database (bench/guest: building the query with Drizzle at every call was a
 * tenth of the hot path's CPU; PostgreSQL also keeps the named statement's plan per connection,
 * except behind a transaction pooler: see preparedStatementName).
 */
const preparedTableContext = oncePerDatabase(prepareTableContext);

/** One query: the club's version, switch and time zone, and the table when it is the club's. */
export async function findTableContext(
  db: Db,
  clubId: number,
  tableId: number,
): Promise<TableContext | null> {
  const [row] = await preparedTableContext(db).execute({ clubId, tableId });
  if (!row) return null;
  return {
    contentVersion: row.contentVersion,
    enabled: row.enabled,
    timeZone: row.timeZone,
    table: row.tableId === null ? null : { id: row.tableId, zoneId: row.zoneId },
  };
}

/** The club fields guests see, and the ones that decide what they see (switches, plan). */
export interface GuestClub {
  name: string;
  plan: PlanId;
  callWaiterEnabled: boolean;
  menuLabelEnabled: boolean;
  translationsEnabled: boolean;
  /** the club's "PDF menu: guests can download" switch */
  pdfMenuEnabled: boolean;
}

/**
 * A menu as stored, with the club's state, read in one snapshot and stamped with its version
 * (menu-content-query.ts `loadMenuContent`).
 */
export type MenuContent =
  | { kind: 'missing'; contentVersion: number }
  | { kind: 'hidden'; contentVersion: number }
  | {
      kind: 'menu';
      contentVersion: number;
      club: GuestClub;
      schedulings: SchedulingRule[];
      menu: FullMenu;
    };

export interface TableMenusData {
  club: GuestClub &
    Record<ClubContactField, string | null> & {
      logo: string | null;
      theme: Theme | null;
      clubAddress: string;
    };
  tableName: string;
  /** the table takes orders from phones now */
  ordering: boolean;
  menus: {
    id: number;
    name: string;
    position: number;
    logo: string | null;
    footer: string | null;
    refreshTime: number;
    callWaiterEnabled: boolean;
    menuLabelEnabled: boolean;
    translationsEnabled: boolean;
    theme: Theme | null;
    schedulings: SchedulingRule[];
    translations: StoredNameRow[];
  }[];
}

/** The club, the table and the club's enabled menus with their rules and name translations. */
export async function loadTableMenus(
  db: Db,
  clubId: number,
  tableId: number,
): Promise<TableMenusData | null> {
  const [row] = await db
    .select({
      club: clubs,
      address: addresses,
      tableName: tables.name,
      zoneOrdering: tableZones.ordering,
      theme: themes,
    })
    .from(clubs)
    .innerJoin(addresses, eq(addresses.id, clubs.addressId))
    .innerJoin(tables, and(eq(tables.id, tableId), eq(tables.clubId, clubs.id)))
    .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
    .leftJoin(themes, eq(themes.id, clubs.themeId))
    .where(eq(clubs.id, clubId));
  if (!row) return null;
  const menuRows = await db
    .select({ menu: menus, theme: themes })
    .from(menus)
    .leftJoin(themes, eq(themes.id, menus.themeId))
    .where(and(eq(menus.clubId, clubId), eq(menus.disabled, false)))
    .orderBy(asc(menus.position), asc(menus.id));
  const menuIds = menuRows.map(({ menu }) => menu.id);
  const [ruleRows, translationRows] =
    menuIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(schedulings).where(inArray(schedulings.menuId, menuIds)),
          db
            .select()
            .from(menuTranslations)
            .where(inArray(menuTranslations.menuId, menuIds))
            .orderBy(asc(menuTranslations.language)),
        ]);
  const { club } = row;
  return {
    club: {
      name: club.name,
      plan: club.plan,
      callWaiterEnabled: club.callWaiterEnabled,
      menuLabelEnabled: club.menuLabelEnabled,
      translationsEnabled: club.translationsEnabled,
      pdfMenuEnabled: club.pdfMenuEnabled,
      logo: club.logo,
      theme: row.theme ? toTheme(row.theme) : null,
      clubAddress: addressLine(row.address),
      displayEmail: club.displayEmail,
      displayPhone: club.displayPhone,
      facebook: club.facebook,
      instagram: club.instagram,
      website: club.website,
      whatsapp: club.whatsapp,
    },
    tableName: row.tableName,
    ordering: tableTakesOrders(club, row.zoneOrdering === null ? null : { ordering: row.zoneOrdering }),
    menus: menuRows.map(({ menu, theme }) => ({
      id: menu.id,
      name: menu.name,
      position: menu.position,
      logo: menu.logo,
      footer: menu.footer,
      refreshTime: menu.refreshTime,
      callWaiterEnabled: menu.callWaiterEnabled,
      menuLabelEnabled: menu.menuLabelEnabled,
      translationsEnabled: menu.translationsEnabled,
      theme: theme ? toTheme(theme) : null,
      schedulings: ruleRows
        .filter((rule) => rule.menuId === menu.id)
        .map(({ days, startTime, endTime, zoneId }) => ({ days, startTime, endTime, zoneId })),
      translations: translationRows
        .filter((translation) => translation.menuId === menu.id)
        .map(({ id, language, translatedName, originalName, machineDraft }) => ({
          id,
          language,
          translatedName,
          originalName,
          machineDraft,
        })),
    })),
  };
}

export { FALLBACK_THEME };
