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
  },
  it: {
    ingredients: 'Ingredienti',
    allergens: 'Allergeni',
    bestSeller: 'Più venduto',
    suggested: 'Consigliato',
    allergenLegend: 'Allergeni',
    allergenNote: 'Chiedi al personale per informazioni su allergeni e intolleranze.',
    allergenNames: EU_ALLERGEN_NAMES_IT,
  },
  de: {
    ingredients: 'Zutaten',
    allergens: 'Allergene',
    bestSeller: 'Bestseller',
    suggested: 'Empfohlen',
    allergenLegend: 'Allergene',
    allergenNote: 'Fragen Sie unser Personal nach Informationen zu Allergenen und Unverträglichkeiten.',
    allergenNames: EU_ALLERGEN_NAMES_DE,
  },
  fr: {
    ingredients: 'Ingrédients',
    allergens: 'Allergènes',
    bestSeller: 'Best-seller',
    suggested: 'Recommandé',
    allergenLegend: 'Allergènes',
    allergenNote: 'Demandez à notre personnel des informations sur les allergènes et les intolérances.',
    allergenNames: EU_ALLERGEN_NAMES_FR,
  },
  es: {
    ingredients: 'Ingredientes',
    allergens: 'Alérgenos',
    bestSeller: 'Más vendido',
    suggested: 'Recomendado',
    allergenLegend: 'Alérgenos',
    allergenNote: 'Pregunte a nuestro personal por los alérgenos e intolerancias.',
    allergenNames: EU_ALLERGEN_NAMES_ES,
  },
};

const ENGLISH = TEXTS.en as MenuPdfTexts;

export function menuPdfTexts(language: string): MenuPdfTexts {
  return TEXTS[language] ?? ENGLISH;
}
