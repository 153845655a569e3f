import type { components } from '@tavola/api/schema';
import { type AllergenCode, sortAllergens } from '@tavola/domain/allergens';
import type { DietaryTag } from '@tavola/domain/entities';
import { validateItem } from '@tavola/domain/item';
import { sortDietaryTags } from '@tavola/domain/item-extras';
import type { ValidationErrors } from '@tavola/domain/messages';
import {
  type OptionGroupFormValues,
  optionGroupsToFormValues,
  optionGroupsToInput,
  type StoredOptionGroup,
} from './option-groups-form';
import { validateDietaryTagsOf, validateOptionGroupsOf } from './option-rules';

/** What the form is filled from: the stored item, its option groups as far as the form shows them. */
type MenuItem = Omit<components['schemas']['MenuItem'], 'optionGroups'> & {
  optionGroups: StoredOptionGroup[];
};
type ItemInput = components['schemas']['ItemInput'];

export const ITEM_FLAGS = [
  'outOfStock',
  'disabled',
  'bestSeller',
  'suggested',
  'branded',
  'translateName',
] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

/** What the item form holds: texts as typed, the price as the number input gives it ('' when empty). */
export interface ItemFormValues {
  name: string;
  description: string;
  ingredients: string;
  additionalNotes: string;
  price: number | string;
  priceText: string;
  allergens: AllergenCode[];
  outOfStock: boolean;
  disabled: boolean;
  bestSeller: boolean;
  suggested: boolean;
  branded: boolean;
  translateName: boolean;
  dietaryTags: DietaryTag[];
  /** 0 (not spicy) to 3 */
  spiciness: number;
  /** the item's option groups in their order (a Smart feature) */
  optionGroups: OptionGroupFormValues[];
  /** guests may order it from their phones (false: "ask your waiter") */
  orderable: boolean;
}

/** A new item: shown to guests, in stock, orderable, its name translated with the menu. */
export const emptyItemValues: ItemFormValues = {
  name: '',
  description: '',
  ingredients: '',
  additionalNotes: '',
  price: '',
  priceText: '',
  allergens: [],
  outOfStock: false,
  disabled: false,
  bestSeller: false,
  suggested: false,
  branded: false,
  translateName: true,
  dietaryTags: [],
  spiciness: 0,
  optionGroups: [],
  orderable: true,
};

export function itemToFormValues(item: MenuItem): ItemFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    ingredients: item.ingredients ?? '',
    additionalNotes: item.additionalNotes ?? '',
    price: item.price ?? '',
    priceText: item.priceText ?? '',
    allergens: sortAllergens(item.allergens),
    outOfStock: item.outOfStock,
    disabled: item.disabled,
    bestSeller: item.bestSeller,
    suggested: item.suggested,
    branded: item.branded,
    translateName: item.translateName,
    dietaryTags: sortDietaryTags(item.dietaryTags),
    spiciness: item.spiciness,
    optionGroups: optionGroupsToFormValues(item.optionGroups),
    orderable: item.orderable,
  };
}

function priceOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

/**
 * The form's rules: the spec's item limits, the price from 0 to 1,000,000 with at most 2 decimals;
 * with `withOptions`, the option groups' rules too (a plan without options never sends them).
 */
export function validateItemForm(
  values: ItemFormValues,
  { withOptions = true }: { withOptions?: boolean } = {},
): ValidationErrors {
  const price = priceOf(values.price);
  return {
    ...validateItem({
      ...values,
      price: price === null ? null : Number.isNaN(price) ? String(values.price) : price,
    }),
    ...validateDietaryTagsOf(values),
    ...(withOptions ? validateOptionGroupsOf(values.optionGroups) : {}),
  };
}

/**
 * The request body: texts trimmed, an empty optional field cleared (null), allergens in the contract
 * order. The option groups go only with `withOptions` (the plan has them): left out, the server
 * keeps the item's groups as they are; sent, they replace them as a whole.
 */
export function formValuesToInput(
  values: ItemFormValues,
  id?: number,
  { withOptions = true }: { withOptions?: boolean } = {},
): ItemInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const input: ItemInput = {
    name: values.name.trim(),
    description: optional(values.description),
    ingredients: optional(values.ingredients),
    additionalNotes: optional(values.additionalNotes),
    price: priceOf(values.price),
    priceText: optional(values.priceText),
    allergens: sortAllergens(values.allergens),
    outOfStock: values.outOfStock,
    disabled: values.disabled,
    bestSeller: values.bestSeller,
    suggested: values.suggested,
    branded: values.branded,
    translateName: values.translateName,
    dietaryTags: sortDietaryTags(values.dietaryTags),
    spiciness: values.spiciness,
    orderable: values.orderable,
    ...(withOptions ? { optionGroups: optionGroupsToInput(values.optionGroups) } : {}),
  };
  return id === undefined ? input : { id, ...input };
}
