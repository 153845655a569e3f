import { ALLERGEN_CODES, type AllergenCode } from '@tavola/domain/allergens';
import { describe, expect, it } from 'vitest';
import { formatOptionGroups, parseOptionGroups, type SheetOptionGroup } from './option-cell.ts';

const size: SheetOptionGroup = {
  name: 'Size',
  choice: 'single',
  minChoices: 1,
  maxChoices: 1,
  required: true,
  options: [
    { name: 'Small', price: 8, outOfStock: false, allergens: [] },
    { name: 'Large', price: 11, outOfStock: false, allergens: [] },
  ],
};
const extras: SheetOptionGroup = {
  name: 'Extras',
  choice: 'multiple',
  minChoices: 0,
  maxChoices: 2,
  required: false,
  options: [
    { name: 'parmesan', price: 1.5, outOfStock: false, allergens: ['milk'] },
    { name: 'basil', price: null, outOfStock: true, allergens: [] },
    { name: 'egg', price: 0, outOfStock: false, allergens: ['eggs'] },
  ],
};

function parsed(text: string): SheetOptionGroup[] {
  const result = parseOptionGroups(text);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.groups;
}

function problems(text: string): string[] {
  const result = parseOptionGroups(text);
  if (result.ok) throw new Error(`read without a problem: ${JSON.stringify(result.groups)}`);
  return result.problems;
}

/** A small seeded generator, so a failing shape can be found again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NAMES = [
  'Small',
  'Large',
  'Grande (40 cm)',
  'Pane: integrale',
  'Salsa; piccante',
  'A | B',
  'Extra + cheese',
  'Price = free',
  'She said "hi"',
  '"',
  '[vegan]',
  'Menù del giorno',
  'Ελληνικά',
  'crème brûlée',
  'Mit\tTab',
  '🍕 slice',
  'x',
];

function randomGroups(next: () => number): SheetOptionGroup[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const groups: SheetOptionGroup[] = [];
  const groupCount = Math.floor(next() * 4);
  for (let g = 0; g < groupCount; g++) {
    const choice = next() < 0.5 ? 'single' : 'multiple';
    const optionCount = Math.floor(next() * 5);
    const options = Array.from({ length: optionCount }, () => ({
      name: pick(NAMES),
      price: next() < 0.3 ? null : Math.round(next() * (next() < 0.1 ? 100_000_000 : 3000)) / 100,
      outOfStock: next() < 0.2,
      allergens: ALLERGEN_CODES.filter(() => next() < 0.1) as AllergenCode[],
    }));
    const maxChoices = choice === 'single' ? 1 : 1 + Math.floor(next() * 6);
    const minChoices = Math.floor(next() * (maxChoices + 1));
    groups.push({
      name: pick(NAMES),
      choice,
      minChoices,
      maxChoices,
      required: minChoices >= 1,
      options,
    });
  }
  return groups;
}

describe('the Options cell', () => {
  it('is written as a person reads it, in the sheet’s language', () => {
    expect(formatOptionGroups([size, extras], 'en')).toBe(
      'Size (single, required): Small = 8 | Large = 11; Extras (multiple, max 2): parmesan + 1.50 [milk] | basil (out of stock) | egg + 0 [eggs]',
    );
    expect(formatOptionGroups([size, extras], 'it')).toBe(
      'Size (singola, obbligatoria): Small = 8 | Large = 11; Extras (multipla, max 2): parmesan + 1,50 [milk] | basil (esaurito) | egg + 0 [eggs]',
    );
    expect(formatOptionGroups([], 'en')).toBe('');
  });

  it('reads back exactly what it wrote, over many shapes and both languages', () => {
    const next = random(49);
    for (let run = 0; run < 2000; run++) {
      const groups = randomGroups(next);
      for (const language of ['en', 'it'] as const) {
        const text = formatOptionGroups(groups, language);
        expect(parsed(text), text).toEqual(groups);
      }
    }
  });

  it('reads what people type: line breaks, either language, names of allergens, rules left out', () => {
    const groups = parsed(
      'Size: Small = 8 | Large = 11,50\nExtras: parmesan + 1,50 [Latte] | olives + 1 [ ] \n; Bread (multipla, obbligatorio):',
    );
    expect(groups).toEqual([
      {
        ...size,
        minChoices: 0,
        required: false,
        options: [size.options[0], { ...size.options[1], price: 11.5 }],
      },
      {
        name: 'Extras',
        choice: 'multiple',
        minChoices: 0,
        maxChoices: 2,
        required: false,
        options: [
          { name: 'parmesan', price: 1.5, outOfStock: false, allergens: ['milk'] },
          { name: 'olives', price: 1, outOfStock: false, allergens: [] },
        ],
      },
      { name: 'Bread', choice: 'multiple', minChoices: 1, maxChoices: 0, required: true, options: [] },
    ]);
    expect(parsed('  ')).toEqual([]);
    expect(parsed('Sauce (SINGLE, Optional, max 1): "Tomato ""San Marzano""" (sold out)')).toEqual([
      {
        name: 'Sauce',
        choice: 'single',
        minChoices: 0,
        maxChoices: 1,
        required: false,
        options: [{ name: 'Tomato "San Marzano"', price: null, outOfStock: true, allergens: [] }],
      },
    ]);
  });

  it('says what is wrong, naming the group and the option', () => {
    expect(problems('Size (single): Small + 8')).toEqual([
      'group 1 "Size", option 1 "Small": in a single choice the price is what the dish costs with it: write = 8',
    ]);
    expect(problems('Extras (multiple): cheese = 1.5')).toEqual([
      'group 1 "Extras", option 1 "cheese": in a multiple choice the price is added to the dish\'s: write + 1.50',
    ]);
    expect(problems('Extras: cheese + abc')).toEqual([
      'group 1 "Extras", option 1: \'abc\' is not a price (write 8 or 1.50)',
    ]);
    expect(problems('Extras: cheese + -1')).toEqual([
      'group 1 "Extras", option 1: \'-1\' is not a price (write 8 or 1.50)',
    ]);
    expect(problems('Extras (multiple, lots): cheese [cheddar]')).toEqual([
      'group 1 "Extras": \'lots\' is not a rule (write single or multiple, required or optional, min 1, max 2)',
      'group 1 "Extras", option 1: \'cheddar\' is not an allergen',
    ]);
    expect(problems('Small = 8 | Large = 11')).toEqual([
      "group 1 \"Small\": a ':' must follow the group's name and rules, then its options (Size (single): Small = 8 | Large = 11); found '= 8 | Large = 11'",
    ]);
    expect(problems('Size: "Small = 8')).toEqual([
      'the quote that opens group 1 "Size", option 1 is never closed',
    ]);
    expect(problems('Size: Small (25 cm) = 8')[0]).toBe(
      'group 1 "Size", option 1: \'(25 cm)\' is not understood: write (out of stock) or nothing',
    );
    expect(problems('Size: Small | | Large')).toEqual(['group 1 "Size", option 2 has no name']);
    expect(problems(': Small')).toEqual(['group 1 has no name']);
  });

  it('reads min and max as written, for the domain’s rules to judge (min > max is not fixed silently)', () => {
    expect(parsed('Extras (multiple, min 3, max 2): a + 1 | b + 1 | c + 1')[0]).toMatchObject({
      minChoices: 3,
      maxChoices: 2,
      required: true,
    });
  });

  it('stays quick and short on hostile cells', () => {
    const long = 'x'.repeat(10_000);
    expect(parsed(`Size: ${long}`)[0]?.options[0]?.name).toHaveLength(10_000);
    const many = `Extras: ${Array.from({ length: 5000 }, (_, i) => `o${i} + 1`).join(' | ')}`;
    const started = performance.now();
    expect(problems(many)).toEqual(['group 1 "Extras" has more than 1,000 options']);
    const manyMistakes = `Extras: ${Array.from({ length: 5000 }, () => 'o + z').join(' | ')}`;
    const told = problems(manyMistakes.slice(0, 5000));
    expect(told).toHaveLength(6);
    expect(told.at(-1)).toMatch(/^and \d+ more problems$/);
    expect(performance.now() - started).toBeLessThan(1000);
    // NUL and other control characters are the domain's names rule (and the import refuses the cell)
    expect(parsed('Size: Sm\u0000all')[0]?.options[0]?.name).toBe('Sm\u0000all');
  });
});
