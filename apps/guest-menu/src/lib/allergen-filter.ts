// The guest's filters: "Hide dishes containing…" (allergens) and "Show only…" (dietary tags),
// remembered on the device, applied to the menu before the view renders it. The rules (options
// included) are the domain's guest filter (@tavola/domain/guest-filter, docs/decisions/038).
import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { containsExcluded, filterMenuForGuest } from '@tavola/domain/guest-filter';
import { DIETARY_TAGS, type DietaryTag, type ItemExtras } from '@tavola/menu-view/item-extras';
import type { AllergenCode, PublicMenu } from './api';
import { readStored, writeStored } from './storage';

export const ALLERGENS_KEY = 'tavola.guest.allergens';
export const DIET_KEY = 'tavola.guest.diet';

/** The known values stored under `key`, in their list's order. */
function storedList<T extends string>(key: string, known: readonly T[]): T[] {
  try {
    const value: unknown = JSON.parse(readStored(key) ?? '[]');
    return Array.isArray(value) ? known.filter((code) => value.includes(code)) : [];
  } catch {
    return [];
  }
}

export function storedAllergens(): AllergenCode[] {
  return storedList(ALLERGENS_KEY, ALLERGEN_CODES);
}

export function rememberAllergens(codes: readonly AllergenCode[]): void {
  writeStored(ALLERGENS_KEY, codes.length > 0 ? JSON.stringify(codes) : null);
}

export function storedDiet(): DietaryTag[] {
  return storedList(DIET_KEY, DIETARY_TAGS);
}

export function rememberDiet(tags: readonly DietaryTag[]): void {
  writeStored(DIET_KEY, tags.length > 0 ? JSON.stringify(tags) : null);
}

type FilterableMenu = Pick<PublicMenu, 'sections'>;

const extrasOf = (item: object): ItemExtras => item as ItemExtras;

/**
 * The tags the menu's dishes carry, in the tags' order: what "Show only" offers (a vegan dish is
 * vegetarian too). A tag no dish carries is never offered, nor applied: a guest who chose
 * "Vegetarian" elsewhere does not find every dish hidden where the owner tagged none.
 */
export function offeredTags(menu: FilterableMenu): DietaryTag[] {
  const carried = new Set<DietaryTag>();
  for (const section of menu.sections)
    for (const item of section.items)
      for (const tag of extrasOf(item).dietaryTags ?? []) {
        carried.add(tag);
        if (tag === 'vegan') carried.add('vegetarian');
      }
  return DIETARY_TAGS.filter((tag) => carried.has(tag));
}

export interface FilteredMenu<M> {
  menu: M;
  /** dishes left out */
  hiddenCount: number;
  /** dishes shown with an option that contains a hidden allergen (marked, never hidden for it) */
  flagged: ReadonlySet<number>;
}

/** The menu as the guest's filters show it (the domain's rules), and what they hid and marked. */
export function filterMenu<M extends FilterableMenu>(
  menu: M,
  hidden: readonly AllergenCode[],
  diet: readonly DietaryTag[] = [],
): FilteredMenu<M> {
  const offered = diet.length > 0 ? offeredTags(menu) : [];
  const applied = diet.filter((tag) => offered.includes(tag));
  const { menu: shown, hiddenCount } = filterMenuForGuest(menu, { allergens: hidden, dietaryTags: applied });
  const flagged = new Set<number>();
  if (hidden.length > 0)
    for (const section of shown.sections)
      for (const item of section.items)
        if (
          extrasOf(item).optionGroups?.some((group) =>
            group.options.some((option) => containsExcluded(option, hidden)),
          )
        )
          flagged.add(item.id);
  return { menu: shown, hiddenCount, flagged };
}
