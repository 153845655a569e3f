import { describe, expect, it } from 'vitest';
import {
  newOptionGroup,
  type OptionGroupFormValues,
  optionGroupsToInput,
  withChoice,
  withMinimum,
  withRequired,
} from './option-groups-form';

const group = (changes: Partial<OptionGroupFormValues>): OptionGroupFormValues => ({
  ...newOptionGroup(),
  ...changes,
});

describe('option group form', () => {
  it('a single choice picks one at most; required makes its minimum 1', () => {
    const extras = group({ choice: 'multiple', minChoices: 2, maxChoices: 3, required: true });
    expect(withChoice(extras, 'single')).toMatchObject({ choice: 'single', minChoices: 1, maxChoices: 1 });
    const optional = group({ choice: 'multiple', minChoices: 0, maxChoices: 3, required: false });
    expect(withChoice(optional, 'single')).toMatchObject({ minChoices: 0, maxChoices: 1 });
    // back to several: the numbers stay as they were
    expect(withChoice(group({ maxChoices: 1 }), 'multiple')).toMatchObject({
      choice: 'multiple',
      maxChoices: 1,
    });
  });

  it('keeps "required" and the minimum in step, both ways', () => {
    expect(withRequired(group({ minChoices: 0 }), true)).toMatchObject({ required: true, minChoices: 1 });
    expect(withRequired(group({ minChoices: 2 }), true)).toMatchObject({ minChoices: 2 });
    expect(withRequired(group({ minChoices: 2, required: true }), false)).toMatchObject({
      required: false,
      minChoices: 0,
    });
    expect(withMinimum(group({}), 1)).toMatchObject({ required: true, minChoices: 1 });
    expect(withMinimum(group({ required: true }), 0)).toMatchObject({ required: false });
    expect(withMinimum(group({ required: true }), '')).toMatchObject({ required: false, minChoices: '' });
  });

  it('sends trimmed names, null for an empty price, a typed "1,50" as 1.5, ids only of stored rows', () => {
    const [input] = optionGroupsToInput([
      group({
        id: 4,
        name: ' Extras ',
        choice: 'multiple',
        maxChoices: '2',
        options: [
          { key: 1, id: 7, name: ' + parmesan ', price: '1,50', outOfStock: false, allergens: ['milk'] },
          { key: 2, id: null, name: 'Basil', price: '', outOfStock: true, allergens: [] },
        ],
      }),
    ]);
    expect(input).toEqual({
      id: 4,
      name: 'Extras',
      choice: 'multiple',
      minChoices: 0,
      maxChoices: 2,
      required: false,
      options: [
        { id: 7, name: '+ parmesan', price: 1.5, outOfStock: false, allergens: ['milk'] },
        { name: 'Basil', price: null, outOfStock: true, allergens: [] },
      ],
    });
  });
});
