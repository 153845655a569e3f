/**
 * The promotion banner of a menu (at most one): its texts, and its square JPG or PNG image, which
 * goes through the upload service (target `menu-banner`, modules/uploads/targets.ts).
 *
 * Banners are a Smart feature (spec section 6): writes on a plan without them answer 403
 * `feature_not_in_plan`. Writes also need the club's `bannerUpdateEnabled` switch (club settings,
 * "Promotional banners"), 403 `banner_updates_disabled` otherwise. Reading the banner stays allowed
 * on every plan, so an owner who moved down a plan still sees what is stored.
 * Club ownership is checked before these run (plugins/openapi.ts).
 */
import { validateBanner } from '@tavola/domain/banner';
import { entitlementsFor } from '@tavola/domain/plans';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#db/client.ts';
import { writeClub } from '#db/club-writes.ts';
import { banners, clubs } from '#db/schema.ts';
import { clubNotFound, forbidden, notFound, unauthenticated, validationFailed } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { requireMenu } from '#modules/sections/queries.ts';
import { bannerColumns } from './queries.ts';

const bannerNotFound = () => notFound('banner_not_found', 'This menu has no banner');

const bannerNotInPlan = () =>
  forbidden(
    'feature_not_in_plan',
    "The promotion banner is a Smart feature: upgrade the club's plan to use it.",
  );

const bannerUpdatesDisabled = () =>
  forbidden(
    'banner_updates_disabled',
    'Banner changes are turned off for this club: turn on Promotional banners in the club settings.',
  );

/** The club's plan includes banners and its switch allows changing them; 403 otherwise. */
async function assertMayChangeBanner(db: DbOrTx, clubId: number) {
  const [club] = await db
    .select({ plan: clubs.plan, bannerUpdateEnabled: clubs.bannerUpdateEnabled })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  if (!entitlementsFor(club.plan).banners) throw bannerNotInPlan();
  if (!club.bannerUpdateEnabled) throw bannerUpdatesDisabled();
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function uploadUrlFor(request: FastifyRequest, clubId: number, menuId: number): string {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  return request.server.uploads.createUploadUrl({ kind: 'menu-banner', clubId, menuId }, auth.userId);
}

export const bannerHandlers: Handlers<'createBanner' | 'getBannerUploadUrl' | 'deleteBanner' | 'getBanner'> =
  {
    async createBanner(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const body = request.body;
      const errors = validateBanner(body);
      const details = Object.entries(errors).map(([field, problem]) => ({ field, message: problem.message }));
      if (details.length > 0) throw validationFailed(details);

      const now = request.server.clock.now();
      const values = {
        title: body.title.trim(),
        subtitle: blankToNull(body.subtitle),
        description: blankToNull(body.description),
        price: body.price.trim(),
        forYou: body.forYou ?? false,
        updatedAt: now,
      };
      await writeClub(request.server.db, clubId, async (tx) => {
        await requireMenu(tx, clubId, menuId, { lock: true });
        await assertMayChangeBanner(tx, clubId);
        // replacing the texts keeps the image: a new one comes through the upload address
        await tx
          .insert(banners)
          .values({ menuId, ...values, createdAt: now })
          .onConflictDoUpdate({ target: banners.menuId, set: values });
      });
      return { status: 201, body: { uploadUrl: uploadUrlFor(request, clubId, menuId) } };
    },

    async getBannerUploadUrl(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const { db } = request.server;
      await requireMenu(db, clubId, menuId);
      await assertMayChangeBanner(db, clubId);
      const [banner] = await db.select({ id: banners.id }).from(banners).where(eq(banners.menuId, menuId));
      if (!banner) throw bannerNotFound();
      return { status: 200, body: { uploadUrl: uploadUrlFor(request, clubId, menuId) } };
    },

    async deleteBanner(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const deleted = await writeClub(request.server.db, clubId, async (tx) => {
        await requireMenu(tx, clubId, menuId, { lock: true });
        await assertMayChangeBanner(tx, clubId);
        // the stored image stays: its name is a content hash that another banner may share
        return tx.delete(banners).where(eq(banners.menuId, menuId)).returning({ id: banners.id });
      });
      if (deleted.length === 0) throw bannerNotFound();
      return { status: 204 };
    },

    async getBanner(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const { db } = request.server;
      await requireMenu(db, clubId, menuId);
      const [banner] = await db.select(bannerColumns).from(banners).where(eq(banners.menuId, menuId));
      if (!banner) throw bannerNotFound();
      return { status: 200, body: banner };
    },
  };
