/**
 * Dietary tags and spiciness of an item: the owner's claim about a dish, separate from the 14 EU
 * allergens (which are facts the law asks for). A claim that contradicts the dish's own allergens
 * is refused, so a guest filtering "vegan" never finds milk in the dish (docs/decisions/038).
 */
import type { AllergenCode } from './allergens';
import type { DietaryTag } from './entities';
import { DIETARY_TAGS, SPICINESS_MAX } from './item-extras';
import type { Message, ValidationErrors } from './messages';

export type { DietaryTag };

// Texts avoid `{`, `}`, `#` and apostrophes: they are ICU MessageFormat syntax in the catalogs.
export const dietaryMessages = {
  veganWithAnimalAllergen: /*i18n*/ {
    id: 'validation.item.dietaryTags.veganWithAnimalAllergen',
    message: 'A vegan dish cannot contain milk or eggs: remove the tag or the allergen.',
  },
  glutenFreeWithGluten: /*i18n*/ {
    id: 'validation.item.dietaryTags.glutenFreeWithGluten',
    message: 'A gluten-free dish cannot contain cereals with gluten: remove the tag or the allergen.',
  },
  spicinessInvalid: /*i18n*/ {
    id: 'validation.item.spiciness.invalid',
    message: 'Spiciness must be a whole number from 0 to 3',
  },
} as const satisfies Record<string, Message>;

/** The name of each tag, for forms, the guest view's labels and the PDF legend. */
export const dietaryTagMessages = {
  vegetarian: /*i18n*/ { id: 'dietaryTag.vegetarian', message: 'Vegetarian' },
  vegan: /*i18n*/ { id: 'dietaryTag.vegan', message: 'Vegan' },
  'gluten-free': /*i18n*/ { id: 'dietaryTag.glutenFree', message: 'Gluten-free' },
  'lactose-free': /*i18n*/ { id: 'dietaryTag.lactoseFree', message: 'Lactose-free' },
  halal: /*i18n*/ { id: 'dietaryTag.halal', message: 'Halal' },
  kosher: /*i18n*/ { id: 'dietaryTag.kosher', message: 'Kosher' },
} as const satisfies Record<DietaryTag, Message>;

export function isDietaryTag(value: unknown): value is DietaryTag {
  return typeof value === 'string' && (DIETARY_TAGS as readonly string[]).includes(value);
}

/**
 * A tag that the item's own allergens contradict, or null. Only the base allergens count: an
 * option ("+ parmesan") is the guest's choice, and the guest filter marks it (guest-filter.ts).
 */
export function validateDietaryTags(
  tags: readonly string[] | null | undefined,
  allergens: readonly AllergenCode[] | null | undefined,
): Message | null {
  const has = (code: AllergenCode) => allergens?.includes(code) ?? false;
  if (tags?.includes('vegan') && (has('milk') || has('eggs'))) return dietaryMessages.veganWithAnimalAllergen;
  if (tags?.includes('gluten-free') && has('gluten')) return dietaryMessages.glutenFreeWithGluten;
  return null;
}

/** Optional (0 when absent); a whole number from 0 to SPICINESS_MAX. Accepts a form's string. */
export function validateSpiciness(value: number | string | null | undefined): Message | null {
  if (value === null || value === undefined || value === '') return null;
  const level = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(level) && level >= 0 && level <= SPICINESS_MAX
    ? null
    : dietaryMessages.spicinessInvalid;
}

export type DietaryValues = {
  dietaryTags?: readonly string[] | null;
  spiciness?: number | string | null;
  allergens?: readonly AllergenCode[] | null;
};

/** The errors of an item's tags and spiciness, keyed by the contract's field names. */
export function validateDietary(input: DietaryValues): ValidationErrors<'dietaryTags' | 'spiciness'> {
  const errors: ValidationErrors<'dietaryTags' | 'spiciness'> = {};
  const tags = validateDietaryTags(input.dietaryTags, input.allergens);
  if (tags) errors.dietaryTags = tags;
  const spiciness = validateSpiciness(input.spiciness);
  if (spiciness) errors.spiciness = spiciness;
  return errors;
}
