/**
 * The 14 allergens as EU regulation 1169/2011, Annex II names them, in the languages Tavola prints
 * and reads spreadsheets in: the full legal names, as a printed menu's legend gives them (the PDF),
 * as the spreadsheet template lists them and its import accepts them, and as the guest app shows
 * them in French and Spanish. The console's item form names them with `allergenMessages`
 * (./allergens.ts); the guest page, and the console's preview of it, with shorter interface words in
 * English, Italian and German (`ALLERGEN_WORDS_*` in `@tavola/menu-view/texts`).
 *
 * One constant per language, so a bundle takes only the languages it imports.
 */
import type { AllergenCode } from './allergens';

export type AllergenNames = Readonly<Record<AllergenCode, string>>;

export const EU_ALLERGEN_NAMES_IT: AllergenNames = {
  gluten: 'Cereali contenenti glutine',
  crustaceans: 'Crostacei',
  eggs: 'Uova',
  fish: 'Pesce',
  peanuts: 'Arachidi',
  soybeans: 'Soia',
  milk: 'Latte',
  nuts: 'Frutta a guscio',
  celery: 'Sedano',
  mustard: 'Senape',
  sesame: 'Semi di sesamo',
  sulphites: 'Anidride solforosa e solfiti',
  lupin: 'Lupini',
  molluscs: 'Molluschi',
};

export const EU_ALLERGEN_NAMES_DE: AllergenNames = {
  gluten: 'Glutenhaltiges Getreide',
  crustaceans: 'Krebstiere',
  eggs: 'Eier',
  fish: 'Fisch',
  peanuts: 'Erdnüsse',
  soybeans: 'Sojabohnen',
  milk: 'Milch',
  nuts: 'Schalenfrüchte',
  celery: 'Sellerie',
  mustard: 'Senf',
  sesame: 'Sesamsamen',
  sulphites: 'Schwefeldioxid und Sulfite',
  lupin: 'Lupinen',
  molluscs: 'Weichtiere',
};

export const EU_ALLERGEN_NAMES_FR: AllergenNames = {
  gluten: 'Céréales contenant du gluten',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poissons',
  peanuts: 'Arachides',
  soybeans: 'Soja',
  milk: 'Lait',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  sesame: 'Graines de sésame',
  sulphites: 'Anhydride sulfureux et sulfites',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
};

export const EU_ALLERGEN_NAMES_ES: AllergenNames = {
  gluten: 'Cereales que contengan gluten',
  crustaceans: 'Crustáceos',
  eggs: 'Huevos',
  fish: 'Pescado',
  peanuts: 'Cacahuetes',
  soybeans: 'Soja',
  milk: 'Leche',
  nuts: 'Frutos de cáscara',
  celery: 'Apio',
  mustard: 'Mostaza',
  sesame: 'Granos de sésamo',
  sulphites: 'Dióxido de azufre y sulfitos',
  lupin: 'Altramuces',
  molluscs: 'Moluscos',
};
