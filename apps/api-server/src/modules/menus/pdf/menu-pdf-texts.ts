/**
 * The printed menu's own words (captions, labels, the allergen legend), in the languages menus are
 * most often printed in; any other language prints these few words in English while the menu's
 * texts stay in that language. Captions and labels read as in the guest app's catalogs
 * (apps/guest-menu/src/lib/catalogs.ts); allergen names are the full ones of EU regulation
 * 1169/2011, Annex II, as a printed legend gives them.
 */
import {
  EU_ALLERGEN_NAMES_DE,
  EU_ALLERGEN_NAMES_ES,
  EU_ALLERGEN_NAMES_FR,
  EU_ALLERGEN_NAMES_IT,
} from '@tavola/domain/allergen-names';
import { type AllergenCode, allergenMessages } from '@tavola/domain/allergens';
import type { DietaryTag } from '@tavola/domain/entities';

/** A dietary tag on paper: its short mark beside the item, its name in the legend. */
export interface DietaryMark {
  mark: string;
  name: string;
}

export interface MenuPdfTexts {
  ingredients: string;
  allergens: string;
  bestSeller: string;
  suggested: string;
  /** title of the legend of the 14 allergens on the last page */
  allergenLegend: string;
  /** the line under the legend */
  allergenNote: string;
  allergenNames: Record<AllergenCode, string>;
  /** "up to 2" after the name of a group of extras with a maximum */
  upTo: (count: number) => string;
  /** title of the legend of the dietary marks and the spiciness */
  dietaryLegend: string;
  dietary: Record<DietaryTag, DietaryMark>;
  /** the spiciness in the legend, beside its chilli marks */
  spicy: string;
}

const englishAllergenNames = Object.fromEntries(
  Object.entries(allergenMessages).map(([code, message]) => [code, message.message]),
) as Record<AllergenCode, string>;

const TEXTS: Record<string, MenuPdfTexts> = {
  en: {
    ingredients: 'Ingredients',
    allergens: 'Allergens',
    bestSeller: 'Bestseller',
    suggested: 'Recommended',
    allergenLegend: 'Allergens',
    allergenNote: 'Please ask our staff for information about allergens and intolerances.',
    allergenNames: englishAllergenNames,
    upTo: (count) => `up to ${count}`,
    dietaryLegend: 'Dietary',
    dietary: {
      vegetarian: { mark: 'V', name: 'Vegetarian' },
      vegan: { mark: 'VG', name: 'Vegan' },
      'gluten-free': { mark: 'GF', name: 'Gluten-free' },
      'lactose-free': { mark: 'LF', name: 'Lactose-free' },
      halal: { mark: 'H', name: 'Halal' },
      kosher: { mark: 'K', name: 'Kosher' },
    },
    spicy: 'Spicy (1 to 3)',
  },
  it: {
    ingredients: 'Ingredienti',
    allergens: 'Allergeni',
    bestSeller: 'Più venduto',
    suggested: 'Consigliato',
    allergenLegend: 'Allergeni',
    allergenNote: 'Chiedi al personale per informazioni su allergeni e intolleranze.',
    allergenNames: EU_ALLERGEN_NAMES_IT,
    upTo: (count) => `fino a ${count}`,
    dietaryLegend: 'Indicazioni alimentari',
    dietary: {
      vegetarian: { mark: 'V', name: 'Vegetariano' },
      vegan: { mark: 'VG', name: 'Vegano' },
      'gluten-free': { mark: 'SG', name: 'Senza glutine' },
      'lactose-free': { mark: 'SL', name: 'Senza lattosio' },
      halal: { mark: 'H', name: 'Halal' },
      kosher: { mark: 'K', name: 'Kosher' },
    },
    spicy: 'Piccante (da 1 a 3)',
  },
  de: {
    ingredients: 'Zutaten',
    allergens: 'Allergene',
    bestSeller: 'Bestseller',
    suggested: 'Empfohlen',
    allergenLegend: 'Allergene',
    allergenNote: 'Fragen Sie unser Personal nach Informationen zu Allergenen und Unverträglichkeiten.',
    allergenNames: EU_ALLERGEN_NAMES_DE,
    upTo: (count) => `bis zu ${count}`,
    dietaryLegend: 'Ernährung',
    dietary: {
      vegetarian: { mark: 'V', name: 'Vegetarisch' },
      vegan: { mark: 'VG', name: 'Vegan' },
      'gluten-free': { mark: 'GF', name: 'Glutenfrei' },
      'lactose-free': { mark: 'LF', name: 'Laktosefrei' },
      halal: { mark: 'H', name: 'Halal' },
      kosher: { mark: 'K', name: 'Koscher' },
    },
    spicy: 'Scharf (1 bis 3)',
  },
  fr: {
    ingredients: 'Ingrédients',
    allergens: 'Allergènes',
    bestSeller: 'Best-seller',
    suggested: 'Recommandé',
    allergenLegend: 'Allergènes',
    allergenNote: 'Demandez à notre personnel des informations sur les allergènes et les intolérances.',
    allergenNames: EU_ALLERGEN_NAMES_FR,
    upTo: (count) => `jusqu’à ${count}`,
    dietaryLegend: 'Régimes',
    dietary: {
      vegetarian: { mark: 'V', name: 'Végétarien' },
      vegan: { mark: 'VG', name: 'Végan' },
      'gluten-free': { mark: 'SG', name: 'Sans gluten' },
      'lactose-free': { mark: 'SL', name: 'Sans lactose' },
      halal: { mark: 'H', name: 'Halal' },
      kosher: { mark: 'K', name: 'Casher' },
    },
    spicy: 'Épicé (de 1 à 3)',
  },
  es: {
    ingredients: 'Ingredientes',
    allergens: 'Alérgenos',
    bestSeller: 'Más vendido',
    suggested: 'Recomendado',
    allergenLegend: 'Alérgenos',
    allergenNote: 'Pregunte a nuestro personal por los alérgenos e intolerancias.',
    allergenNames: EU_ALLERGEN_NAMES_ES,
    upTo: (count) => `hasta ${count}`,
    dietaryLegend: 'Dietas',
    dietary: {
      vegetarian: { mark: 'V', name: 'Vegetariano' },
      vegan: { mark: 'VG', name: 'Vegano' },
      'gluten-free': { mark: 'SG', name: 'Sin gluten' },
      'lactose-free': { mark: 'SL', name: 'Sin lactosa' },
      halal: { mark: 'H', name: 'Halal' },
      kosher: { mark: 'K', name: 'Kosher' },
    },
    spicy: 'Picante (de 1 a 3)',
  },
};

const ENGLISH = TEXTS.en as MenuPdfTexts;

export function menuPdfTexts(language: string): MenuPdfTexts {
  return TEXTS[language] ?? ENGLISH;
}
