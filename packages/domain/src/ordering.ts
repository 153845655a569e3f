/**
 * Orders from the table (docs/decisions/056): the limits of a table's order, the life of a round,
 * and what a line costs. The server computes every price with these rules from the menu as it is
 * now; the guest app shows the same figures before it asks. Money is integer cents throughout: a
 * menu's prices (numeric, two decimals, VAT included) become cents once, here.
 */
import type { OptionChoice } from './item-options';
import { entitlementsFor, type PlanId } from './plans';
import { hasControlCharacters } from './text';

/** One dish's quantity on a line: 0 and 10,000 are refused. */
export const ORDER_QUANTITY_MAX = 99;
/** A line's note to the kitchen ("no onions"). */
export const ORDER_NOTE_MAX = 200;
/** The first name a guest may give, shown on their lines. */
export const ORDER_GUEST_NAME_MAX = 30;
/** Lines of one table's open order, sent or not. */
export const ORDER_LINES_MAX = 200;
/** Rounds one table may send within a minute. */
export const ORDER_ROUNDS_PER_MINUTE = 4;

/** Whether a club's guests order from their phones: nowhere, at every table, or in chosen zones. */
export const ORDERING_MODES = ['off', 'all', 'zones'] as const;
export type OrderingMode = (typeof ORDERING_MODES)[number];

/**
 * Whether guests at a table order from their phones: the club's plan has ordering, and its switch
 * is on for every table, or for the table's zone (a table without a zone takes none then).
 */
export function tableTakesOrders(
  club: { plan: PlanId; ordering: OrderingMode },
  zone: { ordering: boolean } | null,
): boolean {
  if (!entitlementsFor(club.plan).ordering) return false;
  if (club.ordering === 'all') return true;
  return club.ordering === 'zones' && zone?.ordering === true;
}

/** An option of a sent line, as it was when sent. */
export interface OrderLineOptionSnapshot {
  id: number;
  name: string;
  groupName: string;
}

/** Where a section's dishes are made: each section goes to one station. */
export const ORDER_STATIONS = ['kitchen', 'bar'] as const;
export type OrderStation = (typeof ORDER_STATIONS)[number];

/** A round's life, in order: staff move it on, one step at a time. */
export const ROUND_STATUSES = ['received', 'preparing', 'ready', 'served'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** The status after `status`, or null once served. */
export function nextRoundStatus(status: RoundStatus): RoundStatus | null {
  return ROUND_STATUSES[ROUND_STATUSES.indexOf(status) + 1] ?? null;
}

/** A menu amount (at most two decimals) as integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** What pricing needs of an item: its price and its option groups, as the menu has them now. */
export interface PricedItem {
  /** null: no price to order by (a "market price" dish is asked of the waiter) */
  price: number | null;
  optionGroups: readonly {
    id: number;
    choice: OptionChoice;
    minChoices: number;
    maxChoices: number;
    options: readonly { id: number; price: number | null }[];
  }[];
}

export type LinePrice =
  | { ok: true; unitCents: number; totalCents: number }
  | { ok: false; problem: 'no_price' | 'bad_quantity' | 'unknown_option' }
  | { ok: false; problem: 'too_few_choices' | 'too_many_choices'; groupId: number };

function isQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_QUANTITY_MAX;
}

/**
 * What one line costs: the item's price, replaced by the price of a chosen size (a single-choice
 * option with a price; the last such group decides), plus each chosen extra (a multiple-choice
 * option's price, null being free), times the quantity. Refuses an option that is not the item's,
 * an option chosen twice, and a group's choices outside its minimum and maximum.
 */
export function linePrice(item: PricedItem, optionIds: readonly number[], quantity: number): LinePrice {
  if (!isQuantity(quantity)) return { ok: false, problem: 'bad_quantity' };
  if (item.price === null) return { ok: false, problem: 'no_price' };
  const chosen = new Set(optionIds);
  if (chosen.size !== optionIds.length) return { ok: false, problem: 'unknown_option' };
  let found = 0;
  let unitCents = toCents(item.price);
  let extrasCents = 0;
  for (const group of item.optionGroups) {
    const picked = group.options.filter((option) => chosen.has(option.id));
    found += picked.length;
    if (picked.length < group.minChoices) return { ok: false, problem: 'too_few_choices', groupId: group.id };
    if (picked.length > group.maxChoices)
      return { ok: false, problem: 'too_many_choices', groupId: group.id };
    for (const option of picked) {
      if (option.price === null) continue;
      if (group.choice === 'single') unitCents = toCents(option.price);
      else extrasCents += toCents(option.price);
    }
  }
  if (found !== chosen.size) return { ok: false, problem: 'unknown_option' };
  const unit = unitCents + extrasCents;
  return { ok: true, unitCents: unit, totalCents: unit * quantity };
}

/** Why a note cannot go to the kitchen, or null: at most ORDER_NOTE_MAX characters, no control characters. */
export function orderNoteProblem(note: string | null | undefined): 'too_long' | 'control_characters' | null {
  if (!note) return null;
  if ([...note].length > ORDER_NOTE_MAX) return 'too_long';
  return hasControlCharacters(note) ? 'control_characters' : null;
}

/** The total of lines in cents (void lines left out by the caller). */
export function totalCents(lines: readonly { unitCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}
