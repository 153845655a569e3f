// The hand-written word lists (vocab/*.mjs) read into dishes with the contract's allergen codes and
// dietary tags, and checked the way the API checks an item (a vegan dish has no milk or eggs, a
// gluten-free one no gluten): the ground truth must be a menu the product could hold.
import de from './vocab/de.mjs';
import en from './vocab/en.mjs';
import es from './vocab/es.mjs';
import fr from './vocab/fr.mjs';
import it from './vocab/it.mjs';

export const LANGUAGES = ['it', 'en', 'de', 'fr', 'es'];
export const VENUES = ['restaurant', 'bar', 'pub'];

const VOCABULARIES = { it, en, de, fr, es };

/** The short codes the word lists use, to keep each dish on one line there. */
const ALLERGEN_CODES = {
  gl: 'gluten',
  cr: 'crustaceans',
  eg: 'eggs',
  fi: 'fish',
  pe: 'peanuts',
  so: 'soybeans',
  mi: 'milk',
  nu: 'nuts',
  ce: 'celery',
  mu: 'mustard',
  se: 'sesame',
  su: 'sulphites',
  lu: 'lupin',
  mo: 'molluscs',
};
/** The contract's order of the 14 allergens (the EU's), which numbers them 1-14 on paper. */
export const ALLERGEN_ORDER = Object.values(ALLERGEN_CODES);
const DIETARY_CODES = { v: 'vegetarian', vg: 'vegan', gf: 'gluten-free' };

function codes(text, table, where) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => {
      if (!(code in table)) throw new Error(`${where}: unknown code "${code}"`);
      return table[code];
    });
}

function readDish([name, english, description, allergenText, dietaryText, price], sizes, where) {
  const allergens = codes(allergenText, ALLERGEN_CODES, where).sort(
    (a, b) => ALLERGEN_ORDER.indexOf(a) - ALLERGEN_ORDER.indexOf(b),
  );
  const dietaryTags = codes(dietaryText, DIETARY_CODES, where);
  if (dietaryTags.includes('vegan') && (allergens.includes('milk') || allergens.includes('eggs')))
    throw new Error(`${where}: vegan with milk or eggs`);
  if (dietaryTags.includes('gluten-free') && allergens.includes('gluten'))
    throw new Error(`${where}: gluten-free with gluten`);
  const amounts = Array.isArray(price) ? price : [price];
  if (amounts.length !== (sizes ? sizes.length : 1)) throw new Error(`${where}: prices do not match sizes`);
  return { name, english, description, allergens, dietaryTags, amounts };
}

/** Every language's vocabulary, its dishes read and checked. */
function readCatalogue() {
  const catalogue = {};
  for (const language of LANGUAGES) {
    const vocabulary = VOCABULARIES[language];
    const venues = {};
    for (const venue of VENUES) {
      const source = vocabulary.venues[venue];
      const sections = source.sections.map((section) => ({
        name: section.name,
        english: section.en,
        sizes: section.sizes ?? null,
        dishes: section.dishes.map((dish) =>
          readDish(dish, section.sizes, `${language} ${venue} ${section.name} ${dish[0]}`),
        ),
      }));
      const names = sections.flatMap((section) => section.dishes.map((dish) => dish.name));
      const repeated = names.find((name, index) => names.indexOf(name) !== index);
      if (repeated) throw new Error(`${language} ${venue}: "${repeated}" twice`);
      venues[venue] = { names: source.names, titles: source.titles, sections };
    }
    catalogue[language] = { ...vocabulary, venues };
  }
  return catalogue;
}

export const CATALOGUE = readCatalogue();
