import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES } from '@tavola/domain/image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, clubs } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import { signUploadToken, UPLOAD_TOKEN_TTL_MS } from './upload-tokens.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-uploads-'));
const uploadDir = path.join(workDir, 'store');
const SECRET = 'test-upload-secret-with-at-least-32-characters';
const PUBLIC_API_URL = 'https://api.tavola.test';

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** A photo with EXIF (camera, GPS) and an orientation, as a phone would send. */
async function photo(width = 1600, height = 1200, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } },
  }).withExifMerge({
    IFD0: { Make: 'PhoneMaker', Model: 'Secret Model', Copyright: 'Someone' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '45/1 27/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '9/1 11/1 0/1',
    },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A valid PNG signature and IHDR that claims a huge size, followed by nothing decodable. */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

describe('uploads: club logo', () => {
  const t = useTestApp({
    env: { UPLOAD_SECRET: SECRET, UPLOAD_DIR: uploadDir, PUBLIC_API_URL },
  });
  let ownerToken = '';

  beforeAll(async () => {
    ownerToken = await t.signIn(t.demo.user);
  });

  async function uploadUrl(token = ownerToken, clubId = t.demo.clubId) {
    const response = await t.call('createClubLogoUpload', { params: { clubId }, token });
    expect(response.statusCode).toBe(201);
    return response.json().uploadUrl as string;
  }

  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  function put(url: string, payload: Buffer | string, contentType: string | null = 'image/jpeg') {
    return t.call('uploadImage', { params: { uploadToken: tokenOf(url) }, payload, contentType });
  }

  async function logo() {
    const [club] = await t.app.db.select({ logo: clubs.logo }).from(clubs).where(eq(clubs.id, t.demo.clubId));
    return club?.logo ?? null;
  }

  function imageName(url: string) {
    return url.slice(url.lastIndexOf('/') + 1);
  }

  it('issues a signed upload address on the public API address, no bearer needed to use it', async () => {
    const url = await uploadUrl();
    expect(url).toMatch(/^https:\/\/api\.tavola\.test\/api\/v1\/uploads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    // two addresses are never the same
    expect(await uploadUrl()).not.toBe(url);
  });

  it('stores a JPEG without its metadata, shrunk to fit, and makes it the club logo', async () => {
    const original = await photo(2400, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await put(await uploadUrl(), original, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^https:\/\/api\.tavola\.test\/api\/v1\/images\/[0-9a-f]{32}\.jpg$/),
      width: 1024,
      height: 512,
      contentType: 'image/jpeg',
    });
    expect(await logo()).toBe(body.url);
    expect(response.headers['access-control-allow-origin']).toBe('*');

    const served = await t.call('getImage', { params: { imageName: imageName(body.url) } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${imageName(body.url)}"`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
    // on the disk store, under its hashed name
    expect(fs.existsSync(path.join(uploadDir, imageName(body.url)))).toBe(true);
  });

  it('keeps a PNG a PNG, small images unchanged in size, and shows it in getClub', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await put(await uploadUrl(), png, 'image/png');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 300, height: 200, contentType: 'image/png' });
    expect(response.json().url).toMatch(/\.png$/);
    const served = await t.call('getImage', { params: { imageName: imageName(response.json().url) } });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
    expect(await logo()).toBe(response.json().url);
  });

  it('judges by the bytes: a PNG labelled image/jpeg, or sent with any label, is a PNG', async () => {
    const png = await photo(64, 64, 'png');
    for (const label of ['image/jpeg', 'application/octet-stream', 'image/gif', 'text/plain', null]) {
      const response = await put(await uploadUrl(), png, label);
      expect(response.statusCode, String(label)).toBe(200);
      expect(response.json().contentType).toBe('image/png');
    }
  });

  it('refuses anything that is not a JPEG or PNG with the unsupported-image-type message', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .webp()
      .toBuffer();
    const before = await logo();
    for (const [payload, label] of [
      [Buffer.from('just some text, named logo.jpg'), 'image/jpeg'],
      [gif, 'image/gif'],
      [webp, 'image/png'],
      [Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ] as const) {
      const response = await put(await uploadUrl(), payload, label);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'unsupported_image_type',
        message: 'Unsupported image type: choose a JPG or PNG image',
      });
    }
    expect(await logo()).toBe(before);
  });

  it('refuses a truncated or corrupt JPEG as unreadable, and an empty body', async () => {
    const jpeg = await photo(400, 300);
    const truncated = await put(await uploadUrl(), jpeg.subarray(0, 200));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('image_unreadable');
    const empty = await t.call('uploadImage', { params: { uploadToken: tokenOf(await uploadUrl()) } });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const response = await put(await uploadUrl(), big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      message: 'The image is too large: choose a file of at most 5 MB',
    });
  });

  it('refuses a huge pixel count from the header, before decoding anything', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    const response = await put(await uploadUrl(), bomb, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'image_too_many_pixels',
      message: 'The image is too large: at most 40 megapixels',
    });
  });

  it('refuses a JPEG whose frame header claims 60000×60000, also when progressive', async () => {
    for (const progressive of [false, true]) {
      const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'red' } })
        .jpeg({ progressive })
        .toBuffer();
      // the start-of-frame segment (FFC0 baseline, FFC2 progressive): height, then width
      const sof = jpeg.indexOf(Buffer.from([0xff, progressive ? 0xc2 : 0xc0]));
      jpeg.writeUInt16BE(60_000, sof + 5);
      jpeg.writeUInt16BE(60_000, sof + 7);
      const response = await put(await uploadUrl(), jpeg);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('image_too_many_pixels');
    }
  });

  it('refuses an expired address, a tampered one and one signed with another key', async () => {
    const jpeg = await photo(100, 100);
    const url = await uploadUrl();
    t.clock.advance(UPLOAD_TOKEN_TTL_MS + 1000);
    const expired = await put(url, jpeg);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_or_expired_link');

    const fresh = tokenOf(await uploadUrl());
    const [payload = '', signature = ''] = fresh.split('.');
    // another club in the payload (its last four bytes), the old signature
    const claims = Buffer.from(payload, 'base64url');
    claims.writeUInt32BE(claims.readUInt32BE(claims.length - 4) + 1, claims.length - 4);
    const forged = `${claims.toString('base64url')}.${signature}`;
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const foreign = signUploadToken('another-secret-of-at-least-32-characters!', {
      target: { kind: 'club-logo', clubId: t.demo.clubId },
      userId: t.demo.user.id,
      expiresAt: t.clock.now().getTime() + 60_000,
    });
    for (const token of [forged, flipped, foreign, 'garbage', `${payload}.`]) {
      const response = await t.call('uploadImage', {
        params: { uploadToken: token },
        payload: jpeg,
        contentType: 'image/jpeg',
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().code).toBe('invalid_or_expired_link');
    }
  });

  it('refuses an upload for someone who lost access to the club meanwhile', async () => {
    const manager = await t.createUser();
    await t.app.db.insert(clubMembers).values({ clubId: t.demo.clubId, userId: manager.id, role: 'manager' });
    const url = await uploadUrl(await t.signIn(manager));
    await t.app.db.delete(clubMembers).where(eq(clubMembers.userId, manager.id));
    const response = await put(url, await photo(50, 50));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('upload_target_not_found');
  });

  it('removes the logo', async () => {
    await put(await uploadUrl(), await photo(50, 50));
    expect(await logo()).not.toBeNull();
    const response = await t.call('deleteClubLogo', { params: { clubId: t.demo.clubId }, token: ownerToken });
    expect(response.statusCode).toBe(204);
    expect(await logo()).toBeNull();
    // twice is fine
    expect(
      (await t.call('deleteClubLogo', { params: { clubId: t.demo.clubId }, token: ownerToken })).statusCode,
    ).toBe(204);
  });

  it('serves unknown or malformed names as 404, never a file outside the store', async () => {
    // a file beside the store, which a path trick would reach
    fs.writeFileSync(path.join(workDir, 'tavola-secret.txt'), 'secret');
    for (const imageName of [
      '0123456789abcdef0123456789abcdef.png',
      '..%2Ftavola-secret.txt',
      '..%2F..%2Fetc%2Fpasswd',
      'tavola-secret.txt',
      `${'a'.repeat(32)}.gif`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/images/${imageName}` });
      expect(response.statusCode, imageName).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers the browser preflight of a cross-origin upload', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/uploads/${tokenOf(await uploadUrl())}`,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('PUT');
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
  });
});
