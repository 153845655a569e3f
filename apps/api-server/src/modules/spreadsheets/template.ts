/**
 * `getMenuImportTemplate`: the layout with one example row and translation columns for French, to
 * show how translations are written.
 */
import { buildMenuWorkbook, type SheetRow } from './workbook.ts';

export const TEMPLATE_FILENAME = 'tavola-menu-template.xlsx';
const TEMPLATE_LANGUAGES = ['fr'] as const;

const EXAMPLE: SheetRow = {
  section: 'Pizzas',
  'section hidden': 'no',
  name: 'Margherita',
  description: 'Our classic, baked in the wood oven',
  ingredients: 'Tomato, mozzarella, basil',
  allergens: 'gluten, milk',
  price: 8.5,
  'price text': null,
  'best seller': 'yes',
  suggested: 'no',
  'out of stock': 'no',
  hidden: 'no',
  notes: null,
  branded: 'no',
  'translate name': 'no',
  'section:fr': 'Pizzas',
  'name:fr': null,
  'description:fr': 'Notre classique, cuite au feu de bois',
  'ingredients:fr': 'Tomate, mozzarella, basilic',
};

export function buildTemplate(): Promise<Buffer> {
  return buildMenuWorkbook([EXAMPLE], TEMPLATE_LANGUAGES);
}
