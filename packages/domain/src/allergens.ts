/**
 * The 14 allergens of EU regulation 1169/2011, as the contract's `AllergenCode` values, in the
 * contract's order (the order forms and the guest view list them in). Their names are message
 * descriptors (see messages.ts): the console translates them with Lingui, the guest view gets them
 * as texts from its caller.
 */
import type { AllergenCode } from './entities';
import type { Message } from './messages';

export type { AllergenCode };

/** Every code once, in the contract's order. */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const satisfies readonly AllergenCode[];

/** The name of each allergen; a Record, so a code added to the contract without a name fails to compile. */
export const allergenMessages = {
  gluten: /*i18n*/ { id: 'allergen.gluten', message: 'Cereals containing gluten' },
  crustaceans: /*i18n*/ { id: 'allergen.crustaceans', message: 'Crustaceans' },
  eggs: /*i18n*/ { id: 'allergen.eggs', message: 'Eggs' },
  fish: /*i18n*/ { id: 'allergen.fish', message: 'Fish' },
  peanuts: /*i18n*/ { id: 'allergen.peanuts', message: 'Peanuts' },
  soybeans: /*i18n*/ { id: 'allergen.soybeans', message: 'Soybeans' },
  milk: /*i18n*/ { id: 'allergen.milk', message: 'Milk' },
  nuts: /*i18n*/ { id: 'allergen.nuts', message: 'Nuts' },
  celery: /*i18n*/ { id: 'allergen.celery', message: 'Celery' },
  mustard: /*i18n*/ { id: 'allergen.mustard', message: 'Mustard' },
  sesame: /*i18n*/ { id: 'allergen.sesame', message: 'Sesame seeds' },
  sulphites: /*i18n*/ { id: 'allergen.sulphites', message: 'Sulphites' },
  lupin: /*i18n*/ { id: 'allergen.lupin', message: 'Lupin' },
  molluscs: /*i18n*/ { id: 'allergen.molluscs', message: 'Molluscs' },
} as const satisfies Record<AllergenCode, Message>;

export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && (ALLERGEN_CODES as readonly string[]).includes(value);
}

/** The codes among `values`, each once, in the contract's order (how they are stored and shown). */
export function sortAllergens(values: readonly string[]): AllergenCode[] {
  const wanted = new Set(values);
  return ALLERGEN_CODES.filter((code) => wanted.has(code));
}

/** Every allergen's name in the interface language, e.g. `allergenNames((m) => i18n._(m))`. */
export function allergenNames(translate: (message: Message) => string): Record<AllergenCode, string> {
  const names = {} as Record<AllergenCode, string>;
  for (const code of ALLERGEN_CODES) names[code] = translate(allergenMessages[code]);
  return names;
}
