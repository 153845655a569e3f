/**
 * Where stored images live: a folder on the local disk (default) or an S3-compatible bucket.
 * Names are content hashes checked by the caller (`IMAGE_NAME`), so a name is never a path and the
 * bytes under a name never change: writing a name that exists is a no-op.
 * The S3 store is in s3-image-store.ts, loaded only when configured (the AWS SDK is slow to load).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfName, IMAGE_NAME } from './image.ts';

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
      return { data, contentType: contentTypeOfName(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  async close(): Promise<void> {}

  /**
   * Removes what no one can reach any more: files `put` left half written when the process died
   * (older than `partialBefore`), and images older than `unusedBefore` whose name is not in `keep`
   * (replaced logos and photos, uploads whose transaction never committed). Anything that is not
   * an image name is left alone. Returns the names removed.
   */
  async removeUnreferenced(
    keep: ReadonlySet<string>,
    partialBefore: Date,
    unusedBefore: Date,
  ): Promise<string[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const removed: string[] = [];
    for (const name of names) {
      const partial = name.endsWith('.partial');
      if (!partial && (keep.has(name) || !IMAGE_NAME.test(name))) continue;
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtime >= (partial ? partialBefore : unusedBefore)) continue;
      await fs.rm(file, { force: true });
      removed.push(name);
    }
    return removed;
  }
}
