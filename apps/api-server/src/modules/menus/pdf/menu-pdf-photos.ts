/**
 * The items' photos for a printed menu ("Photos in the PDF"): the smallest JPEG variant of each
 * (320 px wide, about 300 dpi at the printed size), read straight from the image store (local disk
 * or S3), never over HTTP. The guests' document already leaves photos out where the plan has none,
 * so what it shows is what prints. A variant that cannot be read prints its item without a photo.
 */
import type { FastifyInstance } from 'fastify';
import type { PublicMenu } from './menu-pdf-layout.ts';

/** A photo's address ends with its key, the content hash of its stored variants (design of issue 49). */
const PHOTO_KEY = /\/images\/([0-9a-f]{32})$/;

/** Reads at a time: enough to hide the store's latency (S3), few enough not to crowd it. */
const PARALLEL_READS = 16;

type Photo = NonNullable<PublicMenu['sections'][number]['items'][number]['photo']>;

/** The stored name of the photo's smallest JPEG variant; null for an address of another origin. */
export function printedVariant(photo: Photo): string | null {
  const key = PHOTO_KEY.exec(photo.url)?.[1];
  const width = photo.widths[0];
  return key && width ? `${key}-${width}.jpg` : null;
}

/** The JPEG bytes of the photos of the document's items, by item id. */
export async function readItemPhotos(app: FastifyInstance, menu: PublicMenu): Promise<Map<number, Buffer>> {
  const wanted = new Map<string, number[]>();
  for (const section of menu.sections)
    for (const item of section.items) {
      const name = item.photo ? printedVariant(item.photo) : null;
      if (name) wanted.set(name, [...(wanted.get(name) ?? []), item.id]);
    }
  const names = [...wanted.keys()];
  const photos = new Map<number, Buffer>();
  for (let start = 0; start < names.length; start += PARALLEL_READS) {
    await Promise.all(
      names.slice(start, start + PARALLEL_READS).map(async (name) => {
        try {
          const stored = await app.uploads.store.get(name);
          // one Buffer for every item showing this photo: the PDF embeds it once
          if (stored) for (const itemId of wanted.get(name) ?? []) photos.set(itemId, stored.data);
          else app.log.warn({ photo: name }, 'item photo not printed: not in the image store');
        } catch (error) {
          app.log.warn({ err: error, photo: name }, 'item photo not printed: it could not be read');
        }
      }),
    );
  }
  return photos;
}
