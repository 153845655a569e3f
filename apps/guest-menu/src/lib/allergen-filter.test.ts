import { describe, expect, it } from 'vitest';
import { guestMenu, photoGuestMenu } from '../test-utils';
import {
  filterMenu,
  offeredTags,
  rememberAllergens,
  rememberDiet,
  storedAllergens,
  storedDiet,
} from './allergen-filter';

const names = (menu: { sections: { items: { name: string }[] }[] }) =>
  menu.sections.flatMap((section) => section.items.map((item) => item.name));

describe('allergen filter', () => {
  it('hides the dishes containing a chosen allergen, drops emptied sections and counts what it hid', () => {
    const menu = guestMenu();
    const all = menu.sections.flatMap((s) => s.items);
    const withGluten = all.filter((item) => item.allergens.includes('gluten')).length;
    expect(withGluten).toBeGreaterThan(0);
    const { menu: filtered, hiddenCount } = filterMenu(menu, ['gluten']);
    expect(hiddenCount).toBe(withGluten);
    const left = filtered.sections.flatMap((s) => s.items);
    expect(left).toHaveLength(all.length - withGluten);
    expect(left.some((item) => item.allergens.includes('gluten'))).toBe(false);
    expect(filtered.sections.every((s) => s.items.length > 0)).toBe(true);
  });

  it('leaves the menu as it is with nothing chosen', () => {
    const menu = guestMenu();
    const { menu: same, hiddenCount, flagged } = filterMenu(menu, []);
    expect(same).toBe(menu);
    expect(hiddenCount).toBe(0);
    expect(flagged.size).toBe(0);
  });

  it('remembers the choice on the device, in the contract order, ignoring unknown codes', () => {
    rememberAllergens(['milk', 'gluten']);
    expect(storedAllergens()).toEqual(['gluten', 'milk']);
    localStorage.setItem('tavola.guest.allergens', '["gluten","poison"]');
    expect(storedAllergens()).toEqual(['gluten']);
    localStorage.setItem('tavola.guest.allergens', 'not json');
    expect(storedAllergens()).toEqual([]);
    rememberAllergens([]);
    expect(localStorage.getItem('tavola.guest.allergens')).toBeNull();
  });

  it('keeps a dish whose base is safe and marks it when an extra contains the allergen; hides a dish whose base has it', () => {
    const { menu, hiddenCount, flagged } = filterMenu(photoGuestMenu(), ['milk']);
    expect(names(menu)).toContain('Margherita');
    expect(names(menu)).not.toContain('Calzone');
    expect(names(menu)).not.toContain('Risotto ai funghi');
    expect(hiddenCount).toBe(2);
    expect([...flagged]).toEqual([51]);
  });

  it('hides a dish when a required group keeps no option free of the allergen', () => {
    const menu = photoGuestMenu();
    const pizza = menu.sections[0]?.items.find((item) => item.name === 'Margherita') as {
      optionGroups?: { options: { allergens: string[] }[] }[];
    };
    for (const option of pizza.optionGroups?.[0]?.options ?? []) option.allergens = ['milk'];
    expect(names(filterMenu(menu, ['milk']).menu)).not.toContain('Margherita');
  });

  it('shows only the dishes carrying every chosen tag, a vegan dish counting as vegetarian', () => {
    const menu = photoGuestMenu();
    expect(names(filterMenu(menu, [], ['vegetarian']).menu)).toEqual([
      'Margherita',
      "Insalata dell'orto",
      "Penne all'arrabbiata",
    ]);
    expect(names(filterMenu(menu, [], ['vegan']).menu)).toEqual(["Insalata dell'orto"]);
    expect(names(filterMenu(menu, ['gluten'], ['vegetarian']).menu)).toEqual(["Insalata dell'orto"]);
  });

  it('offers the tags the dishes carry, and never applies one no dish carries', () => {
    expect(offeredTags(photoGuestMenu())).toEqual(['vegetarian', 'vegan', 'gluten-free', 'lactose-free']);
    expect(offeredTags(guestMenu())).toEqual([]);
    // "Halal" chosen at another venue hides nothing here
    const { menu, hiddenCount } = filterMenu(photoGuestMenu(), [], ['halal']);
    expect(hiddenCount).toBe(0);
    expect(names(menu)).toContain('Calzone');
  });

  it('remembers the dietary choice on the device, in the tags order, ignoring unknown tags', () => {
    rememberDiet(['vegan', 'vegetarian']);
    expect(storedDiet()).toEqual(['vegetarian', 'vegan']);
    localStorage.setItem('tavola.guest.diet', '["vegan","carnivore"]');
    expect(storedDiet()).toEqual(['vegan']);
    rememberDiet([]);
    expect(localStorage.getItem('tavola.guest.diet')).toBeNull();
  });
});
