// Issue 49's dish photos, item options and dietary tags on the demo's Food menu, for the guest
// journeys. STAND-IN until the server writes them on main: the options, the photo pipeline and the
// foundation's columns are other parts of issue 49, on their own branches. Meanwhile the guest's
// read of the menu (getPublicMenu) is answered by the real server and given these fields at the
// network boundary, in the contract's shapes (design-49.md), and each photo variant is a real image
// made in the test, served at the API's address (so the Content Security Policy's img-src applies
// as it will). Once the server writes them, the owner sets them through the API instead and this
// file goes.
import type { Page } from '@playwright/test';
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
        id: 9001,
        name: 'Extras',
        choice: 'multiple',
        minChoices: 0,
        maxChoices: 2,
        required: false,
        options: [
          { id: 9011, name: 'Burrata', price: 3, outOfStock: false, allergens: ['milk'] },
          { id: 9012, name: 'Olive taggiasche', price: 1.5, outOfStock: false, allergens: [] },
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
        id: 9002,
        name: 'Size',
        choice: 'single',
        minChoices: 1,
        maxChoices: 1,
        required: true,
        options: [
          { id: 9021, name: 'Regular', price: null, outOfStock: false, allergens: [] },
          { id: 9022, name: 'Large', price: 16, outOfStock: false, allergens: [] },
        ],
      },
    ],
  },
  'Parmigiana di melanzane': { photo: photoOf('b5'), dietaryTags: ['vegetarian'] },
  'Panna cotta ai frutti di bosco': { photo: photoOf('b6'), dietaryTags: ['vegetarian', 'gluten-free'] },
};

type PublicMenu = { sections: { items: ({ name: string } & Extras)[] }[] };

/**
 * Gives the page's menu reads DISH_EXTRAS (by the dishes' original names), and serves every photo
 * variant. Counts the photo requests by width, for a journey that checks which variants load.
 */
export async function serveDishExtras(page: Page): Promise<{ photoRequests: string[] }> {
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
      for (const item of section.items)
        Object.assign(
          item,
          { photo: null, dietaryTags: [], spiciness: 0, optionGroups: [] },
          DISH_EXTRAS[item.name],
        );
    await route.fulfill({ response, json: menu });
  });
  return { photoRequests };
}
