/**
 * The image store's clean-up (disk store only): an upload killed between writing its file and
 * committing its target, a logo or dish photo replaced by another, or a menu reading discarded,
 * leaves files nothing refers to. Once in a
 * while such files are removed, after a grace period long enough for guests' cached menus (their
 * service worker keeps the old menu's images for a while) and for any upload still under way.
 * An S3 bucket is cleaned by its own lifecycle rules (docs/deploy.md); the sweep leaves it alone.
 */
import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import { banners, clubs, menuItems, menuReadingPages, menus, themes } from '#db/schema.ts';
import { DiskImageStore } from './image-store.ts';
import { photoVariantNames } from './photo.ts';

/** A half-written file older than this is left over from a crash. */
export const PARTIAL_FILE_GRACE_MS = 60 * 60 * 1000;
/** An image nothing refers to is kept this long (old menus in guests' caches still show it). */
export const UNUSED_IMAGE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/** How often a running server sweeps. */
const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

const IMAGE_NAMES = /[0-9a-f]{32}\.(?:jpg|png)/g;

/**
 * Every image name a row refers to: club and menu logos, themes' backgrounds, banners (by their
 * addresses), the pages of menus read from photos or a PDF, and every variant of the items'
 * photos (by their keys and widths).
 */
async function referencedImageNames(db: Db): Promise<Set<string>> {
  const [photos, ...references] = await Promise.all([
    db.select({ photo: menuItems.photo }).from(menuItems).where(isNotNull(menuItems.photo)),
    db.select({ reference: clubs.logo }).from(clubs).where(isNotNull(clubs.logo)),
    db.select({ reference: menus.logo }).from(menus).where(isNotNull(menus.logo)),
    db.select({ reference: themes.backgroundImage }).from(themes).where(isNotNull(themes.backgroundImage)),
    db.select({ reference: banners.imageUrl }).from(banners).where(isNotNull(banners.imageUrl)),
    db.select({ reference: menuReadingPages.imageName }).from(menuReadingPages),
  ]);
  const names = new Set<string>();
  for (const { reference } of references.flat()) {
    for (const name of reference?.match(IMAGE_NAMES) ?? []) names.add(name);
  }
  for (const { photo } of photos) {
    if (photo) for (const name of photoVariantNames(photo)) names.add(name);
  }
  return names;
}

export async function sweepImageStore(app: FastifyInstance): Promise<string[]> {
  const { store } = app.uploads;
  if (!(store instanceof DiskImageStore)) return [];
  const now = app.clock.now().getTime();
  const keep = await referencedImageNames(app.db);
  return store.removeUnreferenced(
    keep,
    new Date(now - PARTIAL_FILE_GRACE_MS),
    new Date(now - UNUSED_IMAGE_GRACE_MS),
  );
}

/** Sweeps once after start and then daily (server.ts); a failure is logged, never fatal. */
export function scheduleImageSweep(app: FastifyInstance): void {
  const run = () =>
    sweepImageStore(app)
      .then((removed) => {
        if (removed.length > 0) app.log.info({ removed: removed.length }, 'image store swept');
      })
      .catch((error) => app.log.error({ err: error }, 'image store sweep failed'));
  void run();
  setInterval(run, SWEEP_INTERVAL_MS).unref();
}
