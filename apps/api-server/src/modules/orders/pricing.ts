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
import { visibleMenuIds } from '@tavola/domain/scheduling';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { itemOptionGroups, itemOptions, menuItems, menuSections, menus, schedulings } from '#db/schema.ts';

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

/** Reads the items `itemIds` of the club and which of its menus the table sees at `now`. */
export async function loadOrderingMenu(
  db: DbOrTx,
  table: TableForMenu,
  itemIds: readonly number[],
  now: Date,
): Promise<OrderingMenu> {
  const ids = [...new Set(itemIds)];
  const [itemRows, menuRows, ruleRows] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: menuItems.id,
            name: menuItems.name,
            price: menuItems.price,
            orderable: menuItems.orderable,
            outOfStock: menuItems.outOfStock,
            itemDisabled: menuItems.disabled,
            sectionDisabled: menuSections.disabled,
            menuDisabled: menus.disabled,
            menuId: menus.id,
            station: menuSections.station,
          })
          .from(menuItems)
          .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
          .innerJoin(menus, eq(menus.id, menuSections.menuId))
          .where(and(eq(menus.clubId, table.clubId), inArray(menuItems.id, ids))),
    db
      .select({ id: menus.id, position: menus.position })
      .from(menus)
      .where(and(eq(menus.clubId, table.clubId), eq(menus.disabled, false)))
      .orderBy(asc(menus.position), asc(menus.id)),
    db
      .select({
        menuId: schedulings.menuId,
        days: schedulings.days,
        startTime: schedulings.startTime,
        endTime: schedulings.endTime,
        zoneId: schedulings.zoneId,
      })
      .from(schedulings)
      .innerJoin(menus, eq(menus.id, schedulings.menuId))
      .where(eq(menus.clubId, table.clubId)),
  ]);
  const foundIds = itemRows.map((row) => row.id);
  const groupRows =
    foundIds.length === 0
      ? []
      : await db
          .select({
            groupId: itemOptionGroups.id,
            itemId: itemOptionGroups.itemId,
            groupName: itemOptionGroups.name,
            choice: itemOptionGroups.choice,
            minChoices: itemOptionGroups.minChoices,
            maxChoices: itemOptionGroups.maxChoices,
            optionId: itemOptions.id,
            optionName: itemOptions.name,
            optionPrice: itemOptions.price,
            optionOutOfStock: itemOptions.outOfStock,
          })
          .from(itemOptionGroups)
          .leftJoin(itemOptions, eq(itemOptions.groupId, itemOptionGroups.id))
          .where(inArray(itemOptionGroups.itemId, foundIds))
          .orderBy(asc(itemOptionGroups.position), asc(itemOptionGroups.id), asc(itemOptions.position));

  const items = new Map<number, ItemForOrder>();
  for (const row of itemRows) {
    items.set(row.id, {
      id: row.id,
      name: row.name,
      price: row.price === null ? null : Number(row.price),
      orderable: row.orderable,
      outOfStock: row.outOfStock,
      hidden: row.itemDisabled || row.sectionDisabled || row.menuDisabled,
      menuId: row.menuId,
      station: row.station,
      optionGroups: [],
    });
  }
  for (const row of groupRows) {
    const item = items.get(row.itemId);
    if (!item) continue;
    let group = item.optionGroups.find((candidate) => candidate.id === row.groupId);
    if (!group) {
      group = {
        id: row.groupId,
        name: row.groupName,
        choice: row.choice as OptionChoice,
        minChoices: row.minChoices,
        maxChoices: row.maxChoices,
        options: [],
      };
      item.optionGroups.push(group);
    }
    if (row.optionId !== null && row.optionName !== null) {
      group.options.push({
        id: row.optionId,
        name: row.optionName,
        price: row.optionPrice === null ? null : Number(row.optionPrice),
        outOfStock: row.optionOutOfStock ?? false,
      });
    }
  }

  // a club past its plan's menu limit (after falling back to Freemium) shows its first menus only
  const inPlan = menuRows.slice(0, entitlementsFor(table.plan).maxMenus).map((menu) => ({
    ...menu,
    schedulings: ruleRows
      .filter((rule) => rule.menuId === menu.id)
      .map(({ days, startTime, endTime, zoneId }) => ({ days, startTime, endTime, zoneId })),
  }));
  const shown = visibleMenuIds({ timeZone: table.timeZone, zoneId: table.zoneId, at: now, menus: inPlan });
  return { items, shownMenuIds: new Set(shown) };
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
