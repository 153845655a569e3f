/**
 * `getMenuImportTemplate`: the layout with one example row and translation columns for French, to
 * show how translations are written; headers, yes/no words and the example in the owner's language.
 * The example has a dietary tag and two option groups (a size and extras with an allergen), the way
 * the Instructions sheet explains them (option-cell.ts).
 */
import type { SpreadsheetLanguage } from '@tavola/domain/menu-spreadsheet';
import { buildMenuWorkbook, type SheetRow } from './workbook.ts';

export const TEMPLATE_FILENAME = 'tavola-menu-template.xlsx';
const TEMPLATE_LANGUAGES = ['fr'] as const;

/** The example's columns that read the same in every language: flags, price and the French texts. */
const EXAMPLE_COMMON = {
  sectionHidden: false,
  name: 'Margherita',
  dietaryTags: 'vegetarian',
  spiciness: 0,
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
} satisfies SheetRow;

const EXAMPLES: Record<SpreadsheetLanguage, SheetRow> = {
  en: {
    ...EXAMPLE_COMMON,
    section: 'Pizzas',
    description: 'Our classic, baked in the wood oven',
    ingredients: 'Tomato, mozzarella, basil',
    allergens: 'gluten, milk',
    options:
      'Size (single, required): Regular | Large = 11; Extras (multiple, max 2): buffalo mozzarella + 2 [milk] | olives + 1',
  },
  it: {
    ...EXAMPLE_COMMON,
    section: 'Pizze',
    description: 'La nostra classica, cotta nel forno a legna',
    ingredients: 'Pomodoro, mozzarella, basilico',
    allergens: 'glutine, latte',
    options:
      'Formato (singola, obbligatoria): Normale | Grande = 11; Aggiunte (multipla, max 2): mozzarella di bufala + 2 [latte] | olive + 1',
  },
};

export function buildTemplate(language: SpreadsheetLanguage): Promise<Buffer> {
  return buildMenuWorkbook([EXAMPLES[language]], TEMPLATE_LANGUAGES, language);
}
