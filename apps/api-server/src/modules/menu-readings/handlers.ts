/**
 * Menus read from photos or a PDF (contract tag `menu-readings`): the upload starts a reading in
 * its own process (jobs/), the owner follows its progress, corrects the draft, and creates the menu
 * through the spreadsheet import's path. Club access is checked before these run
 * (plugins/openapi.ts); every query here is scoped by the club.
 */
import { languageOfCountry } from '@tavola/domain/languages';
import { entitlementsFor } from '@tavola/domain/plans';
import { and, eq, sql } from 'drizzle-orm';
import { writeClub } from '#db/club-writes.ts';
import { menuReadingPages, menuReadings } from '#db/schema.ts';
import { badRequest, conflict, notFound, preconditionFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { actorOf, recordActivity } from '#modules/activity/record.ts';
import { assertMayAddMenu } from '#modules/menus/menu-limit.ts';
import { clubCountry } from '#modules/menus/queries.ts';
import { writeImportedMenu } from '#modules/spreadsheets/write-menu.ts';
import { checkedDraft } from './draft-menu.ts';
import { removeJobFolder } from './jobs/job-folders.ts';
import type { ReadingLanguage } from './jobs/messages.ts';
import { findReading, listReadings, readingsInProgress, toMenuReading } from './queries.ts';
import { receiveReadingUpload } from './upload.ts';

/** A club reads at most this many menus at once: each takes a process and a core for a while. */
export const READINGS_AT_ONCE = 2;

const READING_LANGUAGES: readonly string[] = ['it', 'en', 'de', 'fr', 'es'];

/**
 * The draft revision an `If-Match` header names (`"3"`, as `draftRevision` is sent back), or null
 * without one; anything else is refused rather than taken for "any revision".
 */
function draftRevisionOf(header: string | undefined): number | null {
  if (header === undefined) return null;
  const match = /^"(\d{1,9})"$/.exec(header.trim());
  if (!match)
    throw badRequest('invalid_if_match', 'If-Match must be a draft revision in quotes, such as "3".');
  return Number(match[1]);
}

const notReady = () =>
  conflict('reading_not_ready', 'This reading has no draft to work on: it is still being read, or it ended.');

export const menuReadingHandlers: Handlers<
  | 'listMenuReadings'
  | 'startMenuReading'
  | 'getMenuReading'
  | 'discardMenuReading'
  | 'saveMenuReadingDraft'
  | 'getMenuReadingPage'
  | 'createMenuFromReading'
> = {
  async listMenuReadings(request) {
    return { status: 200, body: await listReadings(request.server.db, request.params.clubId) };
  },

  async startMenuReading(request) {
    const { clubId } = request.params;
    const { db } = request.server;
    if ((await readingsInProgress(db, clubId)) >= READINGS_AT_ONCE)
      throw conflict(
        'reading_in_progress',
        `${READINGS_AT_ONCE} menus are being read already: wait for one to finish, or cancel it.`,
      );
    const upload = await receiveReadingUpload(request);
    try {
      const [address] = await clubCountry(db, clubId);
      const clubLanguage = languageOfCountry(address?.country ?? '');
      const language = (upload.language ??
        (READING_LANGUAGES.includes(clubLanguage) ? clubLanguage : 'en')) as ReadingLanguage;
      const [row] = await db
        .insert(menuReadings)
        .values({ clubId, userId: actorOf(request).userId ?? null, language })
        .returning();
      if (!row) throw new Error('reading not created');
      request.server.menuReadings.add({ readingId: row.id, dir: upload.dir, files: upload.files, language });
      return { status: 202, body: toMenuReading(row) };
    } catch (error) {
      await removeJobFolder(upload.dir);
      throw error;
    }
  },

  async getMenuReading(request) {
    const { clubId, readingId } = request.params;
    return { status: 200, body: toMenuReading(await findReading(request.server.db, clubId, readingId)) };
  },

  async discardMenuReading(request) {
    const { clubId, readingId } = request.params;
    const { db } = request.server;
    const reading = await findReading(db, clubId, readingId);
    if (reading.status === 'reading') {
      // kept as cancelled, so every tab following it learns why it stopped
      await db
        .update(menuReadings)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(menuReadings.id, readingId), eq(menuReadings.status, 'reading')));
      request.server.menuReadings.stop(readingId);
    } else {
      await db
        .delete(menuReadings)
        .where(and(eq(menuReadings.clubId, clubId), eq(menuReadings.id, readingId)));
    }
    return { status: 204 };
  },

  async saveMenuReadingDraft(request) {
    const { clubId, readingId } = request.params;
    const { db } = request.server;
    const revision = draftRevisionOf(request.headers['if-match']);
    const [row] = await db
      .update(menuReadings)
      .set({
        draft: request.body,
        draftRevision: sql`${menuReadings.draftRevision} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(menuReadings.clubId, clubId),
          eq(menuReadings.id, readingId),
          eq(menuReadings.status, 'ready'),
          revision === null ? undefined : eq(menuReadings.draftRevision, revision),
        ),
      )
      .returning();
    if (!row) {
      const reading = await findReading(db, clubId, readingId); // 404 when it is not the club's
      if (reading.status !== 'ready') throw notReady();
      throw preconditionFailed(
        'draft_changed',
        'This draft was changed in another window meanwhile. Reload it to see those changes before you go on.',
      );
    }
    return { status: 200, body: toMenuReading(row) };
  },

  async getMenuReadingPage(request, reply) {
    const { clubId, readingId, page } = request.params;
    const { db } = request.server;
    const [row] = await db
      .select({ imageName: menuReadingPages.imageName })
      .from(menuReadingPages)
      .innerJoin(menuReadings, eq(menuReadings.id, menuReadingPages.readingId))
      .where(
        and(
          eq(menuReadings.clubId, clubId),
          eq(menuReadingPages.readingId, readingId),
          eq(menuReadingPages.page, page),
        ),
      );
    if (!row) {
      await findReading(db, clubId, readingId);
      throw notFound('page_not_found', 'This page of the reading was not found.');
    }
    const image = await request.server.uploads.store.get(row.imageName);
    if (!image) throw notFound('page_not_found', 'This page of the reading was not found.');
    reply.type('image/jpeg').header('cache-control', 'private, max-age=3600');
    // the generated type of a binary body is string; Fastify sends the bytes as they are
    return { status: 200, body: image.data as unknown as string };
  },

  async createMenuFromReading(request) {
    const { clubId, readingId } = request.params;
    const { name, showToGuests = false } = request.body;
    const { db, clock } = request.server;
    const reading = await findReading(db, clubId, readingId);
    if (reading.status !== 'ready' || !reading.draft) throw notReady();
    const club = await assertMayAddMenu(db, clubId);
    const sections = checkedDraft(reading.draft, reading.language, entitlementsFor(club.plan));
    const menuId = await writeClub(db, clubId, async (tx) => {
      // the reading is taken in the same transaction: two clicks create one menu
      const [taken] = await tx
        .update(menuReadings)
        .set({ status: 'created', updatedAt: sql`now()` })
        .where(and(eq(menuReadings.id, readingId), eq(menuReadings.status, 'ready')))
        .returning({ id: menuReadings.id });
      if (!taken) throw notReady();
      const id = await writeImportedMenu(tx, {
        clubId,
        name: name.trim(),
        sections,
        hidden: !showToGuests,
        now: clock.now(),
        sourceLanguage: reading.language,
      });
      await tx.update(menuReadings).set({ menuId: id }).where(eq(menuReadings.id, readingId));
      await recordActivity(tx, clubId, actorOf(request), { kind: 'menu_created', subject: name.trim() });
      return id;
    });
    const items = sections.reduce((sum, section) => sum + section.items.length, 0);
    return { status: 201, body: { outcome: 'created', menuId, items, hidden: !showToGuests } };
  },
};
