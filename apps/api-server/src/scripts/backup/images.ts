/**
 * The disk image store, copied beside a backup (`<file>.images/`, one file per image, as in the
 * store) and back. An image's name is the hash of its bytes and never changes
 * (modules/uploads/image-store.ts), so a file that exists under a name already holds those bytes:
 * copying skips it, and merging into an existing store is safe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_NAME } from '#modules/uploads/image.ts';

export interface CopiedImages {
  count: number;
  bytes: number;
}

/** Where the images of backup `file` go. */
export function imagesBeside(file: string): string {
  return `${file}.images`;
}

/**
 * Copies every stored image of `from` into `to` (made when missing). Half-written uploads
 * (`*.partial`) and anything else that is not an image name are left out.
 */
export async function copyImages(from: string, to: string): Promise<CopiedImages> {
  await fs.promises.mkdir(to, { recursive: true });
  let names: string[];
  try {
    names = await fs.promises.readdir(from);
  } catch (error) {
    // no upload yet: the store's folder is made by the first one
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { count: 0, bytes: 0 };
    throw error;
  }
  const copied: CopiedImages = { count: 0, bytes: 0 };
  for (const name of names) {
    if (!IMAGE_NAME.test(name)) continue;
    try {
      await fs.promises.copyFile(path.join(from, name), path.join(to, name), fs.constants.COPYFILE_EXCL);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // EEXIST: the same bytes are there already; ENOENT: swept away since the listing (unused)
      if (code === 'EEXIST' || code === 'ENOENT') continue;
      throw error;
    }
    copied.count += 1;
    copied.bytes += (await fs.promises.stat(path.join(to, name))).size;
  }
  return copied;
}
