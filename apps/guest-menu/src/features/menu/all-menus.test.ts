import { afterEach, describe, expect, it } from 'vitest';
import { tableCopyKey, writeWaitingCopies } from '../../lib/saved-copies';
import { tableShowsOtherMenus } from './all-menus';

const store = (data: unknown) =>
  localStorage.setItem(tableCopyKey(1, 2), JSON.stringify({ savedAt: new Date().toISOString(), data }));

describe('tableShowsOtherMenus', () => {
  afterEach(() => {
    writeWaitingCopies();
    localStorage.clear();
  });

  it('is null when this device has not read the table', () => {
    expect(tableShowsOtherMenus(1, 2)).toBeNull();
  });

  it('says whether the table’s last read showed more than one menu', () => {
    store({ menu: [{ id: 1 }, { id: 2 }] });
    expect(tableShowsOtherMenus(1, 2)).toBe(true);
    store({ menu: [{ id: 1 }] });
    expect(tableShowsOtherMenus(1, 2)).toBe(false);
  });

  it('counts a copy without a list of menus as not read, instead of failing the page', () => {
    store({ code: 'table_not_found' });
    expect(tableShowsOtherMenus(1, 2)).toBeNull();
    store({ menu: 'not a list' });
    expect(tableShowsOtherMenus(1, 2)).toBeNull();
  });
});
