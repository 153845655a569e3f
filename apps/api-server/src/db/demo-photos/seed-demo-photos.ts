/**
 * Photos for the demo's dishes (docs/decisions/040-demo-photos-drawn-in-the-background.md): each
 * drawing of draw-dish.ts is rasterised and goes through the same pipeline as an owner's upload
 * (uploads/photo.ts: variants, content-hash key, placeholder), once per distinct drawing (the bar's
 * espresso and the trattoria's share one), then every demo item showing it gets the photo.
 *
 * The pipeline takes about a second a photo on a small machine, so this runs after the server has
 * started, in the background (`DEMO_PHOTOS`, on with the demo except in tests): the menus are there
 * at once and their photos arrive within a minute. Only items still without a photo are touched,
 * so a restart does nothing and an owner's own photo is never replaced.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client.ts';
import { DEMO_BAR_CLUB_NAME, DEMO_CLUB_NAME, DEMO_PHONE_STORED } from '#db/demo-account.ts';
import { clubMembers, clubs, menuItems, menuSections, menus, users } from '#db/schema.ts';
import { BAR_MENUS, type DemoMenu, TRATTORIA_MENUS } from '#db/seed-demo-dishes.ts';
import { processPhoto } from '#modules/uploads/photo.ts';
import type { UploadService } from '#modules/uploads/upload-service.ts';
import { DISH_KINDS, type DishKind, drawDish } from './draw-dish.ts';

/** The drawing of each demo dish, by its name (the same name is the same dish in both clubs). */
export function demoPhotoKinds(demoMenus: readonly DemoMenu[] = [...TRATTORIA_MENUS, ...BAR_MENUS]) {
  const kinds = new Map<string, DishKind>();
  for (const menu of demoMenus)
    for (const section of menu.sections)
      for (const item of section.items) if (item.photo) kinds.set(item.name, item.photo);
  return kinds;
}

/** The drawing as pixels: a lossless PNG, so the pipeline gets exactly what was drawn. */
export async function rasteriseDish(kind: DishKind, variant = 0): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(drawDish(kind, variant)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export interface DemoPhotoOptions {
  db: Db;
  /** the store the variants go to, and the photo's address (`app.uploads`) */
  uploads: Pick<UploadService, 'store' | 'storedPhoto'>;
  log?: FastifyBaseLogger;
  /** only these drawings (a test draws two, not thirty) */
  kinds?: readonly DishKind[];
  /** stops between two drawings when aborted (the server is closing) */
  signal?: AbortSignal;
}

/** Demo items without a photo whose dish has a drawing, by drawing. */
async function itemsWaitingForPhotos(db: Db, wanted: ReadonlySet<DishKind>) {
  const kindOfName = demoPhotoKinds();
  const rows = await db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
    .innerJoin(menus, eq(menus.id, menuSections.menuId))
    .innerJoin(clubs, eq(clubs.id, menus.clubId))
    // the demo owner's clubs only: anyone may call a club "Trattoria Demo"
    .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
    .innerJoin(users, eq(users.id, clubMembers.userId))
    .where(
      and(
        eq(users.phone, DEMO_PHONE_STORED),
        inArray(clubs.name, [DEMO_CLUB_NAME, DEMO_BAR_CLUB_NAME]),
        inArray(menuItems.name, [...kindOfName.keys()]),
        isNull(menuItems.photo),
      ),
    );
  const byKind = new Map<DishKind, number[]>();
  for (const row of rows) {
    const kind = kindOfName.get(row.name);
    if (!kind || !wanted.has(kind)) continue;
    byKind.set(kind, [...(byKind.get(kind) ?? []), row.id]);
  }
  return byKind;
}

/** Draws, stores and attaches the demo's photos; returns how many items got one. */
export async function seedDemoPhotos({
  db,
  uploads,
  log,
  kinds = DISH_KINDS,
  signal,
}: DemoPhotoOptions): Promise<number> {
  const waiting = await itemsWaitingForPhotos(db, new Set(kinds));
  let attached = 0;
  const started = Date.now();
  for (const [kind, itemIds] of waiting) {
    if (signal?.aborted) break;
    // as uploadImage makes an owner's photo (uploads/handlers.ts)
    const { variants, ...photo } = await processPhoto(await rasteriseDish(kind));
    // the variants first: an item never points at a photo that is not in the store
    await Promise.all(
      variants.map((variant) => uploads.store.put(variant.name, variant.data, variant.contentType)),
    );
    const updated = await db
      .update(menuItems)
      .set({ photo: uploads.storedPhoto(photo) })
      // still without one: an owner may have added their own meanwhile
      .where(and(inArray(menuItems.id, itemIds), isNull(menuItems.photo)))
      .returning({ id: menuItems.id });
    attached += updated.length;
  }
  if (attached > 0)
    log?.info(`demo data: ${attached} dish photos drawn and stored in ${Date.now() - started} ms`);
  return attached;
}

/**
 * The background run of `seedDemoPhotos` and its stop: `start` after the demo seed, `stop` when
 * the server closes (the database must not close under a write).
 */
export function demoPhotoJob() {
  const controller = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  return {
    start(options: Omit<DemoPhotoOptions, 'signal'>) {
      running = seedDemoPhotos({ ...options, signal: controller.signal }).catch((error) =>
        options.log?.error({ err: error }, 'demo data: the dish photos could not be drawn'),
      );
    },
    async stop() {
      controller.abort();
      await running;
    },
  };
}
