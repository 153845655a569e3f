// Issue 49's dish photos, item options and dietary tags on the demo's Food menu, for the guest
// journeys. The owner gives the dishes their dietary tags, spiciness and option groups through the
// API as the item form saves them, and their photos through the photo pipeline as the item form
// uploads them (createItemPhotoUpload, then the image's bytes PUT to the address it gives). The
// images are made in the test; the server makes their variants and placeholder, the guest page
// loads them from the API's address (under the Content Security Policy's img-src) and its service
// worker fetches them for real. `giveDishExtras` answers what takes it all off again.
import { expect } from '@playwright/test';
import { call } from './api';
import type { DemoOwner } from './guest';
import { picturePng } from './images';

type Extras = {
  /** whether the dish gets a photo (a 4:3 image made here, 960 × 720: all three widths) */
  photo?: boolean;
  dietaryTags?: string[];
  spiciness?: number;
  optionGroups?: unknown[];
};

/** What the journeys give each dish by name; every other dish has none (the demo's own are replaced). */
export const DISH_EXTRAS: Record<string, Extras> = {
  'Bruschetta al pomodoro': {
    photo: true,
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
  'Tagliere di salumi e formaggi': { photo: true },
  'Carciofi alla giudia': { photo: true, dietaryTags: ['vegetarian', 'vegan', 'gluten-free'] },
  'Cacio e pepe': {
    photo: true,
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
  'Parmigiana di melanzane': { photo: true, dietaryTags: ['vegetarian'] },
  'Panna cotta ai frutti di bosco': { photo: true, dietaryTags: ['vegetarian', 'gluten-free'] },
};

/** The contract's ItemPhoto, as the upload answers it. */
export type ItemPhoto = { url: string; widths: number[]; width: number; height: number; placeholder: string };

/**
 * Uploads `image` as the item's photo through the pipeline, as the item form does: the upload
 * address first, then the bytes. Returns the photo the server made of it.
 */
export async function uploadItemPhoto(
  owner: DemoOwner,
  path: { menuId: number; sectionId: number; itemId: number },
  image: Buffer,
): Promise<ItemPhoto> {
  const address = await call<{ uploadUrl: string }>(
    owner.token,
    'POST',
    `/clubs/${owner.clubId}/menu/${path.menuId}/sections/${path.sectionId}/items/${path.itemId}/photo`,
  );
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const uploaded = await fetch(address.body.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(image),
  });
  const answer = (await uploaded.json()) as { photo?: ItemPhoto };
  expect(uploaded.status, JSON.stringify(answer)).toBe(200);
  if (!answer.photo) throw new Error(`the upload answered no photo: ${JSON.stringify(answer)}`);
  return answer.photo;
}

/**
 * The owner gives DISH_EXTRAS to the Food menu's dishes (by their names) through the API: tags,
 * spiciness and option groups with the item, the photos through the pipeline. Returns the photos
 * by dish name, and what takes everything off again.
 */
export async function giveDishExtras(
  owner: DemoOwner,
  menuId: number,
): Promise<{ photos: Record<string, ItemPhoto>; takeBack: () => Promise<void> }> {
  const image = picturePng(960, 720);
  const photos: Record<string, ItemPhoto> = {};
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
    return { sectionId, itemId: item.id };
  };
  const named = Object.entries(DISH_EXTRAS).map(([name, { photo, ...extras }]) => ({ name, photo, extras }));
  const withPhoto: { menuId: number; sectionId: number; itemId: number }[] = [];
  for (const { name, photo, extras } of named) {
    const { sectionId, itemId } = await save(name, extras);
    if (!photo) continue;
    photos[name] = await uploadItemPhoto(owner, { menuId, sectionId, itemId }, image);
    withPhoto.push({ menuId, sectionId, itemId });
  }
  return {
    photos,
    takeBack: async () => {
      for (const { name } of named) await save(name, {});
      for (const { sectionId, itemId } of withPhoto) {
        const removed = await call(
          owner.token,
          'DELETE',
          `/clubs/${owner.clubId}/menu/${menuId}/sections/${sectionId}/items/${itemId}/photo`,
        );
        expect(removed.status).toBe(204);
      }
    },
  };
}
