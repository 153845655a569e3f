import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from './allergens';
import {
  dietaryMessages,
  dietaryTagMessages,
  isDietaryTag,
  validateDietary,
  validateDietaryTags,
  validateSpiciness,
} from './dietary';
import source from './dietary.ts?raw';
import { DIETARY_TAGS, SPICINESS_MAX } from './item-extras';

describe('dietary tags', () => {
  it('a vegan dish cannot contain milk or eggs', () => {
    expect(validateDietaryTags(['vegan'], ['milk'])).toBe(dietaryMessages.veganWithAnimalAllergen);
    expect(validateDietaryTags(['vegan'], ['eggs', 'nuts'])).toBe(dietaryMessages.veganWithAnimalAllergen);
    expect(validateDietaryTags(['vegan'], ['nuts', 'gluten', 'soybeans'])).toBeNull();
    // vegetarian allows both
    expect(validateDietaryTags(['vegetarian'], ['milk', 'eggs'])).toBeNull();
  });

  it('a gluten-free dish cannot contain cereals with gluten', () => {
    expect(validateDietaryTags(['gluten-free'], ['gluten'])).toBe(dietaryMessages.glutenFreeWithGluten);
    expect(validateDietaryTags(['gluten-free', 'vegetarian'], ['milk'])).toBeNull();
  });

  it('every allergen against every tag: only those two pairs conflict', () => {
    for (const tag of DIETARY_TAGS)
      for (const allergen of ALLERGEN_CODES) {
        const conflicts =
          (tag === 'vegan' && (allergen === 'milk' || allergen === 'eggs')) ||
          (tag === 'gluten-free' && allergen === 'gluten');
        expect(validateDietaryTags([tag], [allergen]) !== null, `${tag} with ${allergen}`).toBe(conflicts);
      }
  });

  it('no tags or no allergens never conflict', () => {
    expect(validateDietaryTags(undefined, ['milk'])).toBeNull();
    expect(validateDietaryTags([], ['milk'])).toBeNull();
    expect(validateDietaryTags(['vegan'], null)).toBeNull();
  });

  it('are known by name', () => {
    expect(isDietaryTag('gluten-free')).toBe(true);
    expect(isDietaryTag('paleo')).toBe(false);
    expect(Object.keys(dietaryTagMessages)).toEqual([...DIETARY_TAGS]);
  });

  it('the messages say what to do, and carry the extraction marker', () => {
    expect(dietaryMessages.veganWithAnimalAllergen.message).toBe(
      'A vegan dish cannot contain milk or eggs: remove the tag or the allergen.',
    );
    expect(dietaryMessages.glutenFreeWithGluten.message).toBe(
      'A gluten-free dish cannot contain cereals with gluten: remove the tag or the allergen.',
    );
    const all = [...Object.values(dietaryMessages), ...Object.values(dietaryTagMessages)];
    expect(source.match(/\/\*i18n\*\/\s*\{\s*id:/g)).toHaveLength(all.length);
    for (const { id, message } of all) expect(message, id).not.toMatch(/[{}#']/);
  });
});

describe('spiciness', () => {
  it('a whole number from 0 to 3, optional', () => {
    expect(validateSpiciness(undefined)).toBeNull();
    expect(validateSpiciness(0)).toBeNull();
    expect(validateSpiciness('2')).toBeNull();
    expect(validateSpiciness(SPICINESS_MAX)).toBeNull();
    expect(validateSpiciness(SPICINESS_MAX + 1)).toBe(dietaryMessages.spicinessInvalid);
    expect(validateSpiciness(-1)).toBe(dietaryMessages.spicinessInvalid);
    expect(validateSpiciness(1.5)).toBe(dietaryMessages.spicinessInvalid);
    expect(dietaryMessages.spicinessInvalid.message).toContain(`0 to ${SPICINESS_MAX}`);
  });

  it('with the tags, keyed by field', () => {
    expect(validateDietary({ dietaryTags: ['vegan'], allergens: ['milk'], spiciness: 4 })).toEqual({
      dietaryTags: dietaryMessages.veganWithAnimalAllergen,
      spiciness: dietaryMessages.spicinessInvalid,
    });
    expect(validateDietary({ dietaryTags: ['vegan'], allergens: [], spiciness: 3 })).toEqual({});
  });
});
