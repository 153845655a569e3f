/**
 * The club's activity log (openapi tag `activity`): a page of entries, and the same entries as a CSV
 * file. Roles are checked before these run (`x-roles`: owner and manager); entries are written by
 * the handlers that make the changes (record.ts).
 */
import { ACTIVITY_EXPORT_MAX } from '@tavola/domain/activity';
import { clubNotFound, validationFailed } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { currencyForCountry } from '#modules/menus/queries.ts';
import { attachmentDisposition } from '#modules/spreadsheets/export.ts';
import { activityCsv, CSV_MEDIA_TYPE } from './csv.ts';
import * as queries from './queries.ts';

const DEFAULT_PAGE = 50;

/**
 * The filter of a request. The contract has checked the day's shape; a date that the calendar does
 * not have (2025-02-30) is refused here, with the field named.
 */
function filterOf(query: { userId?: number; day?: string }): queries.ActivityFilter {
  const { userId, day } = query;
  if (day !== undefined) {
    const parsed = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
      throw validationFailed([{ field: 'day', message: `${day} is not a date (YYYY-MM-DD)` }]);
  }
  return { ...(userId === undefined ? {} : { userId }), ...(day === undefined ? {} : { day }) };
}

const asEntry = (row: queries.ActivityRow) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  kind: row.kind,
  userId: row.userId,
  actorName: row.actorName,
  subject: row.subject,
  details: row.details,
});

export const activityHandlers: Handlers<'listClubActivity' | 'exportClubActivity'> = {
  async listClubActivity(request) {
    const clubId = clubIdOf(request);
    const filter = filterOf(request.query);
    const limit = request.query.limit ?? DEFAULT_PAGE;
    const { db } = request.server;
    // one more than the page tells whether another page follows
    const [club, rows] = await Promise.all([
      queries.clubFacts(db, clubId),
      queries.listActivity(db, clubId, filter, limit + 1, request.query.before),
    ]);
    if (!club) throw clubNotFound();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      status: 200,
      body: {
        entries: page.map(asEntry),
        nextBefore: rows.length > limit && last ? last.id : null,
        currency: currencyForCountry(club.country ?? ''),
      },
    };
  },

  async exportClubActivity(request, reply) {
    const { db, clock } = request.server;
    const clubId = clubIdOf(request);
    const filter = filterOf(request.query);
    const club = await queries.clubFacts(db, clubId);
    if (!club) throw clubNotFound();
    const rows = await queries.listActivity(db, clubId, filter, ACTIVITY_EXPORT_MAX);
    const day = filter.day ?? clock.now().toISOString().slice(0, 10);
    reply
      .type(CSV_MEDIA_TYPE)
      .header('cache-control', 'no-store')
      .header('content-disposition', attachmentDisposition(`activity ${club.name} ${day}`, 'csv'));
    return { status: 200, body: activityCsv(rows, club.timeZone) };
  },
};
