/**
 * Scan statistics of a club: per day (zeros filled), the top tables and the guests' languages, over
 * the last `days` days ending today in the club's time zone. Club ownership is checked before this
 * runs (plugins/openapi.ts); `days` is bounded by the contract (1..90, default 30).
 */
import { entitlementsFor } from '@tavola/domain/plans';
import { localTimeAt } from '@tavola/domain/scheduling';
import { clubNotFound, forbidden } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import * as queries from './queries.ts';

const DEFAULT_DAYS = 30;

/** Calendar dates (YYYY-MM-DD) of the `days` days ending with the club's local today at `now`. */
export function lastDays(timeZone: string, now: Date, days: number): string[] {
  const today = localTimeAt(timeZone, now);
  // calendar arithmetic on a UTC date: no time zone or daylight saving shift can skip a day
  const last = Date.UTC(today.year, today.month - 1, today.day);
  const dates: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    dates.push(new Date(last - back * 86_400_000).toISOString().slice(0, 10));
  }
  return dates;
}

/** 403 for a look further back than the plan's statistics go (decision 018). */
export const beyondPlanStatistics = (allowedDays: number) =>
  forbidden(
    'feature_not_in_plan',
    `Your plan shows statistics for the last ${allowedDays} days. The Professional plan shows 90 days.`,
  );

export const statisticsHandlers: Handlers<'getScanStatistics'> = {
  async getScanStatistics(request) {
    const { db, clock } = request.server;
    const clubId = clubIdOf(request);
    const club = await queries.clubTimeZoneAndPlan(db, clubId);
    if (!club) throw clubNotFound();
    const days = request.query.days ?? DEFAULT_DAYS;
    // Professional looks back 90 days, the other plans 30 (decision 018)
    const allowedDays = entitlementsFor(club.plan).statisticsDays;
    if (days > allowedDays) throw beyondPlanStatistics(allowedDays);

    const dates = lastDays(club.timeZone, clock.now(), days);
    const range = { from: dates[0] as string, to: dates[dates.length - 1] as string };
    const [perDay, tables, languages] = await Promise.all([
      queries.scansPerDay(db, clubId, range),
      queries.topTables(db, clubId, range),
      queries.languages(db, clubId, range),
    ]);

    const byDate = new Map(perDay.map((row) => [row.date, Number(row.scans)]));
    const perDate = dates.map((date) => ({ date, scans: byDate.get(date) ?? 0 }));
    return {
      status: 200,
      body: {
        from: range.from,
        to: range.to,
        total: perDate.reduce((sum, day) => sum + day.scans, 0),
        days: perDate,
        tables: tables.map((row) => ({ ...row, scans: Number(row.scans) })),
        languages: languages.map((row) => ({ ...row, scans: Number(row.scans) })),
      },
    };
  },
};
