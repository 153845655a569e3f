/**
 * An item's photo: the upload address and the removal. The bytes arrive at `uploadImage` (the
 * uploads module, target `item-photo`), which makes them into the variants (uploads/photo.ts) and
 * applies them to the item.
 */
import { entitlementsFor } from '@tavola/domain/plans';
import { and, eq } from 'drizzle-orm';
import { clubs, menuItems } from '#db/schema.ts';
import { forbidden, unauthenticated } from '#errors.ts';
import { clubIdOf, itemNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import * as sections from '#modules/sections/queries.ts';

export const itemPhotoHandlers: Handlers<'createItemPhotoUpload' | 'deleteItemPhoto'> = {
  async createItemPhotoUpload(request) {
    const clubId = clubIdOf(request);
    const { menuId, sectionId, itemId } = request.params;
    const db = request.server.db;
    await sections.requireMenuSection(db, clubId, menuId, sectionId);
    const [club] = await db.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId));
    if (club && !entitlementsFor(club.plan).dishPhotos) {
      throw forbidden(
        'feature_not_in_plan',
        "Dish photos are a Smart feature: upgrade the club's plan to use them.",
      );
    }
    const [item] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.id, itemId), eq(menuItems.sectionId, sectionId)));
    if (!item) throw itemNotFound();
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    // the target checks the item, the club and its plan again when the photo arrives
    const uploadUrl = request.server.uploads.createUploadUrl(
      { kind: 'item-photo', clubId, itemId },
      auth.userId,
    );
    return { status: 201, body: { uploadUrl } };
  },

  async deleteItemPhoto(request) {
    const clubId = clubIdOf(request);
    const { menuId, sectionId, itemId } = request.params;
    // the stored variants stay: their names are content hashes another item may share (the sweep
    // removes what nothing references)
    const updated = await sections.writeSectionItems(
      request.server.db,
      clubId,
      menuId,
      sectionId,
      async (tx) => {
        return tx
          .update(menuItems)
          .set({ photo: null })
          .where(and(eq(menuItems.id, itemId), eq(menuItems.sectionId, sectionId)))
          .returning({ id: menuItems.id });
      },
    );
    if (updated.length === 0) throw itemNotFound();
    return { status: 204 };
  },
};
