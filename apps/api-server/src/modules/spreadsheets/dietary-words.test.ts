import { describe, expect, it } from 'vitest';
import { formatDietaryTags, parseDietaryTags, parseSpiciness } from './dietary-words.ts';

describe('the Dietary tags and Spiciness cells', () => {
  it('read codes and English or Italian names, in the contract’s order, and name what is not a tag', () => {
    expect(parseDietaryTags('Senza glutine; VEGANO, vegetarian\nkosher')).toEqual({
      tags: ['vegetarian', 'vegan', 'gluten-free', 'kosher'],
      unknown: [],
    });
    expect(parseDietaryTags('gluten_free, lactose free, halal, paleo')).toEqual({
      tags: ['gluten-free', 'lactose-free', 'halal'],
      unknown: ['paleo'],
    });
    expect(parseDietaryTags(' , ')).toEqual({ tags: [], unknown: [] });
  });

  it('write the codes, which read back as they were', () => {
    const tags = ['vegan', 'gluten-free', 'halal'] as const;
    expect(formatDietaryTags(tags)).toBe('vegan, gluten-free, halal');
    expect(parseDietaryTags(formatDietaryTags(tags)).tags).toEqual(tags);
  });

  it('read a spiciness from 0 to 3, as a number or a text, and nothing else', () => {
    expect([0, 1, 2, 3, '0', ' 3 '].map(parseSpiciness)).toEqual([0, 1, 2, 3, 0, 3]);
    expect([4, -1, 1.5, '1.5', 'hot', '12', '', Number.NaN].map(parseSpiciness)).toEqual(Array(8).fill(null));
  });
});
