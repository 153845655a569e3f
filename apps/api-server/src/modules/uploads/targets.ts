/**
 * What an uploaded image is applied to, per kind of upload target. A new kind (menu banner, menu
 * logo) adds a rule here and a case to `UploadTarget`; the service and the routes stay the same.
 * Logos and banners are one re-encoded image (`image` rules, image.ts); a dish photo is a set of
 * variants stored under its key (`photo` rules, photo.ts).
 */
import type { StoredItemPhoto } from '@tavola/domain/item-extras';
import { entitlementsFor, PLAN_IDS } from '@tavola/domain/plans';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { banners, clubMembers, clubs, menuItems, menuSections, menus, users } from '#db/schema.ts';
import { LOGO_UPLOADS, PHOTO_UPLOADS, type UploadKind } from './image-check.ts';
import type { UploadClaims, UploadTargetKind } from './upload-tokens.ts';

/** plans whose clubs may have banners (the domain's entitlements) */
const BANNER_PLANS = PLAN_IDS.filter((plan) => entitlementsFor(plan).banners);
/** plans whose clubs may have dish photos */
const PHOTO_PLANS = PLAN_IDS.filter((plan) => entitlementsFor(plan).dishPhotos);

export interface ImageTargetRule {
  output: 'image';
  /** the types, file size and texts of the images it takes */
  kind: UploadKind;
  /** the re-encoded image fits inside a square of this side */
  maxSide: number;
  /** only square images (400 `image_not_square` otherwise) */
  square?: boolean;
  /**
   * Applies the stored image (its public address) to the target, if the target still exists and
   * the user the address was issued to may still change it; false otherwise.
   */
  apply(db: DbOrTx, claims: UploadClaims, imageUrl: string, now: Date): Promise<boolean>;
}

export interface PhotoTargetRule {
  output: 'photo';
  kind: UploadKind;
  /** Applies the stored photo to the target, under the same conditions as an image's. */
  apply(db: DbOrTx, claims: UploadClaims, photo: StoredItemPhoto, now: Date): Promise<boolean>;
}

export type TargetRule = ImageTargetRule | PhotoTargetRule;

/** The user is a member of the club, or an administrator (the same rule as club ownership). */
function mayChangeClub(clubId: number, userId: number) {
  return sql`(exists (select 1 from ${clubMembers} where ${clubMembers.clubId} = ${clubId} and ${clubMembers.userId} = ${userId})
    or exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.isAdmin}))`;
}

/** A plan with this feature, in SQL, for a club given by its id. */
function clubPlanIn(clubId: number, plans: readonly string[]) {
  return sql`exists (select 1 from ${clubs} where ${clubs.id} = ${clubId} and ${clubs.plan} in (${sql.join(
    plans.map((plan) => sql`${plan}`),
    sql`, `,
  )}))`;
}

export const targetRules: Record<UploadTargetKind, TargetRule> = {
  'club-logo': {
    // shown at most a few hundred pixels wide (board, guest header, printed table tents)
    output: 'image',
    kind: LOGO_UPLOADS,
    maxSide: 1024,
    async apply(db, { target, userId }, imageUrl, now) {
      const updated = await db
        .update(clubs)
        .set({ logo: imageUrl, updatedAt: now })
        .where(and(eq(clubs.id, target.clubId), mayChangeClub(target.clubId, userId)))
        .returning({ id: clubs.id });
      return updated.length === 1;
    },
  },
  'menu-logo': {
    // shown in the guest menu header, at most a few hundred pixels wide
    output: 'image',
    kind: LOGO_UPLOADS,
    maxSide: 1024,
    async apply(db, claims, imageUrl, now) {
      if (claims.target.kind !== 'menu-logo') return false;
      const { clubId, menuId } = claims.target;
      const updated = await db
        .update(menus)
        .set({ logo: imageUrl, updatedAt: now })
        .where(and(eq(menus.id, menuId), eq(menus.clubId, clubId), mayChangeClub(clubId, claims.userId)))
        .returning({ id: menus.id });
      return updated.length === 1;
    },
  },
  'menu-banner': {
    // spec: square; shown across a phone screen, at most about 1000 device pixels wide
    output: 'image',
    kind: LOGO_UPLOADS,
    maxSide: 1200,
    square: true,
    async apply(db, claims, imageUrl, now) {
      if (claims.target.kind !== 'menu-banner') return false;
      const { clubId, menuId } = claims.target;
      // the banner must still exist, its club still allow banner changes on a plan with banners
      const updated = await db
        .update(banners)
        .set({ imageUrl, updatedAt: now })
        .where(
          and(
            eq(banners.menuId, menuId),
            sql`exists (select 1 from ${menus} join ${clubs} on ${clubs.id} = ${menus.clubId}
              where ${menus.id} = ${menuId} and ${menus.clubId} = ${clubId}
              and ${clubs.bannerUpdateEnabled} and ${clubs.plan} in (${sql.join(
                BANNER_PLANS.map((plan) => sql`${plan}`),
                sql`, `,
              )}))`,
            mayChangeClub(clubId, claims.userId),
          ),
        )
        .returning({ id: banners.id });
      return updated.length === 1;
    },
  },
  'item-photo': {
    output: 'photo',
    kind: PHOTO_UPLOADS,
    async apply(db, claims, photo, _now) {
      if (claims.target.kind !== 'item-photo') return false;
      const { clubId, itemId } = claims.target;
      // the item must still be in a menu of this club, on a plan with dish photos
      const updated = await db
        .update(menuItems)
        .set({ photo })
        .where(
          and(
            eq(menuItems.id, itemId),
            sql`exists (select 1 from ${menuSections} join ${menus} on ${menus.id} = ${menuSections.menuId}
              where ${menuSections.id} = ${menuItems.sectionId} and ${menus.clubId} = ${clubId})`,
            clubPlanIn(clubId, PHOTO_PLANS),
            mayChangeClub(clubId, claims.userId),
          ),
        )
        .returning({ id: menuItems.id });
      return updated.length === 1;
    },
  },
};
