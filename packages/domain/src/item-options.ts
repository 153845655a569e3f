/**
 * Option groups of an item ("Size", "Extras") and their options: limits and rules, shared by the
 * console's form and the server (which answers 400 `validation_failed` with these texts, each on
 * the path of the field, e.g. `optionGroups.1.options.0.price`). See docs/decisions/038.
 *
 * A group is a single choice (a size: the option's price is the item's price when chosen, null
 * keeps the item's own) or a multiple choice (extras: the price is added, null or 0 is free).
 */
import * as maxLength from '@tavola/api/generated/max-length';
import * as maximum from '@tavola/api/generated/maximum';
import type { OptionChoice } from './entities';
import { MAX_OPTION_GROUPS_PER_ITEM, MAX_OPTIONS_PER_GROUP, MAX_OPTIONS_PER_ITEM } from './item-extras';
import { type Message, messages, type ValidationErrors } from './messages';
import { hasAtMostTwoDecimals } from './price';
import { limitText, requireText, type TextValue } from './text';

export type { OptionChoice };

/** Groups one item may have (item-extras.ts: the numbers of issue 49 live there). */
export const OPTION_GROUPS_MAX = MAX_OPTION_GROUPS_PER_ITEM;
export const OPTIONS_PER_GROUP_MAX = MAX_OPTIONS_PER_GROUP;
export const OPTIONS_PER_ITEM_MAX = MAX_OPTIONS_PER_ITEM;
/** Length of a group's or an option's name, and of their translations (the contract's). */
export const OPTION_NAME_MAX = maxLength.ItemOptionInput.name;
/** Highest price of an option (the contract's; an item's too). */
export const OPTION_PRICE_MAX = maximum.ItemOptionInput.price;
/** Highest minimum and maximum of choices of a group (the contract's). */
const CHOICES_MAX = maximum.ItemOptionGroupInput.maxChoices;

// Texts avoid `{`, `}`, `#` and apostrophes: they are ICU MessageFormat syntax in the catalogs.
export const optionMessages = {
  groupNameRequired: /*i18n*/ {
    id: 'validation.optionGroup.name.required',
    message: 'Group name is required',
  },
  groupNameTooLong: /*i18n*/ {
    id: 'validation.optionGroup.name.tooLong',
    message: 'Group name must be at most 60 characters',
  },
  optionNameRequired: /*i18n*/ { id: 'validation.option.name.required', message: 'Option name is required' },
  optionNameTooLong: /*i18n*/ {
    id: 'validation.option.name.tooLong',
    message: 'Option name must be at most 60 characters',
  },
  translatedNameTooLong: /*i18n*/ {
    id: 'validation.option.translatedName.tooLong',
    message: 'A translated name must be at most 60 characters',
  },
  choiceInvalid: /*i18n*/ {
    id: 'validation.optionGroup.choice.invalid',
    message: 'Choose single or multiple choice',
  },
  minChoicesInvalid: /*i18n*/ {
    id: 'validation.optionGroup.minChoices.invalid',
    message: 'The minimum must be a whole number from 0 to 50',
  },
  maxChoicesInvalid: /*i18n*/ {
    id: 'validation.optionGroup.maxChoices.invalid',
    message: 'The maximum must be a whole number from 1 to 50',
  },
  singleChoiceMax: /*i18n*/ {
    id: 'validation.optionGroup.maxChoices.single',
    message: 'A single choice allows exactly 1 option: set the maximum to 1',
  },
  minAboveMax: /*i18n*/ {
    id: 'validation.optionGroup.minChoices.aboveMax',
    message: 'The minimum cannot be more than the maximum',
  },
  minAboveOptions: /*i18n*/ {
    id: 'validation.optionGroup.minChoices.aboveOptions',
    message: 'The minimum cannot be more than the number of options',
  },
  requiredWithoutMin: /*i18n*/ {
    id: 'validation.optionGroup.minChoices.required',
    message: 'A required group needs a minimum of at least 1',
  },
  minWithoutRequired: /*i18n*/ {
    id: 'validation.optionGroup.required.min',
    message: 'A group with a minimum of 1 or more is required: mark it required or set the minimum to 0',
  },
  tooManyGroups: /*i18n*/ {
    id: 'validation.optionGroups.tooMany',
    message: 'An item can have at most 20 option groups',
  },
  tooManyOptionsInGroup: /*i18n*/ {
    id: 'validation.optionGroup.options.tooMany',
    message: 'A group can have at most 50 options',
  },
  tooManyOptionsInItem: /*i18n*/ {
    id: 'validation.optionGroups.tooManyOptions',
    message: 'An item can have at most 100 options in all',
  },
  groupTwice: /*i18n*/ {
    id: 'validation.optionGroup.id.twice',
    message: 'This group appears twice in the list',
  },
  optionTwice: /*i18n*/ {
    id: 'validation.option.id.twice',
    message: 'This option appears twice in the list',
  },
} as const satisfies Record<string, Message>;

export function validateOptionGroupName(value: TextValue): Message | null {
  return (
    requireText(value, optionMessages.groupNameRequired) ??
    limitText(value, OPTION_NAME_MAX, optionMessages.groupNameTooLong)
  );
}

export function validateOptionName(value: TextValue): Message | null {
  return (
    requireText(value, optionMessages.optionNameRequired) ??
    limitText(value, OPTION_NAME_MAX, optionMessages.optionNameTooLong)
  );
}

/** A translated group or option name: optional (empty means none), at most OPTION_NAME_MAX. */
export function validateOptionTranslatedName(value: TextValue): Message | null {
  return limitText(value, OPTION_NAME_MAX, optionMessages.translatedNameTooLong);
}

/**
 * Optional (null: the item's own price in a single choice, free in a multiple choice); otherwise
 * 0 to OPTION_PRICE_MAX with at most 2 decimals. Accepts the string a number input may hold.
 */
export function validateOptionPrice(value: number | string | null | undefined): Message | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const price = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(price) || price < 0 || price > OPTION_PRICE_MAX) return messages.itemPriceInvalid;
  return hasAtMostTwoDecimals(price) ? null : messages.itemPriceDecimals;
}

type Count = number | string | null | undefined;

/** A whole number within [low, high], or null (a form may hold a string or nothing). */
function wholeNumber(value: Count, low: number, high: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= low && number <= high ? number : null;
}

type Translations = Readonly<Record<string, { translatedName?: TextValue } | null | undefined>>;

export type OptionValues = {
  id?: number | null;
  name?: TextValue;
  price?: number | string | null;
  translations?: Translations | null;
};

export type OptionGroupValues = {
  id?: number | null;
  name?: TextValue;
  choice?: string | null;
  minChoices?: Count;
  maxChoices?: Count;
  required?: boolean | null;
  options?: readonly OptionValues[] | null;
  translations?: Translations | null;
};

export type OptionGroupField = 'name' | 'choice' | 'minChoices' | 'maxChoices' | 'required' | 'options';

/**
 * The rules of one group on its own fields: single ⇒ maximum 1; 0 ≤ minimum ≤ maximum; maximum
 * ≥ 1; required ⇔ minimum ≥ 1; minimum ≤ the number of options; at most OPTIONS_PER_GROUP_MAX
 * options. One message per field, the first rule it breaks.
 */
export function validateOptionGroup(group: OptionGroupValues): ValidationErrors<OptionGroupField> {
  const errors: ValidationErrors<OptionGroupField> = {};
  const name = validateOptionGroupName(group.name);
  if (name) errors.name = name;
  const single = group.choice === 'single';
  if (!single && group.choice !== 'multiple') errors.choice = optionMessages.choiceInvalid;

  const optionCount = group.options?.length ?? 0;
  if (optionCount > OPTIONS_PER_GROUP_MAX) errors.options = optionMessages.tooManyOptionsInGroup;

  const min = wholeNumber(group.minChoices, 0, CHOICES_MAX);
  const max = wholeNumber(group.maxChoices, 1, CHOICES_MAX);
  if (max === null) errors.maxChoices = optionMessages.maxChoicesInvalid;
  else if (single && max !== 1) errors.maxChoices = optionMessages.singleChoiceMax;

  if (min === null) errors.minChoices = optionMessages.minChoicesInvalid;
  else if (max !== null && min > max) errors.minChoices = optionMessages.minAboveMax;
  else if (group.required && min < 1) errors.minChoices = optionMessages.requiredWithoutMin;
  else if (min > optionCount) errors.minChoices = optionMessages.minAboveOptions;

  if (min !== null && min >= 1 && !group.required) errors.required = optionMessages.minWithoutRequired;
  return errors;
}

export function validateOption(option: OptionValues): ValidationErrors<'name' | 'price'> {
  const errors: ValidationErrors<'name' | 'price'> = {};
  const name = validateOptionName(option.name);
  if (name) errors.name = name;
  const price = validateOptionPrice(option.price);
  if (price) errors.price = price;
  return errors;
}

function validateTranslations(
  translations: Translations | null | undefined,
  path: string,
  errors: ValidationErrors,
) {
  for (const [language, translation] of Object.entries(translations ?? {})) {
    const problem = validateOptionTranslatedName(translation?.translatedName);
    if (problem) errors[`${path}.translations.${language}.translatedName`] = problem;
  }
}

/**
 * Every error of an item's option groups, keyed by the field's path under `path` (the contract's
 * `optionGroups`): `optionGroups` for the item's counts, `optionGroups.1.minChoices`,
 * `optionGroups.1.options.0.price`, `optionGroups.0.translations.it.translatedName`. An id that
 * appears twice is an error too (a group or option is updated once per save).
 */
export function validateOptionGroups(
  groups: readonly OptionGroupValues[] | null | undefined,
  path = 'optionGroups',
): ValidationErrors {
  const errors: ValidationErrors = {};
  if (!groups) return errors;
  const optionTotal = groups.reduce((total, group) => total + (group.options?.length ?? 0), 0);
  if (groups.length > OPTION_GROUPS_MAX) errors[path] = optionMessages.tooManyGroups;
  else if (optionTotal > OPTIONS_PER_ITEM_MAX) errors[path] = optionMessages.tooManyOptionsInItem;

  const groupIds = new Set<number>();
  const optionIds = new Set<number>();
  groups.forEach((group, g) => {
    const groupPath = `${path}.${g}`;
    for (const [field, message] of Object.entries(validateOptionGroup(group)))
      errors[`${groupPath}.${field}`] = message;
    if (typeof group.id === 'number') {
      if (groupIds.has(group.id)) errors[`${groupPath}.id`] = optionMessages.groupTwice;
      groupIds.add(group.id);
    }
    validateTranslations(group.translations, groupPath, errors);
    group.options?.forEach((option, o) => {
      const optionPath = `${groupPath}.options.${o}`;
      for (const [field, message] of Object.entries(validateOption(option)))
        errors[`${optionPath}.${field}`] = message;
      if (typeof option.id === 'number') {
        if (optionIds.has(option.id)) errors[`${optionPath}.id`] = optionMessages.optionTwice;
        optionIds.add(option.id);
      }
      validateTranslations(option.translations, optionPath, errors);
    });
  });
  return errors;
}
