// The words a menu prints besides its names and descriptions, shared by every renderer so that
// the pdfkit and HTML versions of a style print the same characters: prices in the menu's format,
// allergen marks and their legend, dietary marks, the size labels.
import { ALLERGEN_ORDER, CATALOGUE } from './catalogue.mjs';

/** Austrian codes, which German-speaking menus use (there is no I, J, K or Q). */
const AUSTRIAN_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'];
const PLAIN_LETTERS = 'ABCDEFGHIJKLMN'.split('');

/** Tavola's printed menu formats money as the guest app does: Intl's currency format. */
const TAVOLA_LOCALES = { it: 'it-IT', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

/** "12", "12,50", "12.50 €", "€ 12": one amount in the menu's price format. */
export function formatAmount(amount, style, language) {
  if (style.priceFormat === 'tavola')
    return new Intl.NumberFormat(TAVOLA_LOCALES[language], { style: 'currency', currency: 'EUR' }).format(
      amount,
    );
  const whole = Number.isInteger(amount);
  const fixed = amount.toFixed(2).replace('.', style.decimal);
  const short = whole ? String(amount) : fixed;
  switch (style.priceFormat) {
    case 'bare':
      return short;
    case 'fixed':
      return fixed;
    case 'suffix-euro':
      return `${fixed} €`;
    case 'prefix-euro':
      return `€ ${short}`;
    default:
      throw new Error(`unknown price format ${style.priceFormat}`);
  }
}

/** The mark of each allergen on this menu: 1-14 in the EU order, or letters. */
function allergenSymbols(style, language) {
  if (style.allergens === 'numbers') return ALLERGEN_ORDER.map((_, index) => String(index + 1));
  return language === 'de' ? AUSTRIAN_LETTERS : PLAIN_LETTERS;
}

/** "1, 7" or "A, G" for a dish's allergens; null when it has none or the menu prints none. */
export function allergenMarks(allergens, style, language) {
  if (!style.allergens || allergens.length === 0) return null;
  const symbols = allergenSymbols(style, language);
  const marks = allergens.map((code) => symbols[ALLERGEN_ORDER.indexOf(code)]);
  // superscript-like marks are printed tight, as "1,7"
  return marks.join(style.allergenMark === 'superscript' ? ',' : ', ');
}

/** The legend that explains the marks: its title and "1 Glutine", "2 Crostacei", … */
export function allergenLegend(style, language) {
  if (!style.allergens) return null;
  const { allergenTitle, allergenNames } = CATALOGUE[language];
  const symbols = allergenSymbols(style, language);
  return {
    title: allergenTitle,
    entries: ALLERGEN_ORDER.map((code, index) => `${symbols[index]} ${allergenNames[code]}`),
  };
}

/** The marks after a dish's name: "(V)", "(VG)" or "vegano, senza glutine"; null for none. */
export function dietaryText(tags, style, language) {
  if (!style.dietary || tags.length === 0) return null;
  const { dietary } = CATALOGUE[language];
  if (style.dietary === 'marks') return tags.map((tag) => dietary[tag].mark).join(' ');
  return tags.map((tag) => dietary[tag].word).join(', ');
}

/** "(V) vegetariano · (VG) vegano · …" under the allergen legend, for menus that print marks. */
export function dietaryLegend(style, language) {
  if (style.dietary !== 'marks') return null;
  return Object.values(CATALOGUE[language].dietary)
    .map(({ mark, word }) => `${mark} ${word}`)
    .join('  ·  ');
}

/**
 * What a renderer prints for one dish, apart from the layout: the name and what follows it, the
 * translation, the description, the allergen line, and the prices (with their size labels when
 * the layout prints them inline rather than in a header).
 */
export function printedDish(dish, menu) {
  const { style, language } = menu;
  const marks = allergenMarks(dish.allergens, style, language);
  const english = dish.translations.en?.name ?? null;
  return {
    name: dish.name,
    dietary: dietaryText(dish.dietaryTags, style, language),
    allergensAfterName:
      marks && style.allergenMark === 'parentheses'
        ? `(${marks})`
        : marks && style.allergenMark === 'superscript'
          ? marks
          : null,
    superscript: style.allergenMark === 'superscript',
    translationBeside: english && style.secondLanguage === 'beside' ? english : null,
    translationUnder: english && style.secondLanguage === 'under' ? english : null,
    description: dish.description,
    allergenLine:
      marks && style.allergenMark === 'line' ? `${CATALOGUE[language].allergenTitle}: ${marks}` : null,
    prices: dish.prices.map((price) => ({
      label: price.label,
      text: formatAmount(price.amount, style, language),
    })),
  };
}

/** A section's size labels ("Piccola", "Grande"), or null when its dishes have one price. */
export function sizeLabels(section) {
  const first = section.dishes[0];
  return first && first.prices.length > 1 ? first.prices.map((price) => price.label) : null;
}
