/**
 * Dish photos through the API (issue 49): an item's photo uploaded through a signed address, its
 * variants stored and served with the year-long cache, its addresses in the owner's item and the
 * guests' menu; and every hostile file refused with a clear error, storing nothing and leaving the
 * previous photo in place. Fixtures are drawn with sharp (test-support.ts), never downloaded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_UPLOAD_MAX_BYTES } from '@tavola/domain/image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, menuItems, tables } from '#db/schema.ts';
import { databaseFingerprint } from '#test/db-fingerprint.ts';
import { useTestApp } from '#test/harness.ts';
import { IMMUTABLE_CACHE_CONTROL } from './image-store.ts';
import { PHOTO_FORMATS } from './photo.ts';
import { sweepImageStore, UNUSED_IMAGE_GRACE_MS } from './sweep.ts';
import { firstItemOf, heicLookingBytes, photoLikeJpeg, pngClaiming } from './test-support.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-item-photos-'));
const uploadDir = path.join(workDir, 'store');
const PUBLIC_API_URL = 'https://api.tavola.test';
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

interface ItemPhoto {
  url: string;
  widths: number[];
  width: number;
  height: number;
  placeholder: string;
}

describe('dish photos', () => {
  const t = useTestApp({
    env: {
      UPLOAD_SECRET: 'item-photo-secret-with-at-least-32-characters',
      UPLOAD_DIR: uploadDir,
      PUBLIC_API_URL,
    },
  });
  let token = '';
  let item = { clubId: 0, menuId: 0, sectionId: 0, itemId: 0 };
  let tableId = 0;

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    item = await firstItemOf(t.app.db, t.demo.clubId);
    const [table] = await t.app.db
      .select({ id: tables.id })
      .from(tables)
      .where(eq(tables.clubId, t.demo.clubId));
    tableId = table?.id ?? 0;
  });

  const photoPath = (target = item) => ({
    clubId: target.clubId,
    menuId: target.menuId,
    sectionId: target.sectionId,
    itemId: target.itemId,
  });

  async function uploadToken(target = item, as = token) {
    const response = await t.call('createItemPhotoUpload', { params: photoPath(target), token: as });
    expect(response.statusCode, response.body).toBe(201);
    const url = response.json().uploadUrl as string;
    return url.slice(url.lastIndexOf('/') + 1);
  }

  const put = (uploadToken: string, payload: Buffer, contentType = 'image/jpeg') =>
    t.call('uploadImage', { params: { uploadToken }, payload, contentType });

  async function storedPhoto() {
    const [row] = await t.app.db
      .select({ photo: menuItems.photo })
      .from(menuItems)
      .where(eq(menuItems.id, item.itemId));
    return row?.photo ?? null;
  }

  async function ownersItem() {
    const response = await t.call('getItem', { params: photoPath(), token });
    expect(response.statusCode).toBe(200);
    return response.json() as { photo: ItemPhoto | null };
  }

  async function guestsItem() {
    const response = await t.call('getPublicMenu', {
      params: { clubId: item.clubId, tableId, menuId: item.menuId },
    });
    expect(response.statusCode, response.body).toBe(200);
    // the read's scan is counted in memory and written a few seconds later: written now, so that
    // no later fingerprint of the tables sees it arrive
    await t.app.guestMenus.scans.flush();
    const document = response.json() as { sections: { items: { id: number; photo?: ItemPhoto | null }[] }[] };
    return document.sections
      .flatMap((section) => section.items)
      .find((candidate) => candidate.id === item.itemId);
  }

  function storedFiles(): string[] {
    return fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir).sort() : [];
  }

  const keyOf = (photo: ItemPhoto) => photo.url.slice(photo.url.lastIndexOf('/') + 1);

  let firstPhoto: ItemPhoto;

  it('stores the variants of an uploaded photo and puts their addresses in the item and the menu', async () => {
    const response = await put(
      await uploadToken(),
      await photoLikeJpeg(1600, 1200),
      'application/octet-stream',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { photo, url, contentType, width, height } = response.json() as {
      photo: ItemPhoto;
      url: string;
      contentType: string;
      width: number;
      height: number;
    };
    expect(photo.url).toMatch(/^https:\/\/api\.tavola\.test\/api\/v1\/images\/[0-9a-f]{32}$/);
    expect(photo).toMatchObject({ widths: [320, 640, 960], width: 960, height: 720 });
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThanOrEqual(400);
    expect({ url, contentType, width, height }).toEqual({
      url: `${photo.url}-960.jpg`,
      contentType: 'image/jpeg',
      width: 960,
      height: 720,
    });
    firstPhoto = photo;

    const key = keyOf(photo);
    expect(storedFiles()).toEqual(
      photo.widths.flatMap((w) => PHOTO_FORMATS.map((format) => `${key}-${w}.${format}`)).sort(),
    );
    for (const w of photo.widths) {
      for (const format of PHOTO_FORMATS) {
        const served = await t.call('getImage', { params: { imageName: `${key}-${w}.${format}` } });
        expect(served.statusCode, `${w}.${format}`).toBe(200);
        expect(served.headers['content-type']).toBe(CONTENT_TYPES[format]);
        expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
        expect(served.headers.etag).toBe(`"${key}-${w}.${format}"`);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.width).toBe(w);
        expect(metadata.exif).toBeUndefined();
      }
    }
    expect(await storedPhoto()).toEqual({ key, ...photo });
    expect((await ownersItem()).photo).toEqual(photo);
    expect((await guestsItem())?.photo).toEqual(photo);
  });

  it('refuses every hostile file with a clear error, storing nothing and keeping the previous photo', async () => {
    const bomb = await sharp({ create: { width: 6500, height: 6500, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const hostile: Record<string, [Buffer, number, string]> = {
      'a text file named .jpg': [
        Buffer.from('Not a photo, only a few words of text.\n'),
        415,
        'unsupported_image_type',
      ],
      'a decompression bomb (42 megapixels of zeros)': [bomb, 400, 'image_too_many_pixels'],
      'a 0 × 0 image': [pngClaiming(0, 0), 400, 'image_unreadable'],
      'a 100,000-pixel-wide image': [pngClaiming(100_000, 8), 400, 'image_too_many_pixels'],
      'an iPhone HEIC': [heicLookingBytes(), 415, 'image_heic'],
      'a truncated JPEG': [(await photoLikeJpeg(400, 300)).subarray(0, 2000), 400, 'image_unreadable'],
      '10 MiB + 1': [
        Buffer.concat([await photoLikeJpeg(64, 48), Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES)]).subarray(
          0,
          PHOTO_UPLOAD_MAX_BYTES + 1,
        ),
        413,
        'payload_too_large',
      ],
    };
    for (const [what, [bytes, status, code]] of Object.entries(hostile)) {
      const address = await uploadToken();
      const filesBefore = storedFiles();
      const rowsBefore = await databaseFingerprint(t.app.db);
      const response = await put(address, bytes);
      expect(response.statusCode, what).toBe(status);
      expect(response.json().code, what).toBe(code);
      expect(response.json().message.length, what).toBeGreaterThan(20);
      expect(storedFiles(), what).toEqual(filesBefore);
      expect(await databaseFingerprint(t.app.db), what).toEqual(rowsBefore);
    }
    expect((await ownersItem()).photo).toEqual(firstPhoto);
  });

  it('takes a photo larger than a logo may be (7 MiB), up to the photo limit', async () => {
    // a JPEG followed by padding: decoders stop at its end marker, the size is what is judged
    const padded = Buffer.concat([await photoLikeJpeg(800, 600), Buffer.alloc(7 * 1024 * 1024)]);
    const response = await put(await uploadToken(), padded);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().photo).toMatchObject({ widths: [320, 640], width: 640, height: 480 });
  });

  it("tells an iPhone's owner how to send a JPG", async () => {
    const response = await put(await uploadToken(), heicLookingBytes(), 'image/heic');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('Settings > Camera > Formats > Most Compatible');
  });

  it('takes the first frame of an animated image', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#dc1414'), await frame('#1414dc')], {
      join: { animated: true },
    })
      .webp()
      .toBuffer();
    const response = await put(await uploadToken(), animated, 'image/webp');
    expect(response.statusCode, response.body).toBe(200);
    const photo = response.json().photo as ItemPhoto;
    expect(photo).toMatchObject({ widths: [320], width: 320, height: 240 });
    const served = await t.call('getImage', { params: { imageName: `${keyOf(photo)}-320.webp` } });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180); // red, the first frame
    expect(data[2]).toBeLessThan(80);
    expect((await ownersItem()).photo).toEqual(photo);
  });

  it("keeps the previous photo when the club's plan lost dish photos since the address was issued", async () => {
    const before = await storedPhoto();
    const manager = await t.createUser();
    const managerToken = await t.signIn(manager);
    // not a member: the address is not even issued (someone else's club is not found)
    const refused = await t.call('createItemPhotoUpload', { params: photoPath(), token: managerToken });
    expect(refused.statusCode).toBe(404);

    const address = await uploadToken();
    await t.app.db.update(clubs).set({ plan: 'freemium' }).where(eq(clubs.id, item.clubId));
    try {
      const filesBefore = storedFiles();
      const response = await put(address, await photoLikeJpeg(500, 400));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('upload_target_not_found');
      expect(storedFiles()).toEqual(filesBefore);
      expect(await storedPhoto()).toEqual(before);
      // and without the plan, no new address
      const notInPlan = await t.call('createItemPhotoUpload', { params: photoPath(), token });
      expect(notInPlan.statusCode).toBe(403);
      expect(notInPlan.json().code).toBe('feature_not_in_plan');
    } finally {
      await t.app.db.update(clubs).set({ plan: 'smart' }).where(eq(clubs.id, item.clubId));
    }
  });

  it('answers 404 for an item that is not in the path', async () => {
    const wrongSection = await t.call('createItemPhotoUpload', {
      params: { ...photoPath(), sectionId: item.sectionId + 100_000 },
      token,
    });
    expect(wrongSection.statusCode).toBe(404);
    const wrongItem = await t.call('createItemPhotoUpload', {
      params: { ...photoPath(), itemId: item.itemId + 100_000 },
      token,
    });
    expect(wrongItem.statusCode).toBe(404);
    expect(wrongItem.json().code).toBe('item_not_found');
  });

  it('keeps the variants an item shows through the sweep, and removes a removed photo after the grace', async () => {
    const photo = (await ownersItem()).photo;
    if (!photo) throw new Error('the item has no photo');
    const inUse = photo.widths.flatMap((w) =>
      PHOTO_FORMATS.map((format) => `${keyOf(photo)}-${w}.${format}`),
    );
    const old = new Date(t.clock.now().getTime() - 2 * UNUSED_IMAGE_GRACE_MS);
    for (const name of storedFiles()) fs.utimesSync(path.join(uploadDir, name), old, old);
    await sweepImageStore(t.app);
    expect(storedFiles()).toEqual(inUse.sort());

    const removed = await t.call('deleteItemPhoto', { params: photoPath(), token });
    expect(removed.statusCode).toBe(204);
    expect((await ownersItem()).photo).toBeNull();
    expect(await storedPhoto()).toBeNull();
    expect(await sweepImageStore(t.app)).toEqual(expect.arrayContaining(inUse));
    expect(storedFiles()).toEqual([]);
  });
});
