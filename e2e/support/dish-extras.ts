// Issue 49's dish photos, item options and dietary tags on the demo's Food menu, for the guest
// journeys. The owner gives the dishes their dietary tags, spiciness and option groups through the
// API (`giveDishExtras`, undone by what it returns), as the item form saves them. The photos are a
// STAND-IN until the photo pipeline (another part of issue 49) is on main: the guest's read of the
// menu (getPublicMenu) is answered by the real server and given each dish's photo at the network
// boundary, in the contract's shape, and each variant is a real image made in the test, served at
// the API's address (so the Content Security Policy's img-src applies as it will). The service
// worker's own requests are not routed: a photo it fetches (once it controls the page) is not served.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { call } from './api';
import type { DemoOwner } from './guest';
import { picturePng } from './images';
import { apiUrl } from './stack';

/** A real 1×1 WebP as a data URL: the kind of tiny placeholder the server makes. */
const PLACEHOLDER = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

const photoOf = (key: string) => ({
  url: `${apiUrl}/images/${key.padEnd(32, '0')}`,
  widths: [320, 640, 960],
  width: 960,
  height: 720,
  placeholder: PLACEHOLDER,
});

type Extras = {
  photo?: ReturnType<typeof photoOf> | null;
  dietaryTags?: string[];
  spiciness?: number;
  optionGroups?: unknown[];
};

/** What the journeys give each dish by name; every other dish has none (the demo's own are replaced). */
export const DISH_EXTRAS: Record<string, Extras> = {
  'Bruschetta al pomodoro': {
    photo: photoOf('b1'),
    dietaryTags: ['vegetarian', 'vegan'],
    optionGroups: [
      {
        name: 'Extras',
        choice: 'multiple',
        minChoices: 0,
        maxChoices: 2,
        required: false,
        options: [
          { name: 'Burrata', price: 3, outOfStock: false, allergens: ['milk'] },
          { name: 'Olive taggiasche', price: 1.5, outOfStock: false, allergens: [] },
        ],
      },
    ],
  },
  'Tagliere di salumi e formaggi': { photo: photoOf('b2') },
  'Carciofi alla giudia': { photo: photoOf('b3'), dietaryTags: ['vegetarian', 'vegan', 'gluten-free'] },
  'Cacio e pepe': {
    photo: photoOf('b4'),
    dietaryTags: ['vegetarian'],
    spiciness: 1,
    optionGroups: [
      {
        name: 'Size',
        choice: 'single',
        minChoices: 1,
        maxChoices: 1,
        required: true,
        options: [
          { name: 'Regular', price: null, outOfStock: false, allergens: [] },
          { name: 'Large', price: 16, outOfStock: false, allergens: [] },
        ],
      },
    ],
  },
  'Parmigiana di melanzane': { photo: photoOf('b5'), dietaryTags: ['vegetarian'] },
  'Panna cotta ai frutti di bosco': { photo: photoOf('b6'), dietaryTags: ['vegetarian', 'gluten-free'] },
};

type PublicMenu = { sections: { items: { name: string; photo: unknown }[] }[] };

/**
 * The owner gives DISH_EXTRAS' tags, spiciness and option groups to the Food menu's dishes (by their
 * names) through the API; what it returns takes them off again.
 */
export async function giveDishExtras(owner: DemoOwner, menuId: number): Promise<() => Promise<void>> {
  const save = async (name: string, extras: Omit<Extras, 'photo'>) => {
    const { sectionId, item } = await owner.item(menuId, name);
    const saved = await call(
      owner.token,
      'PUT',
      `/clubs/${owner.clubId}/menu/${menuId}/sections/${sectionId}/items`,
      {
        id: item.id,
        name: item.name,
        dietaryTags: [],
        spiciness: 0,
        optionGroups: [],
        ...extras,
      },
    );
    expect(saved.status, `${name}: ${JSON.stringify(saved.body)}`).toBe(200);
  };
  const named = Object.entries(DISH_EXTRAS).map(([name, { photo: _photo, ...extras }]) => ({ name, extras }));
  for (const { name, extras } of named) await save(name, extras);
  return async () => {
    for (const { name } of named) await save(name, {});
  };
}

/**
 * Gives each dish of the page's menu reads its DISH_EXTRAS photo (by the dish's original name; none
 * for the others), and serves every photo variant. Lists the variants asked for.
 */
export async function serveDishPhotos(page: Page): Promise<{ photoRequests: string[] }> {
  const photoRequests: string[] = [];
  const image = picturePng(96, 72);
  await page.route(`${apiUrl}/images/**`, async (route) => {
    photoRequests.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    await route.fulfill({
      body: image,
      contentType: 'image/png',
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });
  // the menu's read: GET …/clubs/{clubId}/menu/tables/{tableId}/menus/{menuId}[?lang=…] (not the PDF)
  await page.route(/\/clubs\/\d+\/menu\/tables\/\d+\/menus\/\d+(\?[^/]*)?$/, async (route) => {
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const menu = (await response.json()) as PublicMenu;
    for (const section of menu.sections)
      for (const item of section.items) item.photo = DISH_EXTRAS[item.name]?.photo ?? null;
    await route.fulfill({ response, json: menu });
  });
  return { photoRequests };
}
