import { formatPrice } from '@tavola/domain/price';
import { describe, expect, it } from 'vitest';
import type { PublicMenuItem, PublicOptionGroup } from './menu-pdf-layout.ts';
import { dietaryLegendOf, dietaryMarks, optionGroupLine, optionLines } from './menu-pdf-options.ts';
import { menuPdfTexts } from './menu-pdf-texts.ts';

const euros = (locale: string) => (value: number) => formatPrice(value, 'EUR', locale);

function group(values: Partial<PublicOptionGroup> & Pick<PublicOptionGroup, 'name' | 'choice'>) {
  return {
    id: 1,
    minChoices: 0,
    maxChoices: values.choice === 'single' ? 1 : (values.options?.length ?? 1),
    required: false,
    options: [],
    ...values,
  } as PublicOptionGroup;
}

function option(name: string, price: number | null, allergens: string[] = []) {
  return { id: 1, name, price, outOfStock: false, allergens } as PublicOptionGroup['options'][number];
}

const size = group({
  name: 'Size',
  choice: 'single',
  required: true,
  minChoices: 1,
  options: [option('Small', null), option('Large', 11)],
});
const extras = group({
  name: 'Extras',
  choice: 'multiple',
  maxChoices: 2,
  options: [option('parmesan', 1.5, ['milk']), option('olives', null), option('basil', 0)],
});

describe('the printed options', () => {
  it('print a size at the dish’s price with it, its own price when it has none', () => {
    expect(optionGroupLine(size, 8, menuPdfTexts('en'), euros('en'))).toBe(
      'Size: Small €8.00 · Large €11.00',
    );
    expect(optionGroupLine(size, null, menuPdfTexts('en'), euros('en'))).toBe('Size: Small · Large €11.00');
  });

  it('print an extra’s price as added, a free one without a price, allergens as the legend numbers them', () => {
    expect(optionGroupLine(extras, 8, menuPdfTexts('en'), euros('en'))).toBe(
      'Extras (up to 2): parmesan +€1.50 (Allergens: 7) · olives · basil',
    );
    expect(optionGroupLine(extras, 8, menuPdfTexts('it'), euros('it'))).toBe(
      'Extras (fino a 2): parmesan +1,50\u00a0€ (Allergeni: 7) · olives · basil',
    );
  });

  it('leave out the groups without options, keeping the others in order', () => {
    const item = {
      price: 8,
      optionGroups: [size, group({ name: 'Empty', choice: 'multiple' }), extras],
    } as unknown as PublicMenuItem;
    expect(optionLines(item, menuPdfTexts('en'), euros('en'))).toEqual([
      'Size: Small €8.00 · Large €11.00',
      'Extras (up to 2): parmesan +€1.50 (Allergens: 7) · olives · basil',
    ]);
  });
});

describe('the printed dietary marks', () => {
  it('are short, in the contract’s order and the PDF’s language', () => {
    expect(dietaryMarks(['gluten-free', 'vegan', 'vegetarian'], menuPdfTexts('en'))).toBe('V · VG · GF');
    expect(dietaryMarks(['gluten-free', 'lactose-free'], menuPdfTexts('it'))).toBe('SG · SL');
    expect(dietaryMarks([], menuPdfTexts('en'))).toBe('');
  });

  it('have a legend of the tags the menu uses, and of the chillies when a dish is spicy', () => {
    const items = [
      { dietaryTags: ['halal'], spiciness: 0 },
      { dietaryTags: ['vegan', 'halal'], spiciness: 0 },
    ] as unknown as PublicMenuItem[];
    expect(dietaryLegendOf(items)).toEqual({ tags: ['vegan', 'halal'], spicy: false });
    expect(
      dietaryLegendOf([...items, { dietaryTags: [], spiciness: 2 } as unknown as PublicMenuItem]),
    ).toEqual({
      tags: ['vegan', 'halal'],
      spicy: true,
    });
  });
});
