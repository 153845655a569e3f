import { describe, expect, it } from 'vitest';
import { guestMenu } from '../test-utils';
import { filterMenu, rememberAllergens, storedAllergens } from './allergen-filter';

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
    expect(filterMenu(menu, [])).toEqual({ menu, hiddenCount: 0 });
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
});
