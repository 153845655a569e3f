/**
 * What an uploaded image is applied to, per kind of upload target. A new kind (menu banner, menu
 * logo) adds a rule here and a case to `UploadTarget`; the service and the routes stay the same.
 */
import { entitlementsFor, PLAN_IDS } from '@tavola/domain/plans';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { banners, clubMembers, clubs, menus, users } from '#db/schema.ts';
import { LOGO_UPLOADS, type UploadKind } from './image-check.ts';
import type { UploadClaims, UploadTargetKind } from './upload-tokens.ts';

/** plans whose clubs may have banners (the domain's entitlements) */
const BANNER_PLANS = PLAN_IDS.filter((plan) => entitlementsFor(plan).banners);

export interface TargetRule {
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

/** The user is a member of the club, or an administrator (the same rule as club ownership). */
function mayChangeClub(clubId: number, userId: number) {
  return sql`(exists (select 1 from ${clubMembers} where ${clubMembers.clubId} = ${clubId} and ${clubMembers.userId} = ${userId})
    or exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.isAdmin}))`;
}

export const targetRules: Record<UploadTargetKind, TargetRule> = {
  'club-logo': {
    // shown at most a few hundred pixels wide (board, guest header, printed table tents)
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
};
