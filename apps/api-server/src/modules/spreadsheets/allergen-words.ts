/**
 * Allergens as people write them in a spreadsheet cell: codes (`milk`), the numbers of the
 * template's Allergens sheet (1-14), or names in English or Italian ("Latte", "Sesame seeds"),
 * separated by commas, semicolons or line breaks.
 */
import { EU_ALLERGEN_NAMES_IT } from '@tavola/domain/allergen-names';
import { ALLERGEN_CODES, type AllergenCode, allergenMessages } from '@tavola/domain/allergens';
import { normalizeWord } from './layout.ts';

const BY_WORD = new Map<string, AllergenCode>();
for (const [index, code] of ALLERGEN_CODES.entries()) {
  BY_WORD.set(code, code);
  BY_WORD.set(String(index + 1), code);
  BY_WORD.set(normalizeWord(allergenMessages[code].message), code);
  BY_WORD.set(normalizeWord(EU_ALLERGEN_NAMES_IT[code]), code);
}
// short and alternative names used on menus
const ALIASES: Record<string, AllergenCode> = {
  glutine: 'gluten',
  cereals: 'gluten',
  cereali: 'gluten',
  crustacean: 'crustaceans',
  egg: 'eggs',
  soy: 'soybeans',
  soya: 'soybeans',
  soia: 'soybeans',
  lactose: 'milk',
  lattosio: 'milk',
  'tree nuts': 'nuts',
  nut: 'nuts',
  sesamo: 'sesame',
  sulphites: 'sulphites',
  sulfites: 'sulphites',
  solfiti: 'sulphites',
  'sulphur dioxide': 'sulphites',
  lupino: 'lupin',
  mollusc: 'molluscs',
  mollusks: 'molluscs',
};
for (const [word, code] of Object.entries(ALIASES)) BY_WORD.set(word, code);

/** The codes in the contract's order, and the words that name no allergen. */
export function parseAllergens(text: string): { codes: AllergenCode[]; unknown: string[] } {
  const found = new Set<AllergenCode>();
  const unknown: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const word = normalizeWord(part);
    if (word === '') continue;
    const code = BY_WORD.get(word);
    if (code) found.add(code);
    else unknown.push(part.trim());
  }
  return { codes: ALLERGEN_CODES.filter((code) => found.has(code)), unknown };
}
