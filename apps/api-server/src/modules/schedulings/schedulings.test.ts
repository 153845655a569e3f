import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schedulings } from '#db/schema.ts';
import type { OperationId } from '#http/types.ts';
import { createClubFor, createMenuFor } from '#modules/sections/menu-content.fixtures.ts';
import { type CallOptions, useTestApp } from '#test/harness.ts';

interface Scheduling {
  id: number;
  days: number[];
  startTime: string;
  endTime: string;
  tableZone: { id: number; name: string } | null;
}

describe('schedulings', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;
  let menuId = 0;
  let otherMenuId = 0;
  let terrace = { id: 0, name: 'Terrace' };
  let foreignZoneId = 0;
  let strangerToken = '';

  function call(operationId: OperationId, options: CallOptions & { as?: string } = {}) {
    return t.call(operationId, {
      ...options,
      token: options.as ?? token,
      params: { clubId, menuId, ...options.params },
    });
  }

  const list = async (id = menuId) =>
    (await call('listSchedulings', { params: { menuId: id } })).json().schedulings as Scheduling[];

  beforeAll(async () => {
    const owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClubFor(t, owner.id, 'Osteria Orari');
    menuId = await createMenuFor(t, clubId, 'Aperitivo');
    otherMenuId = await createMenuFor(t, clubId, 'Pranzo');
    terrace = (await call('createZone', { body: { name: 'Terrace' } })).json();

    const stranger = await t.createUser();
    strangerToken = await t.signIn(stranger);
    const strangerClub = await createClubFor(t, stranger.id, 'Altro Bar');
    const zone = await t.call('createZone', {
      params: { clubId: strangerClub },
      body: { name: 'Garden' },
      token: strangerToken,
    });
    foreignZoneId = zone.json().id;
  });

  it('starts empty, then creates rules with and without a zone', async () => {
    expect(await list()).toEqual([]);
    const saved = await call('saveSchedulings', {
      body: [
        { days: [7, 6], startTime: '18:00', endTime: '23:00', tableZoneId: terrace.id },
        { days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '24:00', tableZoneId: null },
        { days: [5], startTime: '22:00', endTime: '02:00' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const rules = saved.json().schedulings as Scheduling[];
    expect(rules.map(({ id: _id, ...rule }) => rule)).toEqual([
      { days: [6, 7], startTime: '18:00', endTime: '23:00', tableZone: terrace },
      { days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '24:00', tableZone: null },
      { days: [5], startTime: '22:00', endTime: '02:00', tableZone: null },
    ]);
    expect(await list()).toEqual(rules);
    // another menu of the club is untouched
    expect(await list(otherMenuId)).toEqual([]);
  });

  it('updates listed rules by id and keeps the ones not listed', async () => {
    const [weekend, allWeek] = await list();
    const saved = await call('saveSchedulings', {
      body: [
        { id: weekend?.id, days: [6], startTime: '19:00', endTime: '01:00', tableZoneId: terrace.id },
        { days: [1], startTime: '12:00', endTime: '15:00' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const rules = saved.json().schedulings as Scheduling[];
    expect(rules).toHaveLength(4);
    expect(rules[0]).toEqual({
      id: weekend?.id,
      days: [6],
      startTime: '19:00',
      endTime: '01:00',
      tableZone: terrace,
    });
    expect(rules[1]).toEqual(allWeek);
  });

  it('checks each rule at its boundaries and names the entry and field', async () => {
    const before = await list();
    const cases: [unknown, string][] = [
      [{ days: [], startTime: '10:00', endTime: '11:00' }, '0.days'],
      [{ days: [0], startTime: '10:00', endTime: '11:00' }, '0.days.0'],
      [{ days: [8], startTime: '10:00', endTime: '11:00' }, '0.days.0'],
      [{ days: [1, 1], startTime: '10:00', endTime: '11:00' }, '0.days'],
      [{ days: [1], startTime: '24:00', endTime: '11:00' }, '0.startTime'],
      [{ days: [1], startTime: '10:00', endTime: '24:01' }, '0.endTime'],
      [{ days: [1], startTime: '9:00', endTime: '11:00' }, '0.startTime'],
    ];
    for (const [entry, field] of cases) {
      const response = await call('saveSchedulings', { body: [entry] });
      expect(response.statusCode, JSON.stringify(entry)).toBe(400);
      const fields = (response.json().details as { field: string }[]).map((detail) =>
        detail.field.replace(/^\//, '').replaceAll('/', '.'),
      );
      expect(
        fields.some((f) => f === field || f.startsWith(field)),
        `${JSON.stringify(entry)} ${fields}`,
      ).toBe(true);
    }
    // the edges that are allowed: 00:00 start, 23:59 start, 24:00 end, an end before the start
    const edges = await call('saveSchedulings', {
      body: [
        { days: [1], startTime: '23:59', endTime: '24:00' },
        { days: [7], startTime: '23:59', endTime: '00:00' },
      ],
    });
    expect(edges.statusCode).toBe(200);
    const added = (edges.json().schedulings as Scheduling[]).slice(before.length);
    for (const rule of added)
      expect((await call('deleteScheduling', { params: { schedulingId: rule.id } })).statusCode).toBe(204);
  });

  it('refuses a start equal to the end, unless all day', async () => {
    const response = await call('saveSchedulings', {
      body: [{ days: [2], startTime: '10:00', endTime: '10:00' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: '0.endTime', message: 'The end must differ from the start: use All day for the whole day' },
    ]);
  });

  it('is all or nothing: one bad entry (foreign zone, unknown id, duplicate id) writes nothing', async () => {
    const before = await list();
    const [first] = before;
    const foreignZone = await call('saveSchedulings', {
      body: [
        { id: first?.id, days: [3], startTime: '08:00', endTime: '09:00' },
        { days: [4], startTime: '08:00', endTime: '09:00' },
        { days: [4], startTime: '08:00', endTime: '09:00', tableZoneId: foreignZoneId },
      ],
    });
    expect(foreignZone.statusCode).toBe(400);
    expect(foreignZone.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      details: [{ field: '2.tableZoneId', message: `Zone ${foreignZoneId} is not a zone of this club` }],
    });

    const [otherRule] = (
      await call('saveSchedulings', {
        params: { menuId: otherMenuId },
        body: [{ days: [1], startTime: '12:00', endTime: '14:00' }],
      })
    ).json().schedulings as Scheduling[];
    const foreignId = await call('saveSchedulings', {
      body: [
        { days: [4], startTime: '08:00', endTime: '09:00' },
        { id: otherRule?.id, days: [3], startTime: '08:00', endTime: '09:00' },
        { id: 999_999, days: [3], startTime: '08:00', endTime: '09:00' },
      ],
    });
    expect(foreignId.statusCode).toBe(400);
    expect(foreignId.json().details).toEqual([
      { field: '1.id', message: `Scheduling ${otherRule?.id} is not in this menu` },
      { field: '2.id', message: 'Scheduling 999999 is not in this menu' },
    ]);

    const duplicate = await call('saveSchedulings', {
      body: [
        { id: first?.id, days: [3], startTime: '08:00', endTime: '09:00' },
        { id: first?.id, days: [4], startTime: '08:00', endTime: '09:00' },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().details).toEqual([
      { field: '1.id', message: `Scheduling ${first?.id} is listed more than once` },
    ]);

    expect(await list()).toEqual(before);
    expect(await list(otherMenuId)).toEqual([otherRule]);
  });

  it('accepts at most 100 entries in a batch', async () => {
    const entry = { days: [1], startTime: '10:00', endTime: '11:00' };
    const tooMany = await call('saveSchedulings', { body: Array.from({ length: 101 }, () => entry) });
    expect(tooMany.statusCode).toBe(400);
    const before = await list();
    const hundred = await call('saveSchedulings', {
      params: { menuId: otherMenuId },
      body: Array.from({ length: 100 }, () => entry),
    });
    expect(hundred.statusCode).toBe(200);
    expect(await list()).toEqual(before);
    await t.app.db.delete(schedulings).where(eq(schedulings.menuId, otherMenuId));
  });

  it('deletes one rule of the menu; another menu’s rule or an unknown one is not found', async () => {
    const [first, second] = await list();
    const [otherRule] = (
      await call('saveSchedulings', {
        params: { menuId: otherMenuId },
        body: [{ days: [1], startTime: '12:00', endTime: '14:00' }],
      })
    ).json().schedulings as Scheduling[];
    expect((await call('deleteScheduling', { params: { schedulingId: first?.id ?? 0 } })).statusCode).toBe(
      204,
    );
    expect((await list())[0]).toEqual(second);
    for (const schedulingId of [first?.id ?? 0, otherRule?.id ?? 0]) {
      const response = await call('deleteScheduling', { params: { schedulingId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'scheduling_not_found', message: 'Scheduling not found' });
    }
    expect(await list(otherMenuId)).toEqual([otherRule]);
  });

  it('answers menu_not_found for a menu of another club, and a stranger gets club_not_found', async () => {
    const foreignMenu = await createMenuFor(t, await createClubFor(t, (await t.createUser()).id, 'X'), 'Y');
    for (const operationId of ['listSchedulings', 'saveSchedulings'] as const) {
      const response = await call(operationId, { params: { menuId: foreignMenu }, body: [] });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('menu_not_found');
    }
    const stranger = await call('listSchedulings', { as: strangerToken });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('club_not_found');
  });

  it('keeps a zone that schedulings use from being deleted (409 zone_in_use), then lets it go', async () => {
    const patio = (await call('createZone', { body: { name: 'Patio' } })).json();
    const saved = await call('saveSchedulings', {
      body: [{ days: [6, 7], startTime: '18:00', endTime: '23:00', tableZoneId: patio.id }],
    });
    const rule = (saved.json().schedulings as Scheduling[]).find((r) => r.tableZone?.id === patio.id);
    const refused = await call('deleteZone', { params: { zoneId: patio.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'zone_in_use',
      message: 'The zone "Patio" is used by 1 menu scheduling: change or delete them first.',
    });
    expect((await call('deleteScheduling', { params: { schedulingId: rule?.id ?? 0 } })).statusCode).toBe(
      204,
    );
    expect((await call('deleteZone', { params: { zoneId: patio.id } })).statusCode).toBe(204);
  });
});
