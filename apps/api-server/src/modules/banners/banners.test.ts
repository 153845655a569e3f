import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlanId } from '@tavola/domain/plans';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, clubs } from '#db/schema.ts';
import type { OperationId } from '#http/types.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { type CallOptions, useTestApp } from '#test/harness.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-banners-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(180);
  return PNG.sync.write(image);
}

const VALID = {
  title: 'Spritz hour',
  subtitle: 'Every evening',
  description: 'Two for one',
  price: '€ 8',
  forYou: true,
};

describe('banners', () => {
  const t = useTestApp({
    env: {
      UPLOAD_SECRET: 'test-upload-secret-with-at-least-32-characters',
      UPLOAD_DIR: path.join(workDir, 'store'),
      PUBLIC_API_URL: 'https://api.tavola.test',
    },
  });
  let token = '';
  let clubId = 0;
  let menuId = 0;

  function call(operationId: OperationId, options: CallOptions = {}) {
    return t.call(operationId, { token, ...options, params: { clubId, menuId, ...options.params } });
  }

  async function setClub(values: { plan?: PlanId; bannerUpdateEnabled?: boolean }) {
    await t.app.db.update(clubs).set(values).where(eq(clubs.id, clubId));
  }

  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const put = (url: string, payload: Buffer) =>
    t.call('uploadImage', { params: { uploadToken: tokenOf(url) }, payload, contentType: 'image/png' });

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Bar Banner');
    menuId = await createMenuFor(t, clubId, 'Drinks');
    await setClub({ plan: 'smart', bannerUpdateEnabled: true });
  });

  it('has no banner at first', async () => {
    const response = await call('getBanner');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'banner_not_found', message: 'This menu has no banner' });
    expect((await call('getBannerUploadUrl')).statusCode).toBe(404);
    expect((await call('deleteBanner')).statusCode).toBe(404);
  });

  it('refuses on Freemium (feature_not_in_plan) and with the switch off (banner_updates_disabled)', async () => {
    await setClub({ plan: 'freemium' });
    for (const operationId of ['createBanner', 'getBannerUploadUrl', 'deleteBanner'] as const) {
      const response = await call(operationId, { body: VALID });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'feature_not_in_plan',
        message: "The promotion banner is a Smart feature: upgrade the club's plan to use it.",
      });
    }
    await setClub({ plan: 'professional', bannerUpdateEnabled: false });
    for (const operationId of ['createBanner', 'getBannerUploadUrl', 'deleteBanner'] as const) {
      const response = await call(operationId, { body: VALID });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'banner_updates_disabled',
        message:
          'Banner changes are turned off for this club: turn on Promotional banners in the club settings.',
      });
    }
    expect(await t.app.db.select().from(banners).where(eq(banners.menuId, menuId))).toEqual([]);
    await setClub({ plan: 'smart', bannerUpdateEnabled: true });
  });

  it('checks every text limit at its boundary', async () => {
    const ok = {
      title: 't'.repeat(100),
      subtitle: 's'.repeat(255),
      description: 'd'.repeat(1000),
      price: 'p'.repeat(45),
    };
    const tooLong: [keyof typeof ok, number][] = [
      ['title', 101],
      ['subtitle', 256],
      ['description', 1001],
      ['price', 46],
    ];
    for (const [field, length] of tooLong) {
      const response = await call('createBanner', { body: { ...ok, [field]: 'x'.repeat(length) } });
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    for (const field of ['title', 'price'] as const) {
      const missing = await call('createBanner', { body: { ...ok, [field]: undefined } });
      expect(missing.statusCode, field).toBe(400);
      const blank = await call('createBanner', { body: { ...ok, [field]: '   ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details).toEqual([
        { field, message: field === 'title' ? 'Title is required' : 'Price is required' },
      ]);
    }
    expect((await call('getBanner')).statusCode).toBe(404);
    const created = await call('createBanner', { body: ok });
    expect(created.statusCode).toBe(201);
    expect((await call('getBanner')).json()).toMatchObject({ ...ok, forYou: false, imageUrl: null });
  });

  it('saves the texts, returns an upload address, takes a square PNG and refuses a non-square one', async () => {
    const created = await call('createBanner', { body: VALID });
    expect(created.statusCode).toBe(201);
    const { uploadUrl } = created.json();
    expect(uploadUrl).toMatch(/^https:\/\/api\.tavola\.test\/api\/v1\/uploads\//);

    const wide = await put(uploadUrl, png(300, 200));
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toEqual({ code: 'image_not_square', message: 'The image must be square' });
    expect((await call('getBanner')).json().imageUrl).toBeNull();

    const square = await put(uploadUrl, png(300, 300));
    expect(square.statusCode).toBe(200);
    expect(square.json()).toMatchObject({ width: 300, height: 300, contentType: 'image/png' });
    const banner = (await call('getBanner')).json();
    expect(banner).toEqual({ id: expect.any(Number), ...VALID, imageUrl: square.json().url });

    // a large square JPEG is shrunk, still square
    const fresh = await call('getBannerUploadUrl');
    expect(fresh.statusCode).toBe(200);
    const jpeg = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const big = await t.call('uploadImage', {
      params: { uploadToken: tokenOf(fresh.json().uploadUrl) },
      payload: jpeg,
      contentType: 'image/jpeg',
    });
    expect(big.statusCode).toBe(200);
    expect(big.json()).toMatchObject({ width: 1200, height: 1200, contentType: 'image/jpeg' });
  });

  it('replacing the texts keeps the image; optional texts can be cleared', async () => {
    const before = (await call('getBanner')).json();
    const replaced = await call('createBanner', {
      body: { title: 'Happy hour', subtitle: null, description: '', price: '5 €' },
    });
    expect(replaced.statusCode).toBe(201);
    expect((await call('getBanner')).json()).toEqual({
      id: before.id,
      title: 'Happy hour',
      subtitle: null,
      description: null,
      price: '5 €',
      forYou: false,
      imageUrl: before.imageUrl,
    });
  });

  it('an upload address stops working when the switch is turned off meanwhile', async () => {
    const { uploadUrl } = (await call('getBannerUploadUrl')).json();
    await setClub({ bannerUpdateEnabled: false });
    const response = await put(uploadUrl, png(64, 64));
    expect(response.statusCode).toBe(404);
    await setClub({ bannerUpdateEnabled: true });
  });

  it('deletes the banner', async () => {
    expect((await call('deleteBanner')).statusCode).toBe(204);
    expect((await call('getBanner')).statusCode).toBe(404);
    expect((await call('deleteBanner')).statusCode).toBe(404);
  });

  it('answers menu_not_found for a menu of another club', async () => {
    const otherClub = await createClubFor(t, (await t.createUser()).id, 'Elsewhere');
    const foreignMenu = await createMenuFor(t, otherClub, 'Theirs');
    for (const operationId of ['createBanner', 'getBannerUploadUrl', 'deleteBanner', 'getBanner'] as const) {
      const response = await call(operationId, { params: { menuId: foreignMenu }, body: VALID });
      expect(response.statusCode, operationId).toBe(404);
      expect(response.json().code).toBe('menu_not_found');
    }
  });
});
