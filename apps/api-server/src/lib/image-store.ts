/**
 * Where stored images live: a folder on the local disk (default) or an S3-compatible bucket.
 * Names are content hashes checked by the caller (`IMAGE_NAME`), so a name is never a path and the
 * bytes under a name never change: writing a name that exists is a no-op.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '#config.ts';

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface ImageStore {
  readonly kind: 'disk' | 's3';
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object */
  get(name: string): Promise<StoredObject | null>;
  /** removing a missing object is not an error */
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Long-lived caching is safe: a name is the hash of its bytes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg' };

export class DiskImageStore implements ImageStore {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  private file(name: string) {
    // defence in depth: callers pass checked names, but never leave the folder whatever happens
    if (name !== path.basename(name) || name.startsWith('.')) throw new Error(`bad image name ${name}`);
    return path.join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const file = this.file(name);
    await fs.mkdir(this.dir, { recursive: true });
    // write then rename: a reader never sees half a file, two writers of one name both succeed
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await fs.writeFile(partial, data);
    await fs.rename(partial, file);
  }

  async get(name: string): Promise<StoredObject | null> {
    try {
      const data = await fs.readFile(this.file(name));
      return { data, contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  async close(): Promise<void> {}
}

export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // many S3-compatible stores do not know the SDK's newer default checksums
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private key(name: string) {
    return `${this.config.prefix}${name}`;
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(name),
        Body: data,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
      );
      if (!object.Body) return null;
      const data = Buffer.from(await object.Body.transformToByteArray());
      return { data, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
