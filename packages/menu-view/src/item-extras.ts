/**
 * Issue 49's additions to an item (a dish's photo, its dietary tags and spiciness, its option
 * groups), in the shapes of docs design-49 and the contract (`ItemPhoto`, `DietaryTag`,
 * `PublicOptionGroup`). The view reads them as optional: a menu saved on a guest's device before
 * items carried them, and the console's draft of a new item, simply have none.
 */
import type { components } from '@tavola/api/schema';

type AllergenCode = components['schemas']['AllergenCode'];

export type DietaryTag = 'vegetarian' | 'vegan' | 'gluten-free' | 'lactose-free' | 'halal' | 'kosher';

/** The tags in the order guests read them (the contract's enum order). */
export const DIETARY_TAGS: readonly DietaryTag[] = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'lactose-free',
  'halal',
  'kosher',
];

/**
 * A dish's photo: `${url}-${w}.${ext}` for each `w` of `widths` (ascending) and `ext` of avif, webp,
 * jpg; `width`/`height` of the largest variant; `placeholder` a tiny blurred WebP as a data URL.
 */
export interface ItemPhoto {
  url: string;
  widths: number[];
  width: number;
  height: number;
  placeholder: string;
}

export interface ViewOption {
  id: number;
  name: string;
  /** single choice: the item's price when chosen (null: the item's own); multiple: added (null, 0: free) */
  price: number | null;
  outOfStock: boolean;
  allergens: AllergenCode[];
}

export interface ViewOptionGroup {
  id: number;
  name: string;
  choice: 'single' | 'multiple';
  minChoices: number;
  maxChoices: number;
  required: boolean;
  options: ViewOption[];
}

export interface ItemExtras {
  photo?: ItemPhoto | null;
  dietaryTags?: DietaryTag[];
  /** 0 (not spicy) to 3 */
  spiciness?: number;
  optionGroups?: ViewOptionGroup[];
}
