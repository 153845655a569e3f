/**
 * The review's edits of a reading's draft, as pure functions of an "editable" draft: the contract's
 * draft where every section and dish carries a key of its own. Rows have no id in the contract, and
 * the review reorders, merges and moves them: keys keep React's rows, the focus and the problems the
 * server named attached to the same dish whatever moves around it. Keys never leave the screen
 * (`toSavedDraft`).
 */
import type { Schemas } from '@tavola/api/schema';

export type SavedDraft = Schemas['MenuReadingDraft'];
type SavedSection = Schemas['MenuReadingSection'];
type SavedDish = Schemas['MenuReadingDish'];
export type DishField = Schemas['MenuReadingDish']['unsure'][number];

/** A price as typed: `amount` is null while its field is empty (it is left out when saved). */
export interface EditablePrice {
  amount: number | null;
  label: string | null;
}

export interface EditableDish extends Omit<SavedDish, 'prices'> {
  key: string;
  prices: EditablePrice[];
}

export interface EditableSection extends Omit<SavedSection, 'dishes'> {
  key: string;
  dishes: EditableDish[];
}

export interface EditableDraft {
  title: string | null;
  sections: EditableSection[];
}

/** The contract's limits the buttons respect (MenuReadingDish.prices, MenuReadingDraft.sections). */
export const MAX_PRICES = 5;
export const MAX_SECTIONS = 200;
const MAX_SOURCES = 20;

let lastKey = 0;
const newKey = (kind: 's' | 'd') => `${kind}${++lastKey}`;

export function toEditableDraft(draft: SavedDraft): EditableDraft {
  return {
    title: draft.title,
    sections: draft.sections.map((section) => ({
      ...section,
      key: newKey('s'),
      dishes: section.dishes.map((dish) => ({ ...dish, key: newKey('d') })),
    })),
  };
}

/** The draft as the server takes it: no keys, and no price whose amount was left empty. */
export function toSavedDraft(draft: EditableDraft): SavedDraft {
  return {
    title: draft.title,
    sections: draft.sections.map(({ key: _key, dishes, ...section }) => ({
      ...section,
      dishes: dishes.map(({ key: _dishKey, prices, ...dish }) => ({
        ...dish,
        prices: prices.flatMap((price) =>
          price.amount === null
            ? []
            : [{ amount: price.amount, label: price.label?.trim() ? price.label : null }],
        ),
      })),
    })),
  };
}

export function emptyDish(): EditableDish {
  return {
    key: newKey('d'),
    name: '',
    description: null,
    prices: [{ amount: null, label: null }],
    allergens: [],
    dietaryTags: [],
    translations: {},
    sources: [],
    unsure: [],
  };
}

function withSection(
  draft: EditableDraft,
  sectionKey: string,
  change: (section: EditableSection) => EditableSection,
): EditableDraft {
  return {
    ...draft,
    sections: draft.sections.map((section) => (section.key === sectionKey ? change(section) : section)),
  };
}

const withDishes = (
  draft: EditableDraft,
  sectionKey: string,
  change: (dishes: EditableDish[]) => EditableDish[],
) => withSection(draft, sectionKey, (section) => ({ ...section, dishes: change(section.dishes) }));

export function updateSection(
  draft: EditableDraft,
  sectionKey: string,
  change: Partial<Omit<EditableSection, 'key' | 'dishes'>>,
): EditableDraft {
  return withSection(draft, sectionKey, (section) => ({ ...section, ...change }));
}

/**
 * A dish's fields changed by the owner. A field read with low confidence stops being marked once
 * the owner has edited it: they have looked at it.
 */
export function updateDish(
  draft: EditableDraft,
  sectionKey: string,
  dishKey: string,
  change: Partial<Omit<EditableDish, 'key'>>,
): EditableDraft {
  const checked = new Set<string>(Object.keys(change));
  return withDishes(draft, sectionKey, (dishes) =>
    dishes.map((dish) =>
      dish.key === dishKey
        ? { ...dish, ...change, unsure: dish.unsure.filter((field) => !checked.has(field)) }
        : dish,
    ),
  );
}

/** A new empty dish after `afterKey` (a missed row, or "split"), or at the end; its key is returned. */
export function addDish(
  draft: EditableDraft,
  sectionKey: string,
  afterKey?: string,
): { draft: EditableDraft; key: string } {
  const dish = emptyDish();
  const next = withDishes(draft, sectionKey, (dishes) => {
    const index = afterKey === undefined ? -1 : dishes.findIndex((entry) => entry.key === afterKey);
    if (index < 0) return [...dishes, dish];
    return [...dishes.slice(0, index + 1), dish, ...dishes.slice(index + 1)];
  });
  return { draft: next, key: dish.key };
}

export function deleteDish(draft: EditableDraft, sectionKey: string, dishKey: string): EditableDraft {
  return withDishes(draft, sectionKey, (dishes) => dishes.filter((dish) => dish.key !== dishKey));
}

/** One place up (-1) or down (+1) in its section; nothing past either end. */
export function moveDish(
  draft: EditableDraft,
  sectionKey: string,
  dishKey: string,
  offset: -1 | 1,
): EditableDraft {
  return withDishes(draft, sectionKey, (dishes) => {
    const from = dishes.findIndex((dish) => dish.key === dishKey);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= dishes.length) return dishes;
    const moved = [...dishes];
    const [dish] = moved.splice(from, 1);
    if (dish) moved.splice(to, 0, dish);
    return moved;
  });
}

/** The dish taken out of its section and put last in another. */
export function moveDishToSection(
  draft: EditableDraft,
  fromKey: string,
  dishKey: string,
  toKey: string,
): EditableDraft {
  if (fromKey === toKey) return draft;
  const dish = draft.sections
    .find((section) => section.key === fromKey)
    ?.dishes.find((d) => d.key === dishKey);
  if (!dish) return draft;
  return withDishes(deleteDish(draft, fromKey, dishKey), toKey, (dishes) => [...dishes, dish]);
}

const joined = (first: string | null, second: string | null) =>
  [first, second].filter((text): text is string => Boolean(text?.trim())).join(' ');

const union = <T>(first: readonly T[], second: readonly T[]) => [...new Set([...first, ...second])];

/**
 * A dish and the next one as one: the reading sometimes cuts a long name or description over two
 * lines into two dishes. Names and descriptions joined, the first's prices unless it has none,
 * allergens and tags of both, and both places on the page.
 */
export function mergeWithNext(draft: EditableDraft, sectionKey: string, dishKey: string): EditableDraft {
  return withDishes(draft, sectionKey, (dishes) => {
    const index = dishes.findIndex((dish) => dish.key === dishKey);
    const first = dishes[index];
    const second = dishes[index + 1];
    if (!first || !second) return dishes;
    const hasPrice = first.prices.some((price) => price.amount !== null);
    const merged: EditableDish = {
      ...first,
      name: joined(first.name, second.name),
      description: joined(first.description, second.description) || null,
      prices: hasPrice ? first.prices : second.prices,
      allergens: union(first.allergens, second.allergens),
      dietaryTags: union(first.dietaryTags, second.dietaryTags),
      translations: { ...second.translations, ...first.translations },
      sources: [...first.sources, ...second.sources].slice(0, MAX_SOURCES),
      unsure: union(first.unsure, second.unsure),
    };
    return [...dishes.slice(0, index), merged, ...dishes.slice(index + 2)];
  });
}

/** A new section, empty and unnamed, after `afterKey` (or last); its key is returned. */
export function addSection(draft: EditableDraft, afterKey?: string): { draft: EditableDraft; key: string } {
  const section: EditableSection = {
    key: newKey('s'),
    name: '',
    translations: {},
    sources: [],
    unsure: false,
    dishes: [],
  };
  const index = draft.sections.findIndex((entry) => entry.key === afterKey);
  const sections =
    index < 0
      ? [...draft.sections, section]
      : [...draft.sections.slice(0, index + 1), section, ...draft.sections.slice(index + 1)];
  return { draft: { ...draft, sections }, key: section.key };
}

export function deleteSection(draft: EditableDraft, sectionKey: string): EditableDraft {
  return { ...draft, sections: draft.sections.filter((section) => section.key !== sectionKey) };
}
