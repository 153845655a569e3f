import type { components } from '@tavola/api/schema';
import {
  EU_ALLERGEN_NAMES_DE,
  EU_ALLERGEN_NAMES_ES,
  EU_ALLERGEN_NAMES_FR,
  EU_ALLERGEN_NAMES_IT,
} from '@tavola/domain/allergen-names';
import type { DietaryTag } from './item-extras';

type AllergenCode = components['schemas']['AllergenCode'];

type AllergenWords = Readonly<Record<AllergenCode, string>>;

/**
 * Every text the menu view shows that does not come from the menu itself. The view has no i18n
 * runtime of its own: the guest app passes texts from its small catalogs, the console's preview
 * from Lingui, with the allergens' names of `allergenWordsFor`.
 */
export interface MenuViewTexts {
  /** accessible name of the section tab bar, e.g. "Sections" */
  sections: string;
  /** the mark on an item that cannot be ordered now */
  outOfStock: string;
  bestSeller: string;
  /** label of an item the venue recommends */
  suggested: string;
  /** the "for you" mark of the banner */
  forYou: string;
  /** heading of an item's allergen list */
  allergens: string;
  /** prefix of an item's ingredients, e.g. "Ingredients" */
  ingredients: string;
  /** heading of the contacts in the footer */
  contacts: string;
  /** accessible names of the contact links */
  address: string;
  phone: string;
  email: string;
  website: string;
  instagram: string;
  facebook: string;
  whatsapp: string;
  /** shown when no section has a visible item */
  empty: string;
  /** the translated name of each of the 14 allergens */
  allergenNames: Record<AllergenCode, string>;
  /** each dietary tag's name, written beside its icon ("Vegetarian") */
  dietaryNames: Record<DietaryTag, string>;
  /** spiciness 1, 2 and 3 ("Mildly spicy", "Spicy", "Very spicy"); 0 shows nothing */
  spiciness: readonly [string, string, string];
}

/** The words of the dietary tags and spiciness in one language (`dietaryWordsFor`). */
export type DietaryWords = Pick<MenuViewTexts, 'dietaryNames' | 'spiciness'>;

/**
 * The dietary tags' and spiciness's words per language, as the allergens' are: the guest app's
 * catalogs and the console's preview both take them from here. One constant per language.
 */
export const DIETARY_WORDS_EN: DietaryWords = {
  dietaryNames: {
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    'gluten-free': 'Gluten-free',
    'lactose-free': 'Lactose-free',
    halal: 'Halal',
    kosher: 'Kosher',
  },
  spiciness: ['Mildly spicy', 'Spicy', 'Very spicy'],
};

export const DIETARY_WORDS_IT: DietaryWords = {
  dietaryNames: {
    vegetarian: 'Vegetariano',
    vegan: 'Vegano',
    'gluten-free': 'Senza glutine',
    'lactose-free': 'Senza lattosio',
    halal: 'Halal',
    kosher: 'Kosher',
  },
  spiciness: ['Poco piccante', 'Piccante', 'Molto piccante'],
};

export const DIETARY_WORDS_DE: DietaryWords = {
  dietaryNames: {
    vegetarian: 'Vegetarisch',
    vegan: 'Vegan',
    'gluten-free': 'Glutenfrei',
    'lactose-free': 'Laktosefrei',
    halal: 'Halal',
    kosher: 'Koscher',
  },
  spiciness: ['Leicht scharf', 'Scharf', 'Sehr scharf'],
};

export const DIETARY_WORDS_FR: DietaryWords = {
  dietaryNames: {
    vegetarian: 'Végétarien',
    vegan: 'Végan',
    'gluten-free': 'Sans gluten',
    'lactose-free': 'Sans lactose',
    halal: 'Halal',
    kosher: 'Casher',
  },
  spiciness: ['Légèrement épicé', 'Épicé', 'Très épicé'],
};

export const DIETARY_WORDS_ES: DietaryWords = {
  dietaryNames: {
    vegetarian: 'Vegetariano',
    vegan: 'Vegano',
    'gluten-free': 'Sin gluten',
    'lactose-free': 'Sin lactosa',
    halal: 'Halal',
    kosher: 'Kosher',
  },
  spiciness: ['Poco picante', 'Picante', 'Muy picante'],
};

/** The dietary words in `language` (an ISO 639-1 code); English for any other. */
export function dietaryWordsFor(language: string): DietaryWords {
  switch (language) {
    case 'it':
      return DIETARY_WORDS_IT;
    case 'de':
      return DIETARY_WORDS_DE;
    case 'fr':
      return DIETARY_WORDS_FR;
    case 'es':
      return DIETARY_WORDS_ES;
    default:
      return DIETARY_WORDS_EN;
  }
}

/**
 * The allergens' names as the guest page shows them, per language: short interface words in
 * English, Italian and German; the EU regulation's names in French and Spanish
 * (`@tavola/domain/allergen-names`), as menus there print them. The guest app's catalogs and the
 * console's preview both take them from here, so the preview names allergens as guests read them.
 * One constant per language, so a bundle takes only the languages it imports.
 */
export const ALLERGEN_WORDS_EN: AllergenWords = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soybeans',
  milk: 'Milk',
  nuts: 'Nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

// Italian and German: the regulation's names, with shorter words where those are long
export const ALLERGEN_WORDS_IT: AllergenWords = {
  ...EU_ALLERGEN_NAMES_IT,
  gluten: 'Glutine',
  sesame: 'Sesamo',
  sulphites: 'Solfiti',
};

export const ALLERGEN_WORDS_DE: AllergenWords = {
  ...EU_ALLERGEN_NAMES_DE,
  gluten: 'Gluten',
  soybeans: 'Soja',
  sesame: 'Sesam',
  sulphites: 'Sulfite',
};

/** The guest page's allergen names in `language` (an ISO 639-1 code); English for any other. */
export function allergenWordsFor(language: string): AllergenWords {
  switch (language) {
    case 'it':
      return ALLERGEN_WORDS_IT;
    case 'de':
      return ALLERGEN_WORDS_DE;
    case 'fr':
      return EU_ALLERGEN_NAMES_FR;
    case 'es':
      return EU_ALLERGEN_NAMES_ES;
    default:
      return ALLERGEN_WORDS_EN;
  }
}

/** English texts, for a caller without catalogs of its own (tests, the size benchmark). */
export const englishTexts: MenuViewTexts = {
  sections: 'Sections',
  outOfStock: 'Out of stock',
  bestSeller: 'Bestseller',
  suggested: 'Recommended',
  forYou: 'For you',
  allergens: 'Allergens',
  ingredients: 'Ingredients',
  contacts: 'Contacts',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  empty: 'This menu has no items yet.',
  allergenNames: ALLERGEN_WORDS_EN,
  ...DIETARY_WORDS_EN,
};
