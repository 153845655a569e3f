/**
 * A menu read from an owner's photos or PDF, before it is saved: what the layout step makes of the
 * pages' text (layout/), what the owner corrects in review, and what "Create the menu" writes.
 * Each section and dish keeps the places on the page images it was read from, so review can point
 * at them, and the fields read with low confidence.
 *
 * The accuracy bench (bench/menu-reading) scores drafts against its corpus's ground truth, which is
 * a MenuDraft without `sources` and `unsure`.
 */
import type { AllergenCode } from '@tavola/domain/allergens';
import type { DietaryTag } from '@tavola/domain/entities';
import type { TextBox } from './reading/page-text.ts';

/** Where on which page image a section or dish was read (1-based page). */
export interface DraftSource {
  page: number;
  box: TextBox;
}

/** One price; two or more on a dish are its sizes (`label`: "Small", "0.2 l"), else `label` is null. */
export interface DraftPrice {
  amount: number;
  label: string | null;
}

export type DraftDishField = 'name' | 'description' | 'prices';

export interface DraftDish {
  name: string;
  description: string | null;
  prices: DraftPrice[];
  allergens: AllergenCode[];
  dietaryTags: DietaryTag[];
  /** by language: a second language printed beside the first */
  translations: Record<string, { name: string | null; description: string | null }>;
  sources: DraftSource[];
  /** the fields read with low confidence */
  unsure: DraftDishField[];
}

export interface DraftSection {
  name: string;
  translations: Record<string, string>;
  sources: DraftSource[];
  /** the name was read with low confidence */
  unsure: boolean;
  dishes: DraftDish[];
}

export interface MenuDraft {
  /** the menu's own title as printed on its first page, when it has one (the club's or menu's name) */
  title: string | null;
  sections: DraftSection[];
}
