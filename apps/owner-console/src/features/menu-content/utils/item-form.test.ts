import { messages } from '@tavola/domain/messages';
import { describe, expect, it } from 'vitest';
import { emptyItemValues, formValuesToInput, itemToFormValues, validateItemForm } from './item-form';

const values = (changes: Partial<typeof emptyItemValues>) => ({ ...emptyItemValues, ...changes });

describe('item form rules', () => {
  it('needs a name, at most 100 characters', () => {
    expect(validateItemForm(values({ name: '  ' })).name).toBe(messages.itemNameRequired);
    expect(validateItemForm(values({ name: 'x'.repeat(100) }))).toEqual({});
    expect(validateItemForm(values({ name: 'x'.repeat(101) })).name).toBe(messages.itemNameTooLong);
  });

  it('limits description and ingredients to 254, price text to 45', () => {
    const fits = values({
      name: 'a',
      description: 'd'.repeat(254),
      ingredients: 'i'.repeat(254),
      priceText: 'p'.repeat(45),
    });
    expect(validateItemForm(fits)).toEqual({});
    const errors = validateItemForm(
      values({
        name: 'a',
        description: 'd'.repeat(255),
        ingredients: 'i'.repeat(255),
        priceText: 'p'.repeat(46),
      }),
    );
    expect(errors).toEqual({
      description: messages.itemDescriptionTooLong,
      ingredients: messages.itemIngredientsTooLong,
      priceText: messages.itemPriceTextTooLong,
    });
  });

  it('takes an empty price, 0, cents; refuses a negative price, fractions of a cent and words', () => {
    expect(validateItemForm(values({ name: 'a', price: '' }))).toEqual({});
    expect(validateItemForm(values({ name: 'a', price: 0 }))).toEqual({});
    expect(validateItemForm(values({ name: 'a', price: 12.5 }))).toEqual({});
    expect(validateItemForm(values({ name: 'a', price: '12,50' }))).toEqual({});
    expect(validateItemForm(values({ name: 'a', price: -1 })).price).toBe(messages.itemPriceInvalid);
    expect(validateItemForm(values({ name: 'a', price: 1_000_001 })).price).toBe(messages.itemPriceInvalid);
    expect(validateItemForm(values({ name: 'a', price: 1.005 })).price).toBe(messages.itemPriceDecimals);
    expect(validateItemForm(values({ name: 'a', price: 'about ten' })).price).toBe(messages.itemPriceInvalid);
  });

  it('sends trimmed texts, null for empty fields and allergens in the contract order', () => {
    expect(
      formValuesToInput(
        values({
          name: ' Tiramisù ',
          description: '  ',
          price: '',
          priceText: ' market price ',
          allergens: ['milk', 'eggs'],
        }),
        7,
      ),
    ).toEqual({
      id: 7,
      name: 'Tiramisù',
      description: null,
      ingredients: null,
      additionalNotes: null,
      price: null,
      priceText: 'market price',
      allergens: ['eggs', 'milk'],
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
    });
    expect(formValuesToInput(values({ name: 'Bread', price: 0 }))).not.toHaveProperty('id');
    expect(formValuesToInput(values({ name: 'Bread', price: 0 })).price).toBe(0);
  });

  it('fills the form from an item and back without losing anything', () => {
    const item = {
      id: 3,
      name: 'Margherita',
      description: null,
      ingredients: 'Tomato',
      allergens: ['gluten', 'milk'] as ('gluten' | 'milk')[],
      additionalNotes: null,
      price: 8.5,
      priceText: null,
      position: 0,
      disabled: true,
      outOfStock: false,
      bestSeller: true,
      suggested: false,
      branded: false,
      translateName: false,
      orderable: false,
      photo: null,
      translations: {},
      dietaryTags: ['vegan', 'gluten-free'] as ('vegan' | 'gluten-free')[],
      spiciness: 2,
      optionGroups: [
        {
          id: 4,
          name: 'Size',
          choice: 'single' as const,
          minChoices: 1,
          maxChoices: 1,
          required: true,
          options: [{ id: 6, name: 'Large', price: 11, outOfStock: false, allergens: ['milk' as const] }],
        },
      ],
    };
    // the photo is uploaded on its own
    const { id: _, position: __, translations: ___, photo: _photo, ...rest } = item;
    expect(formValuesToInput(itemToFormValues(item), 3)).toEqual({ id: 3, ...rest });
  });
});

describe('item form: option groups and tags', () => {
  it('sends the dietary tags in the contract order, and the groups only when the plan has them', () => {
    const input = formValuesToInput(values({ name: 'Tofu', dietaryTags: ['vegan', 'vegetarian'] }));
    expect(input.dietaryTags).toEqual(['vegetarian', 'vegan']);
    expect(input.optionGroups).toEqual([]);
    expect(formValuesToInput(values({ name: 'Tofu' }), 1, { withOptions: false })).not.toHaveProperty(
      'optionGroups',
    );
  });
});
