import { FIELD_LIMITS, ITEM_PRICE_MAX } from './limits';
import { collectErrors, type Message, messages, type ValidationErrors } from './messages';
import { hasAtMostTwoDecimals } from './price';
import { limitText, requireText, type TextValue } from './text';

const limits = FIELD_LIMITS.item;

export function validateItemName(value: TextValue): Message | null {
  return (
    requireText(value, messages.itemNameRequired) ?? limitText(value, limits.name, messages.itemNameTooLong)
  );
}

export function validateItemDescription(value: TextValue): Message | null {
  return limitText(value, limits.description, messages.itemDescriptionTooLong);
}

export function validateItemIngredients(value: TextValue): Message | null {
  return limitText(value, limits.ingredients, messages.itemIngredientsTooLong);
}

export function validateItemAdditionalNotes(value: TextValue): Message | null {
  return limitText(value, limits.additionalNotes, messages.itemAdditionalNotesTooLong);
}

/** Free text shown instead of, or next to, the price ("market price"). */
export function validateItemPriceText(value: TextValue): Message | null {
  return limitText(value, limits.priceText, messages.itemPriceTextTooLong);
}

/**
 * Optional (an item may show only a price text); otherwise a number from 0 to 1,000,000 with at
 * most 2 decimals (cents).
 * Accepts the string a number input may hold while the user types.
 */
export function validateItemPrice(value: number | string | null | undefined): Message | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const price = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(price) || price < 0 || price > ITEM_PRICE_MAX) return messages.itemPriceInvalid;
  return hasAtMostTwoDecimals(price) ? null : messages.itemPriceDecimals;
}

export type ItemValues = {
  name?: TextValue;
  description?: TextValue;
  ingredients?: TextValue;
  additionalNotes?: TextValue;
  priceText?: TextValue;
  price?: number | string | null;
};
export type ItemField = 'name' | 'description' | 'ingredients' | 'additionalNotes' | 'priceText' | 'price';

export function validateItem(input: ItemValues): ValidationErrors<ItemField> {
  return collectErrors({
    name: validateItemName(input.name),
    description: validateItemDescription(input.description),
    ingredients: validateItemIngredients(input.ingredients),
    additionalNotes: validateItemAdditionalNotes(input.additionalNotes),
    priceText: validateItemPriceText(input.priceText),
    price: validateItemPrice(input.price),
  });
}
