/**
 * The `Dietary tags` and `Spiciness` cells. Tags are written as their codes (`vegetarian,
 * gluten-free`), like the Allergens column, and read as codes or names in English or Italian
 * ("Vegano", "senza glutine"), separated by commas, semicolons or line breaks. Spiciness is a
 * number from 0 (not spicy, or blank) to 3.
 */
import type { DietaryTag } from '@tavola/domain/entities';
import { DIETARY_TAGS } from '@tavola/domain/item-extras';
import { normalizeWord } from './layout.ts';

const NAMES: Record<DietaryTag, readonly string[]> = {
  vegetarian: ['vegetariano', 'vegetariana', 'veggie'],
  vegan: ['vegano', 'vegana'],
  'gluten-free': ['senza glutine', 'gluten free', 'glutine free', 'gf'],
  'lactose-free': ['senza lattosio', 'lactose free', 'dairy free', 'lattosio free'],
  halal: [],
  kosher: [],
};

const BY_WORD = new Map<string, DietaryTag>();
for (const tag of DIETARY_TAGS) {
  BY_WORD.set(normalizeWord(tag), tag);
  for (const name of NAMES[tag]) BY_WORD.set(normalizeWord(name), tag);
}

export function formatDietaryTags(tags: readonly DietaryTag[]): string {
  return tags.join(', ');
}

/** The tags in the contract's order, and the words that name no tag. */
export function parseDietaryTags(text: string): { tags: DietaryTag[]; unknown: string[] } {
  const found = new Set<DietaryTag>();
  const unknown: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const word = normalizeWord(part);
    if (word === '') continue;
    const tag = BY_WORD.get(word);
    if (tag) found.add(tag);
    else unknown.push(part.trim());
  }
  return { tags: DIETARY_TAGS.filter((tag) => found.has(tag)), unknown };
}

export const MAX_SPICINESS = 3;

/** 0-3 from a number or a text cell; null for anything else (blank is 0, the caller's default). */
export function parseSpiciness(value: string | number): number | null {
  const number = typeof value === 'number' ? value : /^\s*\d\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 0 && number <= MAX_SPICINESS ? number : null;
}
