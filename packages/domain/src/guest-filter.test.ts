import type { components } from '@tavola/api/schema';
import { describe, expect, it } from 'vitest';
import type { AllergenCode } from './allergens';
import type { DietaryTag } from './entities';
import {
  carriesDietaryTags,
  containsExcluded,
  type FilterableGroup,
  type FilterableItem,
  filterMenuForGuest,
  isSafeFor,
  showsItem,
} from './guest-filter';
import { DIETARY_TAGS } from './item-extras';

type TableMenu = components['schemas']['PublicMenu'];

const noTags: DietaryTag[] = [];

/** The guest's excluded allergens, one or several. */
const EXCLUSIONS: AllergenCode[][] = [['milk'], ['eggs', 'milk'], ['gluten', 'nuts', 'sesame']];

/** A base or option that is safe (no allergen, or only one the guest does not avoid) or not. */
function allergensOf(safe: boolean, excluded: readonly AllergenCode[]): AllergenCode[] {
  if (!safe) return ['celery', excluded[excluded.length - 1] as AllergenCode];
  return excluded.includes('celery') ? [] : ['celery'];
}

type Shape = { choice: 'single' | 'multiple'; required: boolean };

/** A group as an owner would make it: single ⇒ max 1, required ⇔ min ≥ 1. */
function group(shape: Shape, optionsSafe: boolean[], excluded: readonly AllergenCode[], min = 1) {
  return {
    choice: shape.choice,
    required: shape.required,
    minChoices: shape.required ? min : 0,
    maxChoices: shape.choice === 'single' ? 1 : optionsSafe.length,
    options: optionsSafe.map((safe) => ({ allergens: allergensOf(safe, excluded) })),
  } satisfies FilterableGroup & Record<string, unknown>;
}

describe('the guest allergen filter over a grid of combinations', () => {
  const shapes: Shape[] = [
    { choice: 'single', required: true },
    { choice: 'single', required: false },
    { choice: 'multiple', required: true },
    { choice: 'multiple', required: false },
  ];
  // the options of the group: each safe or not
  const optionSets = [[true], [false], [true, false], [false, true], [false, false], [true, true]];

  for (const excluded of EXCLUSIONS)
    for (const baseSafe of [true, false])
      for (const shape of shapes)
        for (const optionsSafe of optionSets) {
          const title = `excluding ${excluded.join('+')}: base ${baseSafe ? 'safe' : 'unsafe'}, ${
            shape.required ? 'required' : 'optional'
          } ${shape.choice} group of ${optionsSafe.map((s) => (s ? 'safe' : 'unsafe')).join(', ')}`;
          it(title, () => {
            const item: FilterableItem = {
              allergens: allergensOf(baseSafe, excluded),
              optionGroups: [group(shape, optionsSafe, excluded)],
            };
            const anySafeOption = optionsSafe.includes(true);
            const filter = { allergens: excluded, dietaryTags: noTags };

            // an unsafe base is always hidden
            if (!baseSafe) expect(showsItem(item, filter)).toBe(false);
            // a safe base is never hidden because of an optional group
            else if (!shape.required) expect(showsItem(item, filter)).toBe(true);
            // a required group needs a safe option to choose
            else expect(showsItem(item, filter)).toBe(anySafeOption);

            // every option with an excluded allergen is marked, and only those
            const marks = item.optionGroups?.[0]?.options.map((o) => containsExcluded(o, excluded));
            expect(marks).toEqual(optionsSafe.map((safe) => !safe));

            // the filtered menu keeps the shown item whole: its unsafe options stay, to be marked
            const menu = { sections: [{ items: [item] }] };
            const filtered = filterMenuForGuest(menu, filter);
            const shown = showsItem(item, filter);
            expect(filtered.hiddenCount).toBe(shown ? 0 : 1);
            expect(filtered.menu.sections).toEqual(shown ? [{ items: [item] }] : []);

            // without allergens to avoid, nothing is hidden and nothing marked
            expect(isSafeFor(item, [])).toBe(true);
            expect(item.optionGroups?.[0]?.options.some((o) => containsExcluded(o, []))).toBe(false);
          });
        }

  it('a required multiple group needs as many safe options as its minimum', () => {
    const excluded: AllergenCode[] = ['milk'];
    const shape: Shape = { choice: 'multiple', required: true };
    const twoOfThreeSafe = group(shape, [true, true, false], excluded, 2);
    const oneOfThreeSafe = group(shape, [true, false, false], excluded, 2);
    expect(isSafeFor({ allergens: [], optionGroups: [twoOfThreeSafe] }, excluded)).toBe(true);
    expect(isSafeFor({ allergens: [], optionGroups: [oneOfThreeSafe] }, excluded)).toBe(false);
  });

  it('every required group counts, and an optional one never hides the item', () => {
    const excluded: AllergenCode[] = ['milk'];
    const sizeSafe = group({ choice: 'single', required: true }, [true, false], excluded);
    const sauceUnsafe = group({ choice: 'single', required: true }, [false, false], excluded);
    const extrasUnsafe = group({ choice: 'multiple', required: false }, [false, false], excluded);
    expect(isSafeFor({ allergens: [], optionGroups: [sizeSafe, extrasUnsafe] }, excluded)).toBe(true);
    expect(isSafeFor({ allergens: [], optionGroups: [sizeSafe, sauceUnsafe] }, excluded)).toBe(false);
    expect(isSafeFor({ allergens: [], optionGroups: [] }, excluded)).toBe(true);
    expect(isSafeFor({ allergens: [] }, excluded)).toBe(true);
  });

  it('a group marked required with a minimum of 0 still needs one safe option', () => {
    const unsafe = { required: true, minChoices: 0, options: [{ allergens: ['milk' as const] }] };
    expect(isSafeFor({ allergens: [], optionGroups: [unsafe] }, ['milk'])).toBe(false);
  });

  it('an out-of-stock safe option still counts as a choice', () => {
    const size = { required: true, minChoices: 1, options: [{ allergens: [], outOfStock: true }] };
    expect(isSafeFor({ allergens: [], optionGroups: [size] }, ['milk'])).toBe(true);
  });
});

describe('the dietary filter', () => {
  it('shows an item that carries every chosen tag, a vegan one as vegetarian too', () => {
    expect(carriesDietaryTags([], [])).toBe(true);
    expect(carriesDietaryTags(undefined, [])).toBe(true);
    expect(carriesDietaryTags(undefined, ['vegetarian'])).toBe(false);
    expect(carriesDietaryTags(['vegetarian'], ['vegetarian'])).toBe(true);
    expect(carriesDietaryTags(['vegan'], ['vegetarian'])).toBe(true);
    expect(carriesDietaryTags(['vegetarian'], ['vegan'])).toBe(false);
    expect(carriesDietaryTags(['vegan', 'gluten-free'], ['vegetarian', 'gluten-free'])).toBe(true);
    expect(carriesDietaryTags(['vegan'], ['vegetarian', 'gluten-free'])).toBe(false);
  });

  it('over every pair of an item tag and a chosen tag', () => {
    for (const has of DIETARY_TAGS)
      for (const wants of DIETARY_TAGS)
        expect(carriesDietaryTags([has], [wants]), `${has} for ${wants}`).toBe(
          has === wants || (has === 'vegan' && wants === 'vegetarian'),
        );
  });

  it('combines with the allergen filter: both must let the item through', () => {
    const veganWithNuts: FilterableItem = { allergens: ['nuts'], dietaryTags: ['vegan'] };
    expect(showsItem(veganWithNuts, { allergens: [], dietaryTags: ['vegetarian'] })).toBe(true);
    expect(showsItem(veganWithNuts, { allergens: ['nuts'], dietaryTags: ['vegetarian'] })).toBe(false);
    expect(showsItem(veganWithNuts, { allergens: ['milk'], dietaryTags: ['halal'] })).toBe(false);
  });

  it('counts the hidden items of a menu and leaves out emptied sections', () => {
    const menu = {
      name: 'Dinner',
      sections: [
        { name: 'Starters', items: [{ allergens: [], dietaryTags: ['vegan'] as DietaryTag[] }] },
        { name: 'Mains', items: [{ allergens: ['fish'] as AllergenCode[], dietaryTags: noTags }] },
      ],
    };
    const { menu: filtered, hiddenCount } = filterMenuForGuest(menu, {
      allergens: [],
      dietaryTags: ['vegetarian'],
    });
    expect(hiddenCount).toBe(1);
    expect(filtered).toEqual({ name: 'Dinner', sections: [menu.sections[0]] });
    expect(filterMenuForGuest(menu, { allergens: [], dietaryTags: [] })).toEqual({ menu, hiddenCount: 0 });
  });
});

describe('the public menu document', () => {
  it('is what the filter takes, as the contract types it', () => {
    // compiles only while the contract's PublicMenu fits the filter's shapes
    const filterDocument = (menu: TableMenu) =>
      filterMenuForGuest(menu, { allergens: ['milk'], dietaryTags: ['vegan'] }).menu;
    const empty = { sections: [] } as unknown as TableMenu;
    expect(filterDocument(empty)).toEqual(empty);
  });
});
