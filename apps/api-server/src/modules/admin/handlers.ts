/**
 * Platform administration (the contract's `admin` tag). The openapi plugin lets only users with
 * the admin flag reach these handlers (403 `admin_only` otherwise, before any validation).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '#db/errors.ts';
import { brands, clubMessages, clubs } from '#db/schema.ts';
import { clubNotFound, conflict, notFound, validationFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { clubActivatedMail } from '#mail/templates.ts';
import {
  brandColumns,
  clubOwners,
  findAdminClub,
  findBrandByName,
  listAdminClubs,
  setClubEnabled,
} from './queries.ts';

const brandNameTaken = () => conflict('brand_name_taken', 'A brand with this name already exists.');
const brandNotFound = () => notFound('brand_not_found', 'Brand not found');

/** Trimmed text; blank (only spaces) is refused like an empty field. */
function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw validationFailed([{ field, message: 'Must not be blank' }]);
  return trimmed;
}

async function adminClubOr404(request: FastifyRequest, clubId: number) {
  const club = await findAdminClub(request.server.db, clubId);
  if (!club) throw clubNotFound();
  return club;
}

/** Mails every owner that their club is active; failures are logged, the activation stands. */
async function mailOwnersClubActivated(request: FastifyRequest, clubId: number, clubName: string) {
  const { db, mailer, config } = request.server;
  const owners = await clubOwners(db, clubId);
  const link = `${config.consoleUrl}/clubs/${clubId}/profile`;
  const results = await Promise.allSettled(
    owners.map((owner) => mailer.send(clubActivatedMail(owner, clubName, link))),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      request.log.error({ err: result.reason, clubId }, 'club activation mail failed');
      request.server.reportError(result.reason, request);
    }
  }
}

/** Clubs, brands and messages; plans, offers and prices are the payments module's (payments/admin-handlers.ts). */
export const adminHandlers: Handlers<
  | 'listAdminClubs'
  | 'setClubEnabled'
  | 'setClubMessage'
  | 'clearClubMessage'
  | 'listAdminBrands'
  | 'createBrand'
  | 'updateBrand'
> = {
  async listAdminClubs(request) {
    return { status: 200, body: await listAdminClubs(request.server.db) };
  },

  async setClubEnabled(request) {
    const { db, clock } = request.server;
    const { clubId } = request.params;
    const outcome = await setClubEnabled(db, clubId, request.body.enabled, clock.now());
    if (!outcome) throw clubNotFound();
    const club = await adminClubOr404(request, clubId);
    // after the commit: no transaction held open on the network
    if (outcome.activated) await mailOwnersClubActivated(request, clubId, club.name);
    request.log.info(
      { clubId, enabled: request.body.enabled, adminId: request.auth?.userId },
      'club enabled flag set by an administrator',
    );
    return { status: 200, body: club };
  },

  async setClubMessage(request) {
    const { db, clock } = request.server;
    const { clubId } = request.params;
    const summary = requiredText(request.body.summary, 'summary');
    const fullMessage = requiredText(request.body.fullMessage, 'fullMessage');
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw clubNotFound();
    const [message] = await db
      .insert(clubMessages)
      .values({ clubId, summary, fullMessage, severity: request.body.severity, createdAt: clock.now() })
      .returning();
    if (!message) throw new Error('club message not stored');
    return {
      status: 201,
      body: {
        id: message.id,
        summary: message.summary,
        fullMessage: message.fullMessage,
        severity: message.severity,
      },
    };
  },

  async clearClubMessage(request) {
    const { db } = request.server;
    const { clubId } = request.params;
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw clubNotFound();
    await db.delete(clubMessages).where(eq(clubMessages.clubId, clubId));
    return { status: 204 };
  },

  async listAdminBrands(request) {
    const rows = await request.server.db.select(brandColumns).from(brands).orderBy(asc(brands.name));
    return { status: 200, body: rows };
  },

  async createBrand(request) {
    const { db, clock } = request.server;
    const name = requiredText(request.body.name, 'name');
    try {
      const brand = await db.transaction(async (tx) => {
        if (await findBrandByName(tx, name)) throw brandNameTaken();
        const [row] = await tx
          .insert(brands)
          .values({ name, createdAt: clock.now() })
          .returning(brandColumns);
        return row;
      });
      if (!brand) throw new Error('brand not stored');
      return { status: 201, body: brand };
    } catch (error) {
      if (isUniqueViolation(error)) throw brandNameTaken();
      throw error;
    }
  },

  async updateBrand(request) {
    const { db } = request.server;
    const { brandId } = request.params;
    const name = request.body.name === undefined ? undefined : requiredText(request.body.name, 'name');
    const enabled = request.body.enabled;
    try {
      const brand = await db.transaction(async (tx) => {
        if (name !== undefined && (await findBrandByName(tx, name, brandId))) throw brandNameTaken();
        const [row] = await tx
          .update(brands)
          .set({ ...(name === undefined ? {} : { name }), ...(enabled === undefined ? {} : { enabled }) })
          .where(eq(brands.id, brandId))
          .returning(brandColumns);
        return row;
      });
      if (!brand) throw brandNotFound();
      return { status: 200, body: brand };
    } catch (error) {
      if (isUniqueViolation(error)) throw brandNameTaken();
      throw error;
    }
  },
};
