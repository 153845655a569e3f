import type { components } from '@tavola/api/schema';
import { type AllergenCode, sortAllergens } from '@tavola/domain/allergens';
import { validateItem } from '@tavola/domain/item';
import type { ValidationErrors } from '@tavola/domain/messages';

type MenuItem = components['schemas']['MenuItem'];
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
}

/** A new item: shown to guests, in stock, its name translated with the menu. */
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
  };
}

function priceOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

/** The form's rules: the spec's item limits, the price from 0 to 1,000,000 with at most 2 decimals. */
export function validateItemForm(values: ItemFormValues): ValidationErrors {
  const price = priceOf(values.price);
  return validateItem({
    ...values,
    price: price === null ? null : Number.isNaN(price) ? String(values.price) : price,
  });
}

/** The request body: texts trimmed, an empty optional field cleared (null), allergens in the contract order. */
export function formValuesToInput(values: ItemFormValues, id?: number): ItemInput {
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
  };
  return id === undefined ? input : { id, ...input };
}
