/**
 * STAND-IN for `@tavola/domain/guest-filter` (issue 49, written on the options-server branch, not on
 * main yet): the same names and rules, so that once it is on main this file is deleted and
 * allergen-filter.ts imports the domain's instead. Rules (design-49.md): an item is shown when its
 * base allergens avoid every excluded allergen and each group the guest must choose from still has
 * enough options free of them; options with an excluded allergen are marked, never hidden; a safe
 * base is never hidden because of an option; an item is shown when it carries every chosen tag
 * (vegan counts as vegetarian).
 */
import type { DietaryTag } from '@tavola/menu-view/item-extras';
import type { AllergenCode } from './api';

export type GuestFilter = {
  allergens: readonly AllergenCode[];
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

export function containsExcluded(entry: FilterableOption, excluded: readonly AllergenCode[]): boolean {
  return entry.allergens.some((code) => excluded.includes(code));
}

export function carriesDietaryTags(
  tags: readonly DietaryTag[] | undefined,
  chosen: readonly DietaryTag[],
): boolean {
  return chosen.every((tag) => tags?.includes(tag) || (tag === 'vegetarian' && tags?.includes('vegan')));
}

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
