import { type AllergenCode, sortAllergens } from '@tavola/domain/allergens';
import type {
  ItemOption,
  ItemOptionGroup,
  ItemOptionGroupInput,
  ItemOptionInput,
  OptionChoice,
} from '@tavola/domain/entities';

export type { OptionChoice };

/** One option as the item form holds it: the price as the number input gives it ('' when empty). */
export interface OptionFormValues {
  /** the form's own key for the row (React and the drag list); stays when the option is saved */
  key: number;
  /** the stored option's id; null for an option added in this form */
  id: number | null;
  name: string;
  price: number | string;
  outOfStock: boolean;
  allergens: AllergenCode[];
}

/** One option group as the item form holds it (the numbers as the number inputs give them). */
export interface OptionGroupFormValues {
  key: number;
  id: number | null;
  name: string;
  choice: OptionChoice;
  minChoices: number | string;
  maxChoices: number | string;
  required: boolean;
  options: OptionFormValues[];
}

/** What the form is filled from: the contract's stored group, as far as the form shows it. */
export type StoredOptionGroup = Pick<
  ItemOptionGroup,
  'id' | 'name' | 'choice' | 'minChoices' | 'maxChoices' | 'required'
> & { options: Pick<ItemOption, 'id' | 'name' | 'price' | 'outOfStock' | 'allergens'>[] };

let lastKey = 0;
/** A key no other row of this page has. */
export function nextRowKey(): number {
  lastKey += 1;
  return lastKey;
}

export function newOption(): OptionFormValues {
  return { key: nextRowKey(), id: null, name: '', price: '', outOfStock: false, allergens: [] };
}

/** A new group: a single choice, not required, with one empty option to fill in. */
export function newOptionGroup(): OptionGroupFormValues {
  return {
    key: nextRowKey(),
    id: null,
    name: '',
    choice: 'single',
    minChoices: 0,
    maxChoices: 1,
    required: false,
    options: [newOption()],
  };
}

export function optionGroupsToFormValues(groups: readonly StoredOptionGroup[]): OptionGroupFormValues[] {
  return groups.map((group) => ({
    key: nextRowKey(),
    id: group.id,
    name: group.name,
    choice: group.choice,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    required: group.required,
    options: group.options.map((option) => ({
      key: nextRowKey(),
      id: option.id,
      name: option.name,
      price: option.price ?? '',
      outOfStock: option.outOfStock,
      allergens: sortAllergens(option.allergens),
    })),
  }));
}

/** A typed number ('12,50' too) or null when empty; NaN for words, which the rules refuse. */
export function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

/**
 * The group after a change of its choice: a single choice picks exactly one at most (maximum 1, the
 * minimum 1 only when required); a multiple choice keeps its numbers, at least 1 as maximum.
 */
export function withChoice(group: OptionGroupFormValues, choice: OptionChoice): OptionGroupFormValues {
  if (choice === 'single') return { ...group, choice, maxChoices: 1, minChoices: group.required ? 1 : 0 };
  return { ...group, choice };
}

/** The group after the "Required" switch: required means at least one choice (and the reverse). */
export function withRequired(group: OptionGroupFormValues, required: boolean): OptionGroupFormValues {
  const minimum = numberOf(group.minChoices) ?? 0;
  if (required) return { ...group, required, minChoices: Math.max(1, minimum) };
  return { ...group, required, minChoices: 0 };
}

/** The group after a change of its minimum: required follows it (at least 1 = required). */
export function withMinimum(
  group: OptionGroupFormValues,
  minChoices: number | string,
): OptionGroupFormValues {
  const minimum = numberOf(minChoices);
  return { ...group, minChoices, required: minimum !== null && minimum >= 1 };
}

/** The request's groups: texts trimmed, empty prices null, ids of stored groups and options kept. */
export function optionGroupsToInput(groups: readonly OptionGroupFormValues[]): ItemOptionGroupInput[] {
  return groups.map((group) => {
    const input: ItemOptionGroupInput = {
      name: group.name.trim(),
      choice: group.choice,
      minChoices: numberOf(group.minChoices) ?? 0,
      maxChoices: numberOf(group.maxChoices) ?? 0,
      required: group.required,
      options: group.options.map((option) => {
        const optionInput: ItemOptionInput = {
          name: option.name.trim(),
          price: numberOf(option.price),
          outOfStock: option.outOfStock,
          allergens: sortAllergens(option.allergens),
        };
        return option.id === null ? optionInput : { id: option.id, ...optionInput };
      }),
    };
    return group.id === null ? input : { id: group.id, ...input };
  });
}
