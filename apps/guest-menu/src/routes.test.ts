import { describe, expect, it } from 'vitest';
import { matchGuestRoute } from './routes';

describe('guest routes', () => {
  it("matches a table's menus and one menu, with or without a trailing slash", () => {
    expect(matchGuestRoute('/public/qrcodemenu/3/12')).toEqual({
      name: 'table-menus',
      clubId: 3,
      tableId: 12,
    });
    expect(matchGuestRoute('/public/qrcodemenu/3/12/')).toEqual({
      name: 'table-menus',
      clubId: 3,
      tableId: 12,
    });
    expect(matchGuestRoute('/public/menu/3/12/40')).toEqual({
      name: 'menu',
      clubId: 3,
      tableId: 12,
      menuId: 40,
    });
  });

  it("reads the path of an in-app link that carries the guest's language", () => {
    expect(matchGuestRoute('/public/qrcodemenu/3/12?lang=fr')).toEqual({
      name: 'table-menus',
      clubId: 3,
      tableId: 12,
    });
    expect(matchGuestRoute('/public/menu/3/12/40?lang=original')).toEqual({
      name: 'menu',
      clubId: 3,
      tableId: 12,
      menuId: 40,
    });
  });

  it('sends anything else to the not-found page', () => {
    for (const path of [
      '/',
      '/public/menu/3/12',
      '/public/menu/0/1/2',
      '/public/qrcodemenu/a/1',
      '/public/menu/1/2/3/4',
    ])
      expect(matchGuestRoute(path)).toEqual({ name: 'not-found' });
  });
});
