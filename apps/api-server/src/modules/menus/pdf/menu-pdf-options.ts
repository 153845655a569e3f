/**
 * The words printed under an item for its option groups and beside it for its dietary tags, in the
 * PDF's language: one compact line per group ("Size: Small €8 · Large €11", "Extras (up to 2):
 * parmesan +€1.50 (Allergens: 7) · olives") and the tags' short marks ("VG · GF"), explained by the
 * legend on the last page.
 *
 * Prices mean what they mean to guests (design of issue 49): in a single choice an option's price
 * is the dish's price with it (none: the dish's own price), in a multiple choice it is added (none
 * or 0: free).
 */
import { ALLERGEN_CODES, type AllergenCode } from '@tavola/domain/allergens';
import type { DietaryTag } from '@tavola/domain/entities';
import { DIETARY_TAGS } from '@tavola/domain/item-extras';
import type { PublicMenuItem, PublicOptionGroup } from './menu-pdf-layout.ts';
import type { MenuPdfTexts } from './menu-pdf-texts.ts';

/** Number of each allergen in the legend and next to items: 1-14 in the EU order. */
const ALLERGEN_NUMBER = new Map<AllergenCode, number>(ALLERGEN_CODES.map((code, index) => [code, index + 1]));

/** "1, 7, 12" for these allergens, in the legend's order; null for none. */
export function allergenNumbers(allergens: readonly AllergenCode[]): string | null {
  const numbers = allergens
    .map((code) => ALLERGEN_NUMBER.get(code))
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b);
  return numbers.length > 0 ? numbers.join(', ') : null;
}

/** Separates the options of a group on paper. */
const BETWEEN_OPTIONS = ' · ';

/** One group's line, e.g. "Extras (up to 2): parmesan +€1.50 (Allergens: 7) · olives". */
export function optionGroupLine(
  group: PublicOptionGroup,
  itemPrice: number | null,
  texts: MenuPdfTexts,
  price: (value: number) => string | null,
): string {
  const options = group.options.map((option) => {
    let text = option.name;
    if (group.choice === 'single') {
      const value = option.price ?? itemPrice;
      const printed = value === null ? null : price(value);
      if (printed) text += ` ${printed}`;
    } else if (option.price !== null && option.price > 0) {
      const printed = price(option.price);
      if (printed) text += ` +${printed}`;
    }
    const allergens = allergenNumbers(option.allergens);
    if (allergens) text += ` (${texts.allergens}: ${allergens})`;
    return text;
  });
  const limit =
    group.choice === 'multiple' && group.maxChoices < group.options.length
      ? ` (${texts.upTo(group.maxChoices)})`
      : '';
  return `${group.name}${limit}: ${options.join(BETWEEN_OPTIONS)}`;
}

/** The lines of an item's groups that have options, in their order. */
export function optionLines(
  item: PublicMenuItem,
  texts: MenuPdfTexts,
  price: (value: number) => string | null,
): string[] {
  return item.optionGroups
    .filter((group) => group.options.length > 0)
    .map((group) => optionGroupLine(group, item.price, texts, price));
}

/** The item's dietary marks, "VG · GF", in the contract's order; '' for none. */
export function dietaryMarks(tags: readonly DietaryTag[], texts: MenuPdfTexts): string {
  return DIETARY_TAGS.filter((tag) => tags.includes(tag))
    .map((tag) => texts.dietary[tag].mark)
    .join(BETWEEN_OPTIONS);
}

/** What the dietary legend lists: the tags the menu uses, and whether any dish is spicy. */
export function dietaryLegendOf(items: readonly PublicMenuItem[]): { tags: DietaryTag[]; spicy: boolean } {
  const used = new Set<DietaryTag>();
  let spicy = false;
  for (const item of items) {
    for (const tag of item.dietaryTags) used.add(tag);
    if (item.spiciness > 0) spicy = true;
  }
  return { tags: DIETARY_TAGS.filter((tag) => used.has(tag)), spicy };
}
