/**
 * Issue 49's additions to an item (a dish's photo, its dietary tags and spiciness, its option
 * groups), as the contract names them. The view reads them defensively: a menu saved on a guest's
 * device before items carried them has none.
 */
import type { components } from '@tavola/api/schema';

type Schemas = components['schemas'];

export { DIETARY_TAGS } from '@tavola/domain/item-extras';

export type DietaryTag = Schemas['DietaryTag'];

/**
 * A dish's photo: `${url}-${w}.${ext}` for each `w` of `widths` (ascending) and `ext` of avif, webp,
 * jpg; `width`/`height` of the largest variant; `placeholder` a tiny blurred WebP as a data URL.
 */
export type ItemPhoto = Schemas['ItemPhoto'] & {
  /**
   * A photo not stored yet, shown from its one address at every width: the console's preview of a new
   * item's photo before the item is saved (the server never sends it).
   */
  src?: string;
};

/** An option group as guests read it (single: the item's price when chosen; multiple: added). */
export type ViewOptionGroup = Schemas['PublicOptionGroup'];

export type ItemExtras = Partial<
  Pick<Schemas['PublicMenuItem'], 'photo' | 'dietaryTags' | 'spiciness' | 'optionGroups'>
>;
