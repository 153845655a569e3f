import type { components } from '@tavola/api/schema';

type AllergenCode = components['schemas']['AllergenCode'];

/**
 * Every text the menu view shows that does not come from the menu itself. The view has no i18n
 * runtime of its own: the guest app passes texts from its small catalogs, the console's preview
 * from Lingui.
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
  allergenNames: {
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
  },
};
