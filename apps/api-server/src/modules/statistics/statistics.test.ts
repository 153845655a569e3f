import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs, scanCounts, tables } from '#db/schema.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import { lastDays } from './handlers.ts';

interface ScanStatistics {
  from: string;
  to: string;
  total: number;
  days: { date: string; scans: number }[];
  tables: { tableId: number; tableName: string | null; scans: number }[];
  languages: { language: string; scans: number }[];
}

describe('scan statistics', () => {
  const t = useTestApp();
  let token = '';
  let strangerToken = '';
  let clubId = 0;
  let otherClubId = 0;
  const tableIds: number[] = [];
  const menuId = 1;

  const statistics = async (query?: Record<string, string>, as = token) =>
    t.call('getScanStatistics', { params: { clubId }, query, token: as });

  const scan = (day: string, tableId: number, scans: number, language = 'original', club = clubId) =>
    t.app.db.insert(scanCounts).values({ clubId: club, day, tableId, menuId, language, scans });

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Osteria Statistica');
    const stranger = await t.createUser();
    strangerToken = await t.signIn(stranger);
    otherClubId = await createClubFor(t, stranger.id, 'Bar Altrui');

    const rows = await t.app.db
      .insert(tables)
      .values(Array.from({ length: 12 }, (_, index) => ({ clubId, name: `T${index + 1}` })))
      .returning({ id: tables.id });
    tableIds.push(...rows.map((row) => row.id));
    // 00:30 of Monday 2 March in Rome (CET, UTC+1) is still Sunday 1 March in UTC
    t.clock.set(new Date('2026-03-01T23:30:00Z'));
  });

  it('counts the last days up to the club-local today, zeros filled across a month boundary', async () => {
    const [t1, t2] = tableIds as [number, number];
    await scan('2026-02-25', t1, 100); // one day before the range
    await scan('2026-02-26', t1, 2);
    await scan('2026-02-26', t2, 1, 'it');
    await scan('2026-02-28', t1, 4, 'de');
    await scan('2026-03-02', t2, 3);
    await scan('2026-03-03', t1, 50); // a day that has not come yet in Rome
    await scan('2026-03-02', 999_999, 70, 'en', otherClubId); // another club's scans

    const response = await statistics({ days: '5' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ScanStatistics;
    expect(body.from).toBe('2026-02-26');
    expect(body.to).toBe('2026-03-02');
    expect(body.days).toEqual([
      { date: '2026-02-26', scans: 3 },
      { date: '2026-02-27', scans: 0 },
      { date: '2026-02-28', scans: 4 },
      { date: '2026-03-01', scans: 0 },
      { date: '2026-03-02', scans: 3 },
    ]);
    expect(body.total).toBe(10);
    expect(body.tables).toEqual([
      { tableId: t1, tableName: 'T1', scans: 6 },
      { tableId: t2, tableName: 'T2', scans: 4 },
    ]);
    expect(body.languages).toEqual([
      { language: 'original', scans: 5 },
      { language: 'de', scans: 4 },
      { language: 'it', scans: 1 },
    ]);
  });

  it('follows the club time zone: the same instant is another day in New York', async () => {
    await t.app.db.update(clubs).set({ timeZone: 'America/New_York' }).where(eq(clubs.id, clubId));
    try {
      const body = (await statistics({ days: '1' })).json() as ScanStatistics;
      // 18:30 of Sunday 1 March in New York
      expect(body.days).toEqual([{ date: '2026-03-01', scans: 0 }]);
      expect(body.total).toBe(0);
      expect(body.tables).toEqual([]);
      expect(body.languages).toEqual([]);
    } finally {
      await t.app.db.update(clubs).set({ timeZone: 'Europe/Rome' }).where(eq(clubs.id, clubId));
    }
  });

  it('lists the 10 tables with most scans, most first, a deleted table without a name', async () => {
    // today: T3..T12 get 10..19 scans more, a deleted table gets 30
    for (const [index, tableId] of tableIds.slice(2).entries()) await scan('2026-03-02', tableId, 10 + index);
    await scan('2026-03-01', 424_242, 30, 'fr');

    // 28 February .. 2 March: T1 (4), T2 (3) and T3 (10) fall out of the top 10
    const body = (await statistics({ days: '3' })).json() as ScanStatistics;
    expect(body.tables).toHaveLength(10);
    expect(body.tables[0]).toEqual({ tableId: 424_242, tableName: null, scans: 30 });
    expect(body.tables.slice(1).map((table) => table.tableName)).toEqual([
      'T12',
      'T11',
      'T10',
      'T9',
      'T8',
      'T7',
      'T6',
      'T5',
      'T4',
    ]);
    const scans = body.tables.map((table) => table.scans);
    expect(scans).toEqual([...scans].sort((a, b) => b - a));
    expect(body.languages).toEqual([
      { language: 'original', scans: 3 + 145 },
      { language: 'fr', scans: 30 },
      { language: 'de', scans: 4 },
    ]);
    expect(body.total).toBe(7 + 145 + 30);
  });

  it('covers 30 days by default; beyond 30 days on Professional only (decision 018), 90 at most', async () => {
    const defaults = (await statistics()).json() as ScanStatistics;
    expect(defaults.days).toHaveLength(30);
    expect(defaults.from).toBe('2026-02-01');
    expect(defaults.to).toBe('2026-03-02');
    for (const plan of ['freemium', 'smart'] as const) {
      await t.app.db.update(clubs).set({ plan }).where(eq(clubs.id, clubId));
      const refused = await statistics({ days: '31' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('feature_not_in_plan');
    }
    await t.app.db.update(clubs).set({ plan: 'professional' }).where(eq(clubs.id, clubId));
    const longest = (await statistics({ days: '90' })).json() as ScanStatistics;
    expect(longest.days).toHaveLength(90);
    expect(longest.days[0]?.date).toBe('2025-12-03');
    expect(longest.days.find((day) => day.date === '2026-02-25')?.scans).toBe(100);
  });

  it.each(['0', '91', '-3', '2.5', 'week'])('refuses days=%s with 400', async (days) => {
    const response = await statistics({ days });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'days' })]);
  });

  it('answers only the club owner: 404 to another user, 401 without a session', async () => {
    const stranger = await statistics({}, strangerToken);
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.call('getScanStatistics', { params: { clubId } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lastDays', () => {
  it('steps calendar days through a daylight saving change', () => {
    // Rome moves to summer time on 29 March 2026 (a 23-hour day)
    expect(lastDays('Europe/Rome', new Date('2026-03-30T10:00:00Z'), 3)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(lastDays('Pacific/Auckland', new Date('2025-12-31T12:00:00Z'), 2)).toEqual([
      '2025-12-31',
      '2026-01-01',
    ]);
  });
});
