/**
 * Dietary marks as menus print them after a dish's name or in its description: "(V)", "(VG)",
 * "(GF)", "vegan", "vegetariano", "glutenfrei", "sans gluten"… in the five languages.
 */
import type { DietaryTag } from '@tavola/domain/entities';
import { DIETARY_TAGS } from '@tavola/domain/item-extras';
import { foldWord } from './words.ts';

/** Folded words and abbreviations per tag; abbreviations count only in brackets. */
const WORDS: Record<DietaryTag, { words: readonly string[]; abbreviations: readonly string[] }> = {
  vegetarian: {
    words: ['vegetarian', 'vegetariano', 'vegetariana', 'vegetarisch', 'vegetarien', 'vegetarienne'],
    abbreviations: ['v', 'veg'],
  },
  vegan: {
    words: ['vegan', 'vegano', 'vegana', 'vegane', 'vegetalien', 'vegetalienne'],
    abbreviations: ['vg', 've'],
  },
  'gluten-free': {
    words: ['gluten free', 'gluten-free', 'senza glutine', 'glutenfrei', 'sans gluten', 'sin gluten'],
    abbreviations: ['gf', 'sg'],
  },
  'lactose-free': {
    words: ['lactose free', 'lactose-free', 'senza lattosio', 'laktosefrei', 'sans lactose', 'sin lactosa'],
    abbreviations: ['lf'],
  },
  halal: { words: ['halal'], abbreviations: [] },
  kosher: { words: ['kosher', 'koscher', 'casher'], abbreviations: [] },
};

function tagOf(folded: string, bracketed: boolean): DietaryTag | null {
  for (const tag of DIETARY_TAGS) {
    const { words, abbreviations } = WORDS[tag];
    if (words.includes(folded) || (bracketed && abbreviations.includes(folded))) return tag;
  }
  return null;
}

/**
 * The dietary marks at the end of a name ("Insalata (V)", "Burger - vegan", "Pasta (VG, GF)"), and
 * the name without them. A bare word after the name ("Burger vegan") is a mark only with
 * `bareWords`: when the menu prints its marks so (the caller sees it on many dishes), since a
 * name may say it itself ("Piadina vegetariana").
 */
export function trailingDietaryMarks(
  text: string,
  { bareWords = false }: { bareWords?: boolean } = {},
): { text: string; tags: DietaryTag[] } {
  const found = new Set<DietaryTag>();
  let rest = text;
  for (;;) {
    const bracket = /\s*[([]\s*([^()[\]]{1,30})\s*[)\]]\s*$/.exec(rest);
    if (bracket) {
      const tags = (bracket[1] ?? '').split(/\s*[,/]\s*/).map((part) => tagOf(foldWord(part), true));
      if (tags.length === 0 || tags.some((tag) => tag === null)) break;
      for (const tag of tags) if (tag) found.add(tag);
      rest = rest.slice(0, bracket.index).trim();
      continue;
    }
    // a word is a mark only after a separator ("Burger · vegan", "Pasta - senza glutine"): a name
    // may say it itself ("Piadina vegetariana")
    const word = bareWords ? lastBareWords(rest) : /\s+[,–·|-]\s*([\p{L} -]{3,16})$/u.exec(rest);
    const tag = word ? tagOf(foldWord(word[1] ?? ''), false) : null;
    if (!word || !tag) break;
    found.add(tag);
    rest = rest
      .slice(0, word.index)
      .replace(/[\s,–·|-]+$/u, '')
      .trim();
  }
  return { text: rest, tags: DIETARY_TAGS.filter((tag) => found.has(tag)) };
}

/**
 * The dietary word or words printed bare at the end of a name ("Burger vegan", "Bravas sin
 * gluten"), as a match of the text: the shortest ending of one to three words that names a tag.
 */
function lastBareWords(text: string): RegExpExecArray | null {
  for (let count = 1; count <= 3; count++) {
    const ending = new RegExp(`[\\s,–·|-]+((?:\\p{L}+[ -]){${count - 1}}\\p{L}+)$`, 'u').exec(text);
    if (!ending) return null;
    if (tagOf(foldWord(ending[1] ?? ''), false)) return ending;
  }
  return null;
}

/** The dietary words a description says ("vegan", "senza glutine"), not removed from it. */
export function dietaryWordsIn(text: string): DietaryTag[] {
  const folded = ` ${foldWord(text).replace(/[^\p{L} -]/gu, ' ')} `;
  return DIETARY_TAGS.filter((tag) => WORDS[tag].words.some((word) => folded.includes(` ${word} `)));
}

/** Whether a name ends in a dietary word printed bare ("Aperol Spritz vegano", "Bravas vegano, sin gluten"). */
export function endsInDietaryWord(text: string): boolean {
  // marks in brackets say nothing of how the menu prints its words: "Piadina vegetariana (V)"
  const name = trailingDietaryMarks(text).text;
  return /\s\p{L}/u.test(name) && trailingDietaryMarks(name, { bareWords: true }).tags.length > 0;
}

/**
 * A line of dietary marks only ("V · SG", "VG, GF", "(V)"), as some menus print under a dish; null
 * otherwise. OCR reads the middle dot between marks as a dash or a plus ("VG - SG", "V-GF", "V + SG"):
 * between marks, those separate them too.
 */
export function dietaryMarksLine(text: string): DietaryTag[] | null {
  const parts = text
    .replace(/[()[\]]/g, ' ')
    .split(/\s*[·•,/|+–-]\s*|\s+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 6) return null;
  const tags = parts.map((part) => tagOf(foldWord(part), true));
  if (tags.some((tag) => tag === null)) return null;
  const found = new Set(tags as DietaryTag[]);
  return DIETARY_TAGS.filter((tag) => found.has(tag));
}
