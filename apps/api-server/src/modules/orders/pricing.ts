/**
 * What a line of an order costs and whether it may be ordered, from the menu as it is now
 * (docs/decisions/056): the item is the club's, shown (item, section and menu), in stock, on a
 * menu shown at the table now, orderable (staff may order a dish left out of guests' ordering),
 * with a price, and its options fit the item's groups. @tavola/domain/ordering computes the price.
 */
import type { components } from '@tavola/api/schema';
import type { OptionChoice } from '@tavola/domain/item-options';
import { linePrice, type OrderLineOptionSnapshot, type OrderStation } from '@tavola/domain/ordering';
import { entitlementsFor, type PlanId } from '@tavola/domain/plans';
import { type SchedulingRule, visibleMenuIds } from '@tavola/domain/scheduling';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { fromJsonRow, type JsonRow, jsonList } from '#db/json-rows.ts';
import { itemOptionGroups, itemOptions, menuItems, menuSections, menus } from '#db/schema.ts';
import { schedulingsJson } from '#modules/guests/menu-content-query.ts';

export type LineProblem = components['schemas']['OrderLineProblem'];

interface ItemForOrder {
  id: number;
  name: string;
  price: number | null;
  orderable: boolean;
  outOfStock: boolean;
  /** the item, its section or its menu is hidden */
  hidden: boolean;
  menuId: number;
  station: OrderStation;
  optionGroups: {
    id: number;
    name: string;
    choice: OptionChoice;
    minChoices: number;
    maxChoices: number;
    options: { id: number; name: string; price: number | null; outOfStock: boolean }[];
  }[];
}

/** The menu as ordering needs it: the items asked about and the menus shown at the table now. */
export interface OrderingMenu {
  items: Map<number, ItemForOrder>;
  shownMenuIds: Set<number>;
}

export interface TableForMenu {
  clubId: number;
  plan: PlanId;
  timeZone: string;
  zoneId: number | null;
}

/**
 * The menu as ordering needs it, as one JSON value inside a statement: the club's items `itemIds`
 * (a subquery or list of ids) with their section, menu and option groups, and the club's switched-on
 * menus with their schedulings. `clubId` may name the outer row (orders/order-state.ts) or be a
 * value. Read back with `orderingMenuFromJson`.
 */
export function orderingMenuJson(clubId: SQLWrapper, itemIds: SQL): SQL {
  const optionGroups = jsonList(
    sql`json_build_object('group', to_json(${itemOptionGroups}), 'options', ${jsonList(
      sql`to_json(${itemOptions})`,
      itemOptions,
      eq(itemOptions.groupId, itemOptionGroups.id),
      sql`${itemOptions.position}, ${itemOptions.id}`,
    )})`,
    itemOptionGroups,
    eq(itemOptionGroups.itemId, menuItems.id),
    sql`${itemOptionGroups.position}, ${itemOptionGroups.id}`,
  );
  return sql`json_build_object(
    'items', coalesce((select json_agg(json_build_object(
        'item', to_json(${menuItems}),
        'sectionDisabled', ${menuSections.disabled},
        'station', ${menuSections.station},
        'menuDisabled', ${menus.disabled},
        'menuId', ${menus.id},
        'groups', ${optionGroups}))
      from ${menuItems}
      join ${menuSections} on ${menuSections.id} = ${menuItems.sectionId}
      join ${menus} on ${menus.id} = ${menuSections.menuId}
      where ${menus.clubId} = ${clubId} and ${menuItems.id} in (${itemIds})), '[]'::json),
    'menus', coalesce((select json_agg(json_build_object(
        'id', ${menus.id}, 'position', ${menus.position}, 'schedulings', ${schedulingsJson})
        order by ${menus.position}, ${menus.id})
      from ${menus} where ${menus.clubId} = ${clubId} and not ${menus.disabled}), '[]'::json))`;
}

/** What `orderingMenuJson` answers, parsed. */
export interface OrderingMenuJson {
  items: {
    item: JsonRow;
    sectionDisabled: boolean;
    station: OrderStation;
    menuDisabled: boolean;
    menuId: number;
    groups: { group: JsonRow; options: JsonRow[] }[];
  }[];
  menus: { id: number; position: number; schedulings: SchedulingRule[] }[];
}

/** The ordering menu from its JSON: the items by id, and the menus the table sees at `now`. */
export function orderingMenuFromJson(json: OrderingMenuJson, table: TableForMenu, now: Date): OrderingMenu {
  const items = new Map<number, ItemForOrder>();
  for (const found of json.items) {
    const item = fromJsonRow(menuItems, found.item);
    items.set(item.id, {
      id: item.id,
      name: item.name,
      price: item.price,
      orderable: item.orderable,
      outOfStock: item.outOfStock,
      hidden: item.disabled || found.sectionDisabled || found.menuDisabled,
      menuId: found.menuId,
      station: found.station,
      optionGroups: found.groups.map(({ group: groupJson, options }) => {
        const group = fromJsonRow(itemOptionGroups, groupJson);
        return {
          id: group.id,
          name: group.name,
          choice: group.choice as OptionChoice,
          minChoices: group.minChoices,
          maxChoices: group.maxChoices,
          options: options.map((optionJson) => {
            const option = fromJsonRow(itemOptions, optionJson);
            return { id: option.id, name: option.name, price: option.price, outOfStock: option.outOfStock };
          }),
        };
      }),
    });
  }
  // a club past its plan's menu limit (after falling back to Freemium) shows its first menus only
  const inPlan = json.menus.slice(0, entitlementsFor(table.plan).maxMenus);
  const shown = visibleMenuIds({ timeZone: table.timeZone, zoneId: table.zoneId, at: now, menus: inPlan });
  return { items, shownMenuIds: new Set(shown) };
}

/** Reads the items `itemIds` of the club and which of its menus the table sees at `now`: one statement. */
export async function loadOrderingMenu(
  db: DbOrTx,
  table: TableForMenu,
  itemIds: readonly number[],
  now: Date,
): Promise<OrderingMenu> {
  const ids = JSON.stringify([...new Set(itemIds)]);
  const result = await db.execute(
    sql`select ${orderingMenuJson(sql`${table.clubId}`, sql`select value::int from json_array_elements_text(${ids}::json)`)}::text as json`,
  );
  const [row] = (result as unknown as { rows: { json: string }[] }).rows;
  if (!row) throw new Error('the ordering menu read gave no row');
  return orderingMenuFromJson(JSON.parse(row.json) as OrderingMenuJson, table, now);
}

export interface LineRequest {
  itemId: number;
  optionIds: readonly number[];
  quantity: number;
}

export type PricedLine =
  | {
      ok: true;
      name: string;
      options: OrderLineOptionSnapshot[];
      unitCents: number;
      station: OrderStation;
    }
  | { ok: false; problem: LineProblem; name: string };

/** Prices a line from the menu now, or says why it cannot be ordered. */
export function priceLine(menu: OrderingMenu, line: LineRequest, by: 'guest' | 'staff'): PricedLine {
  const item = menu.items.get(line.itemId);
  if (!item || item.hidden) return { ok: false, problem: 'unavailable', name: item?.name ?? '' };
  const refuse = (problem: LineProblem) => ({ ok: false as const, problem, name: item.name });
  if (item.outOfStock) return refuse('out_of_stock');
  if (!menu.shownMenuIds.has(item.menuId)) return refuse('not_now');
  if (item.price === null || (by === 'guest' && !item.orderable)) return refuse('not_orderable');
  const chosen = new Set(line.optionIds);
  const options: OrderLineOptionSnapshot[] = [];
  for (const group of item.optionGroups) {
    for (const option of group.options) {
      if (!chosen.has(option.id)) continue;
      if (option.outOfStock) return refuse('out_of_stock');
      options.push({ id: option.id, name: option.name, groupName: group.name });
    }
  }
  const price = linePrice(item, line.optionIds, line.quantity);
  if (!price.ok) return refuse(price.problem === 'no_price' ? 'not_orderable' : 'options_changed');
  return {
    ok: true,
    name: item.name,
    options,
    unitCents: price.unitCents,
    station: item.station,
  };
}
