/**
 * Allergens as menus print them: a legend that numbers or letters the 14 allergens ("1 Glutine
 * 2 Crostacei …", "A – Gluten, B – Crustaceans"), in any of the five languages, and marks after a
 * dish's name that refer to it ("Lasagne (1, 3, 7)", "Tiramisù A,C,G"). Numbers in brackets that
 * no legend gives follow the regulation's order (1 gluten … 14 molluscs), as Italian menus number
 * them.
 */
import { ALLERGEN_CODES, type AllergenCode } from '@tavola/domain/allergens';
import { foldWord } from './words.ts';

/** Word stems naming each allergen in Italian, English, German, French and Spanish (folded). */
const STEMS: Record<AllergenCode, readonly string[]> = {
  gluten: ['glut', 'cereal', 'getreide', 'weizen'],
  crustaceans: ['crosta', 'crusta', 'krebs', 'krusten'],
  eggs: ['uov', 'egg', 'eier', 'oeuf', 'huevo'],
  fish: ['pesce', 'fish', 'fisch', 'poisson', 'pescado'],
  peanuts: ['arachid', 'peanut', 'erdnuss', 'cacahuet', 'mani'],
  soybeans: ['soia', 'soy', 'soja'],
  milk: ['latte', 'lattosio', 'milk', 'milch', 'lait', 'leche', 'lactos', 'laktose', 'lacteo', 'laitier'],
  nuts: ['guscio', 'nuts', 'nut ', 'schalenfr', 'coque', 'cascara', 'noci', 'nusse'],
  celery: ['sedano', 'celery', 'sellerie', 'celeri', 'apio'],
  mustard: ['senape', 'mustard', 'senf', 'moutarde', 'mostaza'],
  sesame: ['sesam'],
  sulphites: ['solfit', 'sulphit', 'sulfit', 'solforos', 'schwefel', 'sulfureu', 'azufre'],
  lupin: ['lupin', 'altramu'],
  molluscs: ['mollus', 'weichtier', 'molusc'],
};

/** The allergen a legend entry's words name, or null. */
export function allergenNamed(text: string): AllergenCode | null {
  const folded = `${foldWord(text)} `;
  // "Frutta a guscio" and "Peanuts" both say nut: the longer stem that matches decides
  let best: { code: AllergenCode; length: number } | null = null;
  for (const code of ALLERGEN_CODES)
    for (const stem of STEMS[code])
      if (folded.includes(stem) && (!best || stem.length > best.length)) best = { code, length: stem.length };
  return best?.code ?? null;
}

/** A legend: each printed mark ("1", "A") and the allergen it stands for. */
export type AllergenLegend = Map<string, AllergenCode>;

/** A mark and the words after it: "1 Glutine", "A) Gluten", "3. Uova", "G = Latte", "(7) Milch". */
const ENTRY =
  /(?:^|[\s,;|•·])\(?(\d{1,2}|[A-Z])\s*(?:[).:=]|[-–—])?\s+([^\d,;|•·]*?\p{L}[^\d,;|•·]*?)(?=\s*(?:[,;|•·]|\s\(?(?:\d{1,2}|[A-Z])\s*(?:[).:=]|[-–—])?\s+\p{L})|$)/gu;

/**
 * The legend entries a line prints, when it names at least three allergens (fewer is a dish that
 * says "with egg"); null otherwise.
 */
export function readLegendLine(text: string): AllergenLegend | null {
  const legend: AllergenLegend = new Map();
  for (const match of text.matchAll(ENTRY)) {
    const mark = match[1] ?? '';
    const code = allergenNamed(match[2] ?? '');
    if (code) legend.set(mark.toUpperCase(), code);
  }
  return legend.size >= 3 ? legend : null;
}

/** Marks after a name: "(1, 3, 7)", "[A,C]", "1,7", "A, G" (the last two only with a legend). */
const BRACKETED = /\s*[([]\s*((?:\d{1,2}|[A-Z])(?:\s*[,./\s-]\s*(?:\d{1,2}|[A-Z]))*)\s*[)\]]\s*$/;
const BARE = /\s+((?:\d{1,2}|[A-Z])(?:\s*[,./-]\s*(?:\d{1,2}|[A-Z]))+|\d{1,2})\s*$/;

/**
 * The allergens marked at the end of `text`, and the text without the marks. With no legend on the
 * menu, only bracketed numbers are read (in the regulation's order).
 */
export function trailingAllergenMarks(
  text: string,
  legend: AllergenLegend | null,
): { text: string; allergens: AllergenCode[] } {
  const inBrackets = BRACKETED.exec(text);
  const match = inBrackets ?? (legend ? BARE.exec(text) : null);
  if (!match) return { text, allergens: [] };
  const bracketed = inBrackets !== null;
  const marks = (match[1] ?? '').split(/[\s,./-]+/).filter(Boolean);
  const codes = new Set<AllergenCode>();
  for (const mark of marks) {
    // a number the legend does not give (a legend of letters) still follows the regulation
    const code = legend?.get(mark.toUpperCase()) ?? (bracketed ? regulationOrder(mark) : undefined);
    // a letter in brackets that no legend read gives (OCR may garble the legend) is a mark still,
    // whose allergen only the legend could tell; "(V)" is vegetarian (dietary-marks.ts)
    if (!code && bracketed && /^[A-UW-Z]$/.test(mark)) continue;
    if (!code) return { text, allergens: [] }; // not marks after all: "Menu (2 persone)"
    codes.add(code);
  }
  return {
    text: text.slice(0, match.index).trim(),
    allergens: ALLERGEN_CODES.filter((code) => codes.has(code)),
  };
}

function regulationOrder(mark: string): AllergenCode | undefined {
  const number = /^\d{1,2}$/.test(mark) ? Number(mark) : 0;
  return number >= 1 && number <= ALLERGEN_CODES.length ? ALLERGEN_CODES[number - 1] : undefined;
}

/** "Allergeni: 1, 7", "Allergens: gluten, milk", "Allergene: A, G", in the five languages. */
const ALLERGEN_LINE = /^(?:allergen[ie]?|allergens|allergènes|alérgenos|alergenos)\s*[:.-]?\s*(.*)$/iu;

/**
 * The allergens a line of their own gives for the dish above it (numbers or letters through the
 * legend, numbers in the regulation's order without one, or names); null when the line is not one.
 */
export function allergenLine(text: string, legend: AllergenLegend | null): AllergenCode[] | null {
  const match = ALLERGEN_LINE.exec(text.trim());
  if (!match) return null;
  const codes = new Set<AllergenCode>();
  for (const part of (match[1] ?? '').split(/\s*[,;/]\s*|\s+(?=\d)/)) {
    const mark = part.trim();
    if (mark === '') continue;
    const code =
      legend?.get(mark.toUpperCase()) ??
      (/^\d{1,2}$/.test(mark) ? regulationOrder(mark) : allergenNamed(mark));
    if (code) codes.add(code);
  }
  return ALLERGEN_CODES.filter((code) => codes.has(code));
}
