import { describe, expect, it } from 'vitest';
import {
  OPTION_GROUPS_MAX,
  OPTION_NAME_MAX,
  OPTIONS_PER_GROUP_MAX,
  OPTIONS_PER_ITEM_MAX,
  type OptionGroupValues,
  optionMessages,
  validateOptionGroup,
  validateOptionGroups,
  validateOptionName,
  validateOptionPrice,
} from './item-options';
import source from './item-options.ts?raw';
import { messages, toErrorDetails } from './messages';

const text = (length: number) => 'x'.repeat(length);
const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Option ${i + 1}`, price: null }));

const size: OptionGroupValues = {
  name: 'Size',
  choice: 'single',
  minChoices: 1,
  maxChoices: 1,
  required: true,
  options: [
    { name: 'Small', price: 8 },
    { name: 'Large', price: 11.5 },
  ],
};
const extras: OptionGroupValues = {
  name: 'Extras',
  choice: 'multiple',
  minChoices: 0,
  maxChoices: 3,
  required: false,
  options: [
    { name: '+ parmesan', price: 1.5 },
    { name: '+ basil', price: null },
  ],
};

describe('option names and prices', () => {
  it('names: required, trimmed, 60 characters, no control characters', () => {
    expect(validateOptionName('')).toBe(optionMessages.optionNameRequired);
    expect(validateOptionName('   ')).toBe(optionMessages.optionNameRequired);
    expect(validateOptionName(text(OPTION_NAME_MAX))).toBeNull();
    expect(validateOptionName(` ${text(OPTION_NAME_MAX)} `)).toBeNull();
    expect(validateOptionName(text(OPTION_NAME_MAX + 1))).toBe(optionMessages.optionNameTooLong);
    expect(validateOptionName('Large\u0000')).toBe(messages.textHasControlCharacters);
    expect(validateOptionName('Large\u001b[31m')).toBe(messages.textHasControlCharacters);
    expect(validateOptionName('🍕'.repeat(OPTION_NAME_MAX))).toBeNull();
  });

  it('prices: null, or 0 to 1000000 with at most 2 decimals', () => {
    expect(validateOptionPrice(null)).toBeNull();
    expect(validateOptionPrice('')).toBeNull();
    expect(validateOptionPrice(0)).toBeNull();
    expect(validateOptionPrice('2.50')).toBeNull();
    expect(validateOptionPrice(1_000_000)).toBeNull();
    expect(validateOptionPrice(-0.01)).toBe(messages.itemPriceInvalid);
    expect(validateOptionPrice(1_000_000.01)).toBe(messages.itemPriceInvalid);
    expect(validateOptionPrice(Number.NaN)).toBe(messages.itemPriceInvalid);
    expect(validateOptionPrice(1.005)).toBe(messages.itemPriceDecimals);
  });
});

describe('a group on its own', () => {
  it('accepts a size and an extras group', () => {
    expect(validateOptionGroup(size)).toEqual({});
    expect(validateOptionGroup(extras)).toEqual({});
  });

  it('a single choice has a maximum of 1', () => {
    expect(validateOptionGroup({ ...size, maxChoices: 2 })).toEqual({
      maxChoices: optionMessages.singleChoiceMax,
    });
  });

  it('the minimum is not above the maximum', () => {
    expect(validateOptionGroup({ ...extras, minChoices: 3, maxChoices: 2, required: true })).toEqual({
      minChoices: optionMessages.minAboveMax,
    });
  });

  it('the maximum is at least 1, both are whole numbers', () => {
    expect(validateOptionGroup({ ...extras, maxChoices: 0 }).maxChoices).toBe(
      optionMessages.maxChoicesInvalid,
    );
    expect(validateOptionGroup({ ...extras, maxChoices: 1.5 }).maxChoices).toBe(
      optionMessages.maxChoicesInvalid,
    );
    expect(validateOptionGroup({ ...extras, maxChoices: null }).maxChoices).toBe(
      optionMessages.maxChoicesInvalid,
    );
    expect(validateOptionGroup({ ...extras, minChoices: -1 }).minChoices).toBe(
      optionMessages.minChoicesInvalid,
    );
    expect(validateOptionGroup({ ...extras, minChoices: '' }).minChoices).toBe(
      optionMessages.minChoicesInvalid,
    );
    expect(validateOptionGroup({ ...extras, minChoices: '0', maxChoices: '2' })).toEqual({});
  });

  it('required exactly when the minimum is 1 or more', () => {
    expect(validateOptionGroup({ ...size, required: false })).toEqual({
      required: optionMessages.minWithoutRequired,
    });
    expect(validateOptionGroup({ ...size, minChoices: 0 })).toEqual({
      minChoices: optionMessages.requiredWithoutMin,
    });
  });

  it('the minimum is not above the number of options', () => {
    expect(validateOptionGroup({ ...size, options: [] })).toEqual({
      minChoices: optionMessages.minAboveOptions,
    });
    expect(validateOptionGroup({ ...extras, options: [] })).toEqual({});
    const pickTwo = { ...extras, minChoices: 2, required: true };
    expect(validateOptionGroup(pickTwo)).toEqual({});
    expect(validateOptionGroup({ ...pickTwo, options: [{ name: 'Only one' }] })).toEqual({
      minChoices: optionMessages.minAboveOptions,
    });
  });

  it('a choice is single or multiple', () => {
    expect(validateOptionGroup({ ...extras, choice: 'several' }).choice).toBe(optionMessages.choiceInvalid);
    expect(validateOptionGroup({ ...extras, choice: undefined }).choice).toBe(optionMessages.choiceInvalid);
  });
});

describe("an item's groups, with the paths of their fields", () => {
  it('no groups, or valid ones, are fine', () => {
    expect(validateOptionGroups(undefined)).toEqual({});
    expect(validateOptionGroups([])).toEqual({});
    expect(validateOptionGroups([size, extras])).toEqual({});
  });

  it('names each broken field by its path', () => {
    const errors = validateOptionGroups([
      size,
      {
        ...extras,
        name: 'Extras\u0000',
        minChoices: 4,
        options: [
          { name: '+ parmesan', price: -1 },
          { name: '', price: 1 },
          { name: 'x', price: 0.001 },
        ],
      },
    ]);
    expect(toErrorDetails(errors)).toEqual([
      { field: 'optionGroups.1.name', message: messages.textHasControlCharacters.message },
      { field: 'optionGroups.1.minChoices', message: optionMessages.minAboveMax.message },
      { field: 'optionGroups.1.required', message: optionMessages.minWithoutRequired.message },
      { field: 'optionGroups.1.options.0.price', message: messages.itemPriceInvalid.message },
      { field: 'optionGroups.1.options.1.name', message: optionMessages.optionNameRequired.message },
      { field: 'optionGroups.1.options.2.price', message: messages.itemPriceDecimals.message },
    ]);
  });

  it('translated names: at most 60 characters, no control characters, empty allowed', () => {
    const errors = validateOptionGroups([
      {
        ...size,
        translations: { it: { translatedName: text(61) }, de: { translatedName: '' } },
        options: [
          { name: 'Small', translations: { it: { translatedName: 'Piccola\u0007' } } },
          { name: 'Large' },
        ],
      },
    ]);
    expect(errors).toEqual({
      'optionGroups.0.translations.it.translatedName': optionMessages.translatedNameTooLong,
      'optionGroups.0.options.0.translations.it.translatedName': messages.textHasControlCharacters,
    });
  });

  it('at most 20 groups, 50 options in a group and 100 in all', () => {
    const group = (count: number): OptionGroupValues => ({ ...extras, options: options(count) });
    expect(validateOptionGroups(Array.from({ length: OPTION_GROUPS_MAX }, () => group(1)))).toEqual({});
    expect(validateOptionGroups(Array.from({ length: OPTION_GROUPS_MAX + 1 }, () => group(1)))).toEqual({
      optionGroups: optionMessages.tooManyGroups,
    });
    expect(validateOptionGroups([group(OPTIONS_PER_GROUP_MAX), group(OPTIONS_PER_GROUP_MAX)])).toEqual({});
    expect(validateOptionGroups([group(OPTIONS_PER_GROUP_MAX + 1)])).toEqual({
      'optionGroups.0.options': optionMessages.tooManyOptionsInGroup,
    });
    expect(validateOptionGroups([group(50), group(50), group(1)])).toEqual({
      optionGroups: optionMessages.tooManyOptionsInItem,
    });
    expect(OPTIONS_PER_ITEM_MAX).toBe(100);
  });

  it('500 options on one item are refused', () => {
    const errors = validateOptionGroups(
      Array.from({ length: 10 }, () => ({ ...extras, options: options(50) })),
    );
    expect(errors.optionGroups).toBe(optionMessages.tooManyOptionsInItem);
    const oneGroup = validateOptionGroups([{ ...extras, options: options(500) }]);
    expect(oneGroup.optionGroups).toBe(optionMessages.tooManyOptionsInItem);
    expect(oneGroup['optionGroups.0.options']).toBe(optionMessages.tooManyOptionsInGroup);
  });

  it('an id given twice is refused where it appears the second time', () => {
    const errors = validateOptionGroups([
      {
        ...size,
        id: 7,
        options: [
          { id: 1, name: 'Small' },
          { id: 2, name: 'Large' },
        ],
      },
      { ...extras, id: 7, options: [{ id: 2, name: '+ parmesan' }] },
    ]);
    expect(errors).toEqual({
      'optionGroups.1.id': optionMessages.groupTwice,
      'optionGroups.1.options.0.id': optionMessages.optionTwice,
    });
  });

  it('messages state the limits they enforce and carry the extraction marker', () => {
    expect(optionMessages.groupNameTooLong.message).toContain(`at most ${OPTION_NAME_MAX} `);
    expect(optionMessages.optionNameTooLong.message).toContain(`at most ${OPTION_NAME_MAX} `);
    expect(optionMessages.translatedNameTooLong.message).toContain(`at most ${OPTION_NAME_MAX} `);
    expect(optionMessages.tooManyGroups.message).toContain(`at most ${OPTION_GROUPS_MAX} `);
    expect(optionMessages.tooManyOptionsInGroup.message).toContain(`at most ${OPTIONS_PER_GROUP_MAX} `);
    expect(optionMessages.tooManyOptionsInItem.message).toContain(`at most ${OPTIONS_PER_ITEM_MAX} `);
    expect(optionMessages.minChoicesInvalid.message).toContain(`0 to ${OPTIONS_PER_GROUP_MAX}`);
    expect(optionMessages.maxChoicesInvalid.message).toContain(`1 to ${OPTIONS_PER_GROUP_MAX}`);
    const all = Object.values(optionMessages);
    expect(source.match(/\/\*i18n\*\/\s*\{\s*id:/g)).toHaveLength(all.length);
    for (const { id, message } of all) expect(message, id).not.toMatch(/[{}#']/);
  });
});
