// "Hide dishes containing…": the guest's allergens, remembered on the device, applied to the menu
// before the view renders it.
import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import type { AllergenCode, PublicMenu } from './api';
import { readStored, writeStored } from './storage';

export const ALLERGENS_KEY = 'tavola.guest.allergens';

export function storedAllergens(): AllergenCode[] {
  try {
    const value: unknown = JSON.parse(readStored(ALLERGENS_KEY) ?? '[]');
    return Array.isArray(value) ? ALLERGEN_CODES.filter((code) => value.includes(code)) : [];
  } catch {
    return [];
  }
}

export function rememberAllergens(codes: readonly AllergenCode[]): void {
  writeStored(ALLERGENS_KEY, codes.length > 0 ? JSON.stringify(codes) : null);
}

/** The menu without the dishes that contain one of `hidden`, and how many were left out. */
export function filterMenu<M extends Pick<PublicMenu, 'sections'>>(
  menu: M,
  hidden: readonly AllergenCode[],
): { menu: M; hiddenCount: number } {
  if (hidden.length === 0) return { menu, hiddenCount: 0 };
  let hiddenCount = 0;
  const sections = menu.sections.flatMap((section) => {
    const items = section.items.filter((item) => {
      const contains = item.allergens.some((code) => hidden.includes(code));
      if (contains) hiddenCount++;
      return !contains;
    });
    return items.length > 0 ? [{ ...section, items }] : [];
  });
  return { menu: { ...menu, sections }, hiddenCount };
}
