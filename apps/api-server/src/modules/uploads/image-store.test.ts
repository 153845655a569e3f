/**
 * The S3 store against a real S3-compatible server on loopback (s3rver, from the npm registry),
 * through the AWS SDK v3 client; then the whole upload path with S3_* set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';
import { DiskImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

const BUCKET = 'tavola-images';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-s3-'));
let s3: S3rver;
let endpoint = '';
/** filled once the server listens, before the app of the last block is built */
const appEnv: Record<string, string> = {};

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: workDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  Object.assign(appEnv, s3Env());
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  // s3rver's fixed credentials
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'images/',
});

const NAME = `${'ab'.repeat(16)}.png`;

describe('S3ImageStore on a local S3-compatible server', () => {
  it('puts, gets and removes an object under the prefix, with its type and cache headers', async () => {
    const env = s3Env();
    const store = await createS3ImageStore({
      bucket: BUCKET,
      region: env.S3_REGION,
      endpoint,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      forcePathStyle: true,
      prefix: env.S3_PREFIX,
    });
    try {
      const data = Buffer.from('not really a png, the store does not care');
      expect(await store.get(NAME)).toBeNull();
      await store.put(NAME, data, 'image/png');
      const stored = await store.get(NAME);
      expect(stored?.data.equals(data)).toBe(true);
      expect(stored?.contentType).toBe('image/png');
      // under the prefix, with the immutable cache header for a CDN in front of the bucket
      const raw = await fetch(`${endpoint}/${BUCKET}/images/${NAME}`);
      expect(raw.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await store.remove(NAME);
      expect(await store.get(NAME)).toBeNull();
      await store.remove(NAME);
    } finally {
      await store.close();
    }
  });
});

describe('DiskImageStore', () => {
  it('puts, gets and removes a file, and never leaves its folder', async () => {
    const store = new DiskImageStore(path.join(workDir, 'disk'));
    expect(await store.get(NAME)).toBeNull();
    await store.put(NAME, Buffer.from('x'));
    expect((await store.get(NAME))?.contentType).toBe('image/png');
    await store.remove(NAME);
    expect(await store.get(NAME)).toBeNull();
    await expect(store.get('../secret.png')).rejects.toThrow(/bad image name/);
    await expect(store.put('.hidden', Buffer.from('x'))).rejects.toThrow(/bad image name/);
  });
});

describe('club logo upload with S3 storage', () => {
  // the harness reads the env in its beforeAll, which runs after the file's (server started)
  const t = useTestApp({ env: appEnv });

  it('stores the image in the bucket and serves it through the API', async () => {
    // (the harness built the app in its own beforeAll: check it really uses S3)
    expect(t.app.uploads.store.kind).toBe('s3');
    const token = await t.signIn(t.demo.user);
    const created = await t.call('createClubLogoUpload', { params: { clubId: t.demo.clubId }, token });
    const uploadUrl = created.json().uploadUrl as string;
    const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: 'blue' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.call('uploadImage', {
      params: { uploadToken: uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1) },
      payload: jpeg,
      contentType: 'image/jpeg',
    });
    expect(uploaded.statusCode).toBe(200);
    const name = (uploaded.json().url as string).split('/').at(-1) as string;
    expect(fs.existsSync(path.join(workDir, BUCKET))).toBe(true);
    const inBucket = await fetch(`${endpoint}/${BUCKET}/images/${name}`);
    expect(inBucket.status).toBe(200);
    const served = await t.call('getImage', { params: { imageName: name } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(Buffer.from(await inBucket.arrayBuffer()))).toBe(true);
  });
});
