/**
 * `getMenuImportTemplate`: the layout with one example row and translation columns for French, to
 * show how translations are written; headers, yes/no words and the example in the owner's language.
 */
import type { SpreadsheetLanguage } from '@tavola/domain/menu-spreadsheet';
import { buildMenuWorkbook, type SheetRow } from './workbook.ts';

export const TEMPLATE_FILENAME = 'tavola-menu-template.xlsx';
const TEMPLATE_LANGUAGES = ['fr'] as const;

const EXAMPLES: Record<SpreadsheetLanguage, SheetRow> = {
  en: {
    section: 'Pizzas',
    sectionHidden: false,
    name: 'Margherita',
    description: 'Our classic, baked in the wood oven',
    ingredients: 'Tomato, mozzarella, basil',
    allergens: 'gluten, milk',
    price: 8.5,
    priceText: null,
    bestSeller: true,
    suggested: false,
    outOfStock: false,
    hidden: false,
    notes: null,
    branded: false,
    translateName: false,
    'section:fr': 'Pizzas',
    'name:fr': null,
    'description:fr': 'Notre classique, cuite au feu de bois',
    'ingredients:fr': 'Tomate, mozzarella, basilic',
  },
  it: {
    section: 'Pizze',
    sectionHidden: false,
    name: 'Margherita',
    description: 'La nostra classica, cotta nel forno a legna',
    ingredients: 'Pomodoro, mozzarella, basilico',
    allergens: 'glutine, latte',
    price: 8.5,
    priceText: null,
    bestSeller: true,
    suggested: false,
    outOfStock: false,
    hidden: false,
    notes: null,
    branded: false,
    translateName: false,
    'section:fr': 'Pizzas',
    'name:fr': null,
    'description:fr': 'Notre classique, cuite au feu de bois',
    'ingredients:fr': 'Tomate, mozzarella, basilic',
  },
};

export function buildTemplate(language: SpreadsheetLanguage): Promise<Buffer> {
  return buildMenuWorkbook([EXAMPLES[language]], TEMPLATE_LANGUAGES, language);
}
