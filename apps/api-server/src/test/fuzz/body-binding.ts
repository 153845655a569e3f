/**
 * Ids inside a request body bound to the owner's things at the moment the request is sent.
 *
 * A body generated from its schema names ids at random (from the pools of every id at the start),
 * so an item's `sectionId`, an update's `id` or a batch's entries almost never name the path's
 * menu, section or item, and the write stops at 404 before the handler's real work. Bound, an
 * integer id field takes the id of the same chain as the path (club > menu > section > item…),
 * and a batch's entries take distinct siblings at distinct positions, so creates, updates, moves,
 * reorders and translation sheets succeed often enough for the invariants checked after each call
 * to be tested by them. A plan names one on sale in the club's country, and a card (a provider's
 * id, the one string bound) one of the club's cards. Only values of the field's own type are
 * replaced: a field the fuzzer broke (a string for an id, null, a nested object) stays broken.
 * Requests carry whether to bind, so fast-check tries both and shrinks to the unbound body when
 * binding does not matter.
 */
import { type ClubWorld, type MenuWorld, type OwnerWorld, pickFrom, SEEDED_CLUBS } from './world.ts';

/**
 * The lists a body may name, for one chain of picks; the path ids are taken from the same chain
 * (session.ts, `chainOf`), so path and body name the same things.
 */
export interface ChainLists {
  club?: ClubWorld;
  menus: number[];
  menu?: MenuWorld;
  sections: number[];
  sectionId?: number;
  items: number[];
  itemId?: number;
  tables: number[];
  zones: number[];
  schedulings: number[];
  plansOnSale: number[];
  paymentMethods: string[];
}

/** Mostly one of the seeded clubs; one pick in five any club, the fuzzer's own included. */
function pickClub(clubs: readonly ClubWorld[], index = 0): ClubWorld | undefined {
  return index % 5 === 4 ? pickFrom(clubs, index) : pickFrom(clubs.slice(0, SEEDED_CLUBS), index);
}

export function chainLists(world: OwnerWorld, pick: readonly number[]): ChainLists {
  const [c, m, s, i, t, z, , , , card] = pick;
  const club = pickClub(world.clubs, c);
  const menu = pickFrom(club?.menus ?? [], m);
  const section = pickFrom(menu?.sections ?? [], s);
  return {
    club,
    menus: (club?.menus ?? []).map((each) => each.id),
    menu,
    sections: (menu?.sections ?? []).map((each) => each.id),
    sectionId: section?.id,
    items: section?.items ?? [],
    itemId: pickFrom(section?.items ?? [], i),
    tables: rotate(club?.tables ?? [], t),
    zones: rotate(club?.zones ?? [], z),
    schedulings: menu?.schedulings ?? [],
    plansOnSale: rotate(club?.plansOnSale ?? [], i),
    paymentMethods: rotate(club?.paymentMethods ?? [], card),
  };
}

/** The list starting at the picked element, so its first is the one the path names. */
function rotate<T>(list: readonly T[], index: number | undefined): T[] {
  if (list.length === 0) return [];
  const start = (index ?? 0) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

type Kind = 'menus' | 'sections' | 'items' | 'tables' | 'schedulings';

/** Which things a body's `id` names, by operation (the operations whose body says what it saves). */
const BODY_ID: Record<string, { kind: Kind; batch: boolean }> = {
  saveMenu: { kind: 'menus', batch: false },
  saveSection: { kind: 'sections', batch: false },
  saveItem: { kind: 'items', batch: false },
  saveTable: { kind: 'tables', batch: false },
  saveSchedulings: { kind: 'schedulings', batch: true },
  saveMenusBatch: { kind: 'menus', batch: true },
  saveSectionsBatch: { kind: 'sections', batch: true },
  saveItemsBatch: { kind: 'items', batch: true },
};

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
/** A JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path's own thing of that kind first (an update of what the path names), then its siblings. */
function idsOf(lists: ChainLists, kind: Kind): number[] {
  const named: Partial<Record<Kind, number>> = {
    menus: lists.menu?.id,
    sections: lists.sectionId,
    items: lists.itemId,
  };
  const first = named[kind];
  const all = lists[kind];
  return first === undefined ? all : [first, ...all.filter((id) => id !== first)];
}

/** Fields that name one thing of the chain, whatever the operation. */
function bindReferences(entry: Record<string, unknown>, lists: ChainLists): void {
  const chain: Record<string, number | undefined> = {
    clubId: lists.club?.clubId,
    menuId: lists.menu?.id,
    sectionId: lists.sectionId,
    itemId: lists.itemId,
    tableId: lists.tables[0],
    zoneId: lists.zones[0],
    tableZoneId: lists.zones[0],
    paymentPlanId: lists.plansOnSale[0],
  };
  for (const [field, id] of Object.entries(chain)) {
    if (isInteger(entry[field]) && id !== undefined) entry[field] = id;
  }
  const card = lists.paymentMethods[0];
  if (typeof entry.paymentMethodId === 'string' && card !== undefined) entry.paymentMethodId = card;
}

/** The texts a bound translation sheet names first, in order: each one exists, none twice. */
const SHEET_TEXTS = [
  { kind: 'menu', field: 'name' },
  { kind: 'section', field: 'name' },
  { kind: 'item', field: 'name' },
] as const;

/**
 * A translation sheet's texts name a menu, section or item by `kind`, `id` and `field`. One text
 * that does not exist (a menu's ingredients, an item without a description) or one named twice
 * refuses the whole sheet, so the first three texts are bound to the names of the chain's menu,
 * section and item; texts after them keep their generated kind and field (and get the chain's id
 * of that kind), so those refusals are still tried.
 */
function bindTranslationText(entry: Record<string, unknown>, lists: ChainLists, index: number): void {
  const byKind: Record<string, number | undefined> = {
    menu: lists.menu?.id,
    section: lists.sectionId,
    item: lists.itemId,
  };
  const text = SHEET_TEXTS[index];
  if (text && typeof entry.kind === 'string') entry.kind = text.kind;
  if (text && typeof entry.field === 'string') entry.field = text.field;
  const id = typeof entry.kind === 'string' ? byKind[entry.kind] : undefined;
  if (isInteger(entry.id) && id !== undefined) entry.id = id;
}

/**
 * The body with its integer ids replaced by the chain's (a copy: the generated value is fast-check's
 * and is shown again when a failure is shrunk). `rotation` spreads batches over different
 * positions from one request to the next.
 */
export function bindBody(operationId: string, body: unknown, lists: ChainLists, rotation: number): unknown {
  const copy = structuredClone(body);
  const target = BODY_ID[operationId];
  if (Array.isArray(copy)) {
    const ids = target?.batch ? idsOf(lists, target.kind) : [];
    // one entry per thing at most: entries past the number of siblings would only repeat an id
    const entries = ids.length > 0 ? copy.slice(0, ids.length) : copy;
    entries.forEach((entry, index) => {
      if (!isObject(entry)) return;
      bindReferences(entry, lists);
      if (!target?.batch || !isInteger(entry.id)) return;
      if (ids.length === 0) {
        delete entry.id; // nothing to update: a create where the schema allows one
        return;
      }
      entry.id = ids[(rotation + index) % ids.length];
      // distinct positions, up to one past the last (placed last)
      if (isInteger(entry.position)) entry.position = (rotation + index) % (ids.length + 1);
    });
    return entries;
  }
  if (!isObject(copy)) return copy;
  bindReferences(copy, lists);
  if (operationId === 'saveMenuTranslations' && Array.isArray(copy.texts)) {
    copy.texts.forEach((text, index) => {
      if (isObject(text)) bindTranslationText(text, lists, index);
    });
  }
  if (target && !target.batch && isInteger(copy.id)) {
    // the path's own thing or its next sibling (an item or section moved within the menu), or a
    // create when there is none
    const ids = idsOf(lists, target.kind);
    if (ids.length > 0) copy.id = ids[rotation % Math.min(ids.length, 2)];
    else delete copy.id;
  }
  return copy;
}
