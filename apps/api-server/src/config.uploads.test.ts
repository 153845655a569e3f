import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'x'.repeat(32);

describe('upload configuration', () => {
  it('defaults to the disk store under DATA_DIR/uploads with a per-process secret in development', () => {
    const a = loadConfig({ DATA_DIR: '/srv/tavola' });
    const b = loadConfig({ DATA_DIR: '/srv/tavola' });
    expect(a.uploads.dir).toBe(path.resolve('/srv/tavola/uploads'));
    expect(a.uploads.s3).toBeUndefined();
    expect(a.uploads.secret.length).toBeGreaterThanOrEqual(32);
    expect(a.uploads.secret).not.toBe(b.uploads.secret);
    expect(loadConfig({ UPLOAD_DIR: '/var/images' }).uploads.dir).toBe(path.resolve('/var/images'));
  });

  it('requires a long enough UPLOAD_SECRET in production', () => {
    const production = {
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      DATA_DIR: '/srv/tavola',
      PUBLIC_API_URL: 'https://api.tavola.example',
      CONSOLE_URL: 'https://console.tavola.example',
      GUEST_BASE_URL: 'https://menu.tavola.example',
    };
    expect(() => loadConfig(production)).toThrow(/UPLOAD_SECRET is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, UPLOAD_SECRET: 'short' })).toThrow(
      new ConfigError('UPLOAD_SECRET', 'must be at least 32 characters long'),
    );
    expect(loadConfig({ ...production, UPLOAD_SECRET: SECRET }).uploads.secret).toBe(SECRET);
  });

  it('uses S3 when S3_BUCKET is set, path-style with a custom endpoint', () => {
    const { s3 } = loadConfig({
      S3_BUCKET: 'tavola-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'prod/images/',
    }).uploads;
    expect(s3).toEqual({
      bucket: 'tavola-images',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'prod/images/',
    });
    // AWS itself: virtual-hosted addresses and the default credential chain
    expect(loadConfig({ S3_BUCKET: 'tavola-images', S3_REGION: 'eu-south-1' }).uploads.s3).toMatchObject({
      region: 'eu-south-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('names the bad S3 variable', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET is required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'ok-bucket', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});
