/**
 * The guest's filter: "hide dishes containing…" (allergens) and "only vegetarian…" (dietary tags),
 * over an item's base and its options (docs/decisions/038). The guest page pays for every byte:
 * this module imports nothing at run time.
 *
 * - An item is shown when its base allergens avoid every excluded allergen and each group the
 *   guest must choose from (minimum ≥ 1) still has enough options free of them to make the choice.
 * - An option containing an excluded allergen is marked, never hidden: the guest sees what to avoid.
 * - A safe base is never hidden because of an optional extra.
 * - Out-of-stock options count as options: stock is shown as such, it is not the allergen filter's
 *   business (and it changes during service, the allergens do not).
 * - Dietary tags: an item is shown when it carries every chosen tag; vegan counts as vegetarian.
 */
import type { AllergenCode } from './allergens';
import type { DietaryTag } from './entities';

export type GuestFilter = {
  /** allergens the guest wants to avoid */
  allergens: readonly AllergenCode[];
  /** tags every shown dish must carry */
  dietaryTags: readonly DietaryTag[];
};

export type FilterableOption = { allergens: readonly AllergenCode[] };
export type FilterableGroup = {
  required?: boolean;
  minChoices: number;
  options: readonly FilterableOption[];
};
export type FilterableItem = {
  allergens: readonly AllergenCode[];
  dietaryTags?: readonly DietaryTag[];
  optionGroups?: readonly FilterableGroup[];
};

/** Whether an option (or a base) contains one of the excluded allergens: the guest sees it marked. */
export function containsExcluded(entry: FilterableOption, excluded: readonly AllergenCode[]): boolean {
  return entry.allergens.some((code) => excluded.includes(code));
}

/** Whether the item carries every chosen tag (a vegan dish is vegetarian too). */
export function carriesDietaryTags(
  tags: readonly DietaryTag[] | undefined,
  chosen: readonly DietaryTag[],
): boolean {
  return chosen.every((tag) => tags?.includes(tag) || (tag === 'vegetarian' && tags?.includes('vegan')));
}

/** Whether a guest with `excluded` allergens can have the item: a safe base, and safe choices left. */
export function isSafeFor(item: FilterableItem, excluded: readonly AllergenCode[]): boolean {
  if (containsExcluded(item, excluded)) return false;
  return (item.optionGroups ?? []).every((group) => {
    const needed = Math.max(group.minChoices, group.required ? 1 : 0);
    if (needed === 0) return true;
    return group.options.filter((option) => !containsExcluded(option, excluded)).length >= needed;
  });
}

export function showsItem(item: FilterableItem, filter: GuestFilter): boolean {
  return carriesDietaryTags(item.dietaryTags, filter.dietaryTags) && isSafeFor(item, filter.allergens);
}

/** The menu with only the items the filter shows (empty sections left out), and how many were hidden. */
export function filterMenuForGuest<
  I extends FilterableItem,
  S extends { items: readonly I[] },
  M extends { sections: readonly S[] },
>(menu: M, filter: GuestFilter): { menu: M; hiddenCount: number } {
  if (filter.allergens.length === 0 && filter.dietaryTags.length === 0) return { menu, hiddenCount: 0 };
  let hiddenCount = 0;
  const sections = menu.sections.flatMap((section) => {
    const items = section.items.filter((item) => {
      const shown = showsItem(item, filter);
      if (!shown) hiddenCount++;
      return shown;
    });
    return items.length > 0 ? [{ ...section, items }] : [];
  });
  return { menu: { ...menu, sections }, hiddenCount };
}
