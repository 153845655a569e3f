import { describe, expect, it } from 'vitest';
import {
  validateItem,
  validateItemAdditionalNotes,
  validateItemDescription,
  validateItemIngredients,
  validateItemName,
  validateItemPrice,
  validateItemPriceText,
} from './item';
import { messages } from './messages';

const text = (length: number) => 'x'.repeat(length);

describe('item fields', () => {
  it('name: required, 100 accepted, 101 rejected', () => {
    expect(validateItemName('')).toBe(messages.itemNameRequired);
    expect(validateItemName(text(100))).toBeNull();
    expect(validateItemName(text(101))).toBe(messages.itemNameTooLong);
  });

  it('description: optional, 254 accepted, 255 rejected', () => {
    expect(validateItemDescription('')).toBeNull();
    expect(validateItemDescription(text(254))).toBeNull();
    expect(validateItemDescription(text(255))).toBe(messages.itemDescriptionTooLong);
  });

  it('ingredients: optional, 254 accepted, 255 rejected', () => {
    expect(validateItemIngredients(null)).toBeNull();
    expect(validateItemIngredients(text(254))).toBeNull();
    expect(validateItemIngredients(text(255))).toBe(messages.itemIngredientsTooLong);
  });
});

describe('item fields from the contract', () => {
  it('additional notes: 254 accepted, 255 rejected', () => {
    expect(validateItemAdditionalNotes(text(254))).toBeNull();
    expect(validateItemAdditionalNotes(text(255))).toBe(messages.itemAdditionalNotesTooLong);
  });

  it('price text: 45 accepted, 46 rejected', () => {
    expect(validateItemPriceText(text(45))).toBeNull();
    expect(validateItemPriceText(text(46))).toBe(messages.itemPriceTextTooLong);
  });

  it('price: optional, 0 to 1000000', () => {
    expect(validateItemPrice(null)).toBeNull();
    expect(validateItemPrice('')).toBeNull();
    expect(validateItemPrice(0)).toBeNull();
    expect(validateItemPrice(8.5)).toBeNull();
    expect(validateItemPrice('8.5')).toBeNull();
    expect(validateItemPrice(1_000_000)).toBeNull();
    expect(validateItemPrice(1_000_000.01)).toBe(messages.itemPriceInvalid);
    expect(validateItemPrice(-0.01)).toBe(messages.itemPriceInvalid);
    expect(validateItemPrice('eight')).toBe(messages.itemPriceInvalid);
    expect(validateItemPrice(Number.POSITIVE_INFINITY)).toBe(messages.itemPriceInvalid);
    expect(validateItemPrice(12.99)).toBeNull();
    expect(validateItemPrice(12.999)).toBe(messages.itemPriceDecimals);
    expect(validateItemPrice('0.005')).toBe(messages.itemPriceDecimals);
  });
});

describe('validateItem', () => {
  it('returns no errors for a valid item', () => {
    expect(
      validateItem({ name: 'Margherita', description: 'Classic', ingredients: 'Tomato, mozzarella' }),
    ).toEqual({});
  });

  it('reports each invalid field', () => {
    expect(validateItem({ name: ' ', description: text(255), ingredients: text(255) })).toEqual({
      name: messages.itemNameRequired,
      description: messages.itemDescriptionTooLong,
      ingredients: messages.itemIngredientsTooLong,
    });
  });
});
