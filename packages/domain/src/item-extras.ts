/**
 * What an item may carry besides its texts and allergens (issue 49, docs/decisions/035): a photo,
 * dietary tags with a spiciness level, and option groups. The lists are the contract's (generated
 * from it); the numbers here are the limits the server enforces and the forms state.
 * Validation of option groups lives beside it (item-options.ts, dietary.ts), the guests' filter over
 * options and tags in guest-filter.ts (docs/decisions/038).
 */
import { DietaryTag as DIETARY_TAG_VALUES, OptionChoice } from '@tavola/api/generated/enums';
import type { DietaryTag, ItemPhoto } from './entities';

/** Every dietary tag, in the contract's order (the order forms and guests list them in). */
export const DIETARY_TAGS = DIETARY_TAG_VALUES;

/** single: one option at most, its price replaces the item's; multiple: prices are added. */
export const OPTION_CHOICES = OptionChoice;

/** Spiciness runs from 0 (not spicy) to this. */
export const SPICINESS_MAX = 3;

/** Option groups on one item. */
export const MAX_OPTION_GROUPS_PER_ITEM = 20;
/** Options in one group. */
export const MAX_OPTIONS_PER_GROUP = 50;
/** Options on one item, all groups together. */
export const MAX_OPTIONS_PER_ITEM = 100;

/** The widths (pixels) a dish photo is served at, for phone screens of 1×, 2× and 3× density. */
export const ITEM_PHOTO_WIDTHS = [320, 640, 960] as const;
/** The formats every width is stored in, best first (a `<picture>` offers them in this order). */
export const ITEM_PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;

/**
 * A photo as the database keeps it (`menu_items.photo`): what the menu documents carry (the
 * contract's `ItemPhoto`, its address absolute as logos' are) and the content hash its variants are
 * named after in the image store (`<key>-<width>.<format>`), which the sweep and the PDF read.
 */
export interface StoredItemPhoto extends ItemPhoto {
  /** 32 lowercase hex characters */
  key: string;
}

/** The contract's photo of a stored one (the store's key stays on the server). */
export function publicItemPhoto({ url, widths, width, height, placeholder }: StoredItemPhoto): ItemPhoto {
  return { url, widths: [...widths], width, height, placeholder };
}

/** Known tags once each, in the contract's order (stored lists are kept that way). */
export function sortDietaryTags(tags: readonly string[]): DietaryTag[] {
  return DIETARY_TAGS.filter((tag) => tags.includes(tag));
}
