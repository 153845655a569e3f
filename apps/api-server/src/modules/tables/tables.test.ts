import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tableQrPath } from '@tavola/domain/table';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, clubMembers, clubs, menus, schedulings, tables } from '#db/schema.ts';
import { type TestUser, useTestApp } from '#test/harness.ts';
import { decodeQrSheet } from '#test/qr-sheet-decoder.ts';

const run = promisify(execFile);
const GUEST_BASE_URL = 'https://menu.example.test';

interface Table {
  id: number;
  name: string;
  premium: boolean;
  tableZoneId: number | null;
  orderKey: string;
}

/** A small PNG logo: an orange square with a dark centre. */
function logoPng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const i = (y * 64 + x) * 4;
      const centre = x > 20 && x < 44 && y > 20 && y < 44;
      png.data.set(centre ? [40, 40, 40, 255] : [245, 130, 32, 255], i);
    }
  }
  return PNG.sync.write(png);
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-qr-text-'));
  try {
    await writeFile(path.join(dir, 'sheet.pdf'), pdf);
    const { stdout } = await run('pdftotext', [path.join(dir, 'sheet.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('tables, zones and the QR sheet', () => {
  const t = useTestApp({ env: { GUEST_BASE_URL } });
  let owner: TestUser;
  let token = '';
  let otherToken = '';
  let clubId = 0;
  let otherClubId = 0;
  let logoServer: Server;
  let logoUrl = '';

  async function createClub(userId: number, values: { name: string; country: string; logo?: string }) {
    const db = t.app.db;
    const [address] = await db
      .insert(addresses)
      .values({ line1: 'Via Roma 1', city: 'Roma', country: values.country, postalCode: '00100' })
      .returning();
    const [club] = await db
      .insert(clubs)
      .values({
        name: values.name,
        seats: 40,
        addressId: address?.id ?? 0,
        timeZone: 'Europe/Rome',
        companyName: 'Test srl',
        vatNumber: 'IT00743110157',
        logo: values.logo ?? null,
      })
      .returning();
    if (!club) throw new Error('club not created');
    await db.insert(clubMembers).values({ clubId: club.id, userId, role: 'owner' });
    return club.id;
  }

  beforeAll(async () => {
    const logo = logoPng();
    logoServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': logo.length });
      response.end(logo);
    });
    await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
    logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/logo.png`;

    owner = await t.createUser();
    token = await t.signIn(owner);
    clubId = await createClub(owner.id, { name: 'Caffè Già', country: 'IT' });
    // these tests use many rooms: Professional's (decision 018)
    await t.app.db.update(clubs).set({ plan: 'professional' }).where(eq(clubs.id, clubId));
    const other = await t.createUser();
    otherToken = await t.signIn(other);
    otherClubId = await createClub(other.id, { name: 'The Other Pub', country: 'GB', logo: logoUrl });
  });

  afterAll(async () => {
    await new Promise((resolve) => logoServer?.close(resolve));
  });

  const call = (
    operationId: Parameters<typeof t.call>[0],
    options: {
      params?: Record<string, number>;
      body?: unknown;
      query?: Record<string, string>;
      as?: string;
    } = {},
  ) =>
    t.call(operationId, {
      params: { clubId, ...options.params },
      token: options.as ?? token,
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.query ? { query: options.query } : {}),
    });

  async function createZone(name: string): Promise<{ id: number; name: string }> {
    const response = await call('createZone', { body: { name } });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function tableNames(): Promise<string[]> {
    const response = await call('listTables');
    return (response.json().tables as Table[]).map((table) => table.name);
  }

  describe('zones', () => {
    it('are created with a trimmed, unique name, listed by name, and renamed', async () => {
      const garden = await createZone('  Garden ');
      expect(garden).toEqual({ id: expect.any(Number), name: 'Garden', ordering: false });
      await createZone('Bar');

      const duplicate = await call('createZone', { body: { name: 'Garden' } });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        code: 'zone_name_taken',
        message: 'A zone named "Garden" already exists. Choose another name.',
      });

      const listed = await call('listZones');
      expect(listed.json().tableZones.map((zone: { name: string }) => zone.name)).toEqual(['Bar', 'Garden']);

      const renamed = await call('renameZone', { params: { zoneId: garden.id }, body: { name: 'Giardino' } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ id: garden.id, name: 'Giardino', ordering: false });
      // a zone takes orders once its switch is on; left out, the switch keeps its value
      const ordering = await call('renameZone', {
        params: { zoneId: garden.id },
        body: { name: 'Giardino', ordering: true },
      });
      expect(ordering.json()).toEqual({ id: garden.id, name: 'Giardino', ordering: true });
      const kept = await call('renameZone', { params: { zoneId: garden.id }, body: { name: 'Giardino' } });
      expect(kept.json().ordering).toBe(true);
      // renaming to its own name is fine, to another zone's name is not
      expect(
        (await call('renameZone', { params: { zoneId: garden.id }, body: { name: 'Giardino' } })).statusCode,
      ).toBe(200);
      const clash = await call('renameZone', { params: { zoneId: garden.id }, body: { name: 'Bar' } });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('zone_name_taken');
    });

    it('are limited to 2 on Freemium and Smart (403 zone_limit_reached), any number on Professional', async () => {
      const smallClub = await createClub(owner.id, { name: 'Bar Piccolo', country: 'IT' });
      const add = (name: string) => call('createZone', { params: { clubId: smallClub }, body: { name } });
      expect((await add('Sala')).statusCode).toBe(201);
      expect((await add('Dehors')).statusCode).toBe(201);
      for (const plan of ['freemium', 'smart'] as const) {
        await t.app.db.update(clubs).set({ plan }).where(eq(clubs.id, smallClub));
        const refused = await add('Terrazza');
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 'zone_limit_reached',
          message:
            'Your plan includes up to 2 zones. The Professional plan has as many zones as your venue has rooms.',
        });
      }
      await t.app.db.update(clubs).set({ plan: 'professional' }).where(eq(clubs.id, smallClub));
      expect((await add('Terrazza')).statusCode).toBe(201);
    });

    it('need a name of 1 to 60 characters', async () => {
      const blank = await call('createZone', { body: { name: '   ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details).toEqual([{ field: 'name', message: 'Zone name is required' }]);
      expect((await call('createZone', { body: { name: '' } })).statusCode).toBe(400);
      expect((await call('createZone', { body: { name: 'z'.repeat(61) } })).statusCode).toBe(400);
      expect((await call('createZone', { body: {} })).statusCode).toBe(400);
      expect((await call('createZone', { body: { name: 'Sala', extra: 1 } })).statusCode).toBe(400);
      expect((await call('createZone', { body: { name: 'à'.repeat(60) } })).statusCode).toBe(201);
    });

    it('of another club are not found', async () => {
      const theirs = await call('createZone', {
        body: { name: 'Upstairs' },
        params: { clubId: otherClubId },
        as: otherToken,
      });
      const zoneId = theirs.json().id as number;
      for (const response of [
        await call('renameZone', { params: { zoneId }, body: { name: 'Mine now' } }),
        await call('deleteZone', { params: { zoneId } }),
        await call('saveTable', { body: { name: 'Sneaky', tableZoneId: zoneId } }),
        await call('getTableQrSheet', { query: { zoneId: String(zoneId) } }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'zone_not_found', message: 'Zone not found' });
      }
      expect(await tableNames()).not.toContain('Sneaky');
    });

    it('cannot be deleted while tables use them', async () => {
      const patio = await createZone('Patio');
      const saved = await call('saveTable', { body: { name: 'Patio 1', tableZoneId: patio.id } });
      await call('saveTable', { body: { name: 'Patio 2', tableZoneId: patio.id } });

      const refused = await call('deleteZone', { params: { zoneId: patio.id } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'zone_in_use',
        message: 'The zone "Patio" still has 2 tables: move them to another zone or delete them first.',
      });
      expect((await call('listZones')).json().tableZones).toContainEqual(patio);

      // move one out, delete the other: then the zone goes
      const table = saved.json() as Table;
      await call('saveTable', { body: { id: table.id, name: table.name, tableZoneId: null } });
      const [remaining] = (await call('listTables'))
        .json()
        .tables.filter((row: Table) => row.name === 'Patio 2');
      expect((await call('deleteTable', { params: { tableId: remaining.id } })).statusCode).toBe(204);
      expect((await call('deleteZone', { params: { zoneId: patio.id } })).statusCode).toBe(204);
      expect((await call('deleteZone', { params: { zoneId: patio.id } })).statusCode).toBe(404);
      expect((await call('listZones')).json().tableZones).not.toContainEqual(patio);
    });

    it('cannot be deleted while menu schedulings use them', async () => {
      const garden = await createZone('Garden');
      const [menu] = await t.app.db.insert(menus).values({ clubId, name: 'Garden menu' }).returning();
      const saved = await call('saveSchedulings', {
        params: { menuId: menu?.id ?? 0 },
        body: [{ days: [6, 7], startTime: '18:00', endTime: '23:00', tableZoneId: garden.id }],
      });
      expect(saved.statusCode).toBe(200);
      const refused = await call('deleteZone', { params: { zoneId: garden.id } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'zone_in_use',
        message: 'The zone "Garden" is used by 1 menu scheduling: change or delete them first.',
      });
      await t.app.db.delete(schedulings).where(eq(schedulings.menuId, menu?.id ?? 0));
      expect((await call('deleteZone', { params: { zoneId: garden.id } })).statusCode).toBe(204);
    });
  });

  describe('tables', () => {
    it('are created, read, renamed, moved between zones and deleted', async () => {
      const hall = await createZone('Hall');
      const created = await call('saveTable', { body: { name: '  Window  ', tableZoneId: hall.id } });
      expect(created.statusCode).toBe(200);
      const table = created.json() as Table;
      expect(table).toEqual({
        id: expect.any(Number),
        name: 'Window',
        premium: false,
        tableZoneId: hall.id,
        orderKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect((await call('getTable', { params: { tableId: table.id } })).json()).toEqual(table);

      const moved = await call('saveTable', {
        body: { id: table.id, name: 'Big window', premium: true, tableZoneId: null },
      });
      expect(moved.json()).toEqual({
        id: table.id,
        name: 'Big window',
        premium: true,
        tableZoneId: null,
        orderKey: table.orderKey,
      });
      // premium left out keeps its value
      const renamed = await call('saveTable', {
        body: { id: table.id, name: 'Window 1', tableZoneId: hall.id },
      });
      expect(renamed.json()).toEqual({
        id: table.id,
        name: 'Window 1',
        premium: true,
        tableZoneId: hall.id,
        orderKey: table.orderKey,
      });

      expect((await call('deleteTable', { params: { tableId: table.id } })).statusCode).toBe(204);
      const gone = await call('getTable', { params: { tableId: table.id } });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ code: 'table_not_found', message: 'Table not found' });
      expect((await call('deleteTable', { params: { tableId: table.id } })).statusCode).toBe(404);
      expect((await call('saveTable', { body: { id: table.id, name: 'Back' } })).statusCode).toBe(404);
    });

    it('have names unique within the club, of 1 to 100 characters', async () => {
      const first = (await call('saveTable', { body: { name: 'Corner' } })).json() as Table;
      const duplicate = await call('saveTable', { body: { name: ' Corner ' } });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().code).toBe('table_name_taken');
      expect(duplicate.json().message).toBe('A table named "Corner" already exists. Choose another name.');
      const second = (await call('saveTable', { body: { name: 'Corner 2' } })).json() as Table;
      const renameClash = await call('saveTable', { body: { id: second.id, name: 'Corner' } });
      expect(renameClash.statusCode).toBe(409);
      // saving a table under its own name is no clash
      expect(
        (await call('saveTable', { body: { id: first.id, name: 'Corner', premium: true } })).statusCode,
      ).toBe(200);
      // another club may use the same name
      const elsewhere = await call('saveTable', {
        body: { name: 'Corner' },
        params: { clubId: otherClubId },
        as: otherToken,
      });
      expect(elsewhere.statusCode).toBe(200);

      const blank = await call('saveTable', { body: { name: '  ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details).toEqual([{ field: 'name', message: 'Table name is required' }]);
      expect((await call('saveTable', { body: { name: 'x'.repeat(101) } })).statusCode).toBe(400);
      expect((await call('saveTable', { body: { name: 'x'.repeat(100) } })).statusCode).toBe(200);
      expect((await call('saveTable', { body: { name: 'Bad zone', tableZoneId: 'one' } })).statusCode).toBe(
        400,
      );
      expect((await call('saveTable', { body: { name: 'No zone', tableZoneId: 999_999 } })).statusCode).toBe(
        404,
      );
      expect(await tableNames()).not.toContain('No zone');
    });

    it('of another club cannot be read, changed or deleted', async () => {
      const theirs = (
        await call('saveTable', {
          body: { name: 'Private' },
          params: { clubId: otherClubId },
          as: otherToken,
        })
      ).json() as Table;
      expect((await call('getTable', { params: { tableId: theirs.id } })).statusCode).toBe(404);
      expect((await call('deleteTable', { params: { tableId: theirs.id } })).statusCode).toBe(404);
      expect((await call('saveTable', { body: { id: theirs.id, name: 'Mine' } })).statusCode).toBe(404);
      const [row] = await t.app.db.select().from(tables).where(eq(tables.id, theirs.id));
      expect(row?.name).toBe('Private');
      expect(row?.clubId).toBe(otherClubId);
    });
  });

  describe('a range of tables', () => {
    it('adds T1 to T20 in a zone in one call, listed in natural order', async () => {
      const terrace = await createZone('Terrace');
      const response = await call('createTableRange', {
        body: { prefix: 'T', from: 1, to: 20, tableZoneId: terrace.id },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json().tables as Table[];
      expect(created.map((table) => table.name)).toEqual(Array.from({ length: 20 }, (_, i) => `T${i + 1}`));
      expect(created.every((table) => table.tableZoneId === terrace.id && !table.premium)).toBe(true);

      const listed = (await call('listTables')).json().tables as Table[];
      const onTerrace = listed.filter((table) => table.tableZoneId === terrace.id).map((table) => table.name);
      expect(onTerrace.slice(0, 11)).toEqual([
        'T1',
        'T2',
        'T3',
        'T4',
        'T5',
        'T6',
        'T7',
        'T8',
        'T9',
        'T10',
        'T11',
      ]);
    });

    it('writes nothing when a name of the range is taken, and names every taken one', async () => {
      const before = await tableNames();
      const response = await call('createTableRange', { body: { prefix: 'T', from: 15, to: 25 } });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('table_name_taken');
      expect(response.json().message).toBe(
        'Tables named "T15", "T16", "T17", "T18", "T19", "T20" already exist. Nothing was added.',
      );
      expect(response.json().details).toHaveLength(6);
      expect(await tableNames()).toEqual(before);
      expect(before).not.toContain('T21');
    });

    it('accepts 1 to 100 tables, numbers 0 to 9999, in order', async () => {
      const before = await tableNames();
      const reversed = await call('createTableRange', { body: { prefix: 'R', from: 5, to: 1 } });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().details).toEqual([
        { field: 'to', message: 'The last number must not be lower than the first' },
      ]);
      const tooMany = await call('createTableRange', { body: { prefix: 'R', from: 1, to: 101 } });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().details).toEqual([
        { field: 'to', message: 'You can add at most 100 tables at a time' },
      ]);
      expect((await call('createTableRange', { body: { prefix: 'R', from: -1, to: 3 } })).statusCode).toBe(
        400,
      );
      expect(
        (await call('createTableRange', { body: { prefix: 'R', from: 1, to: 10_000 } })).statusCode,
      ).toBe(400);
      expect(
        (await call('createTableRange', { body: { prefix: 'x'.repeat(91), from: 1, to: 2 } })).statusCode,
      ).toBe(400);
      expect(
        (await call('createTableRange', { body: { prefix: 'R', from: 1, to: 2, tableZoneId: 999_999 } }))
          .statusCode,
      ).toBe(404);
      expect(await tableNames()).toEqual(before);

      const hundred = await call('createTableRange', { body: { prefix: 'Room ', from: 9900, to: 9999 } });
      expect(hundred.statusCode).toBe(201);
      expect(hundred.json().tables).toHaveLength(100);
      expect(hundred.json().tables[0].name).toBe('Room 9900');
      const single = await call('createTableRange', { body: { prefix: '', from: 0, to: 0, premium: true } });
      expect(single.json().tables).toEqual([
        { id: expect.any(Number), name: '0', premium: true, tableZoneId: null, orderKey: expect.any(String) },
      ]);
      // tidy up for the sheet tests
      await t.app.db.delete(tables).where(eq(tables.clubId, clubId));
    });
  });

  describe('the QR sheet', () => {
    it('prints every table of the club, each code opening its guest menu', async () => {
      const inside = await createZone('Inside');
      const outside = await createZone('Outside');
      const range = async (prefix: string, zoneId: number, to: number) =>
        (await call('createTableRange', { body: { prefix, from: 1, to, tableZoneId: zoneId } })).json()
          .tables as Table[];
      const insideTables = await range('Tavolo ', inside.id, 5);
      const outsideTables = await range('Fuori ', outside.id, 2);
      const all = [...insideTables, ...outsideTables];

      const response = await call('getTableQrSheet');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        'attachment; filename="caffe-gia-qr-codes.pdf"',
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      const urls = await decodeQrSheet(pdf);
      expect(urls.sort()).toEqual(
        all.map((table) => `${GUEST_BASE_URL}${tableQrPath(clubId, table.id, table.orderKey)}`).sort(),
      );
      // Italian club: Italian texts, accents rendered
      const text = await pdfText(pdf);
      expect(text).toContain('Caffè Già');
      expect(text).toContain('Inquadra per il menu');
      expect(text).toContain('Tavolo 5');
      expect(text).toContain('Outside');

      const oneZone = await call('getTableQrSheet', { query: { zoneId: String(outside.id) } });
      expect(oneZone.statusCode).toBe(200);
      expect((await decodeQrSheet(oneZone.rawPayload)).sort()).toEqual(
        outsideTables
          .map((table) => `${GUEST_BASE_URL}${tableQrPath(clubId, table.id, table.orderKey)}`)
          .sort(),
      );

      const empty = await createZone('Empty');
      const nothing = await call('getTableQrSheet', { query: { zoneId: String(empty.id) } });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({
        code: 'no_tables',
        message: 'This zone has no tables yet: add tables to it first.',
      });
    });

    it('draws the club logo over the codes, which still decode, in English outside Italy', async () => {
      const created = (
        await call('createTableRange', {
          body: { prefix: 'Pub ', from: 1, to: 3 },
          params: { clubId: otherClubId },
          as: otherToken,
        })
      ).json().tables as Table[];
      const listed = (await call('listTables', { params: { clubId: otherClubId }, as: otherToken })).json()
        .tables as Table[];
      const response = await call('getTableQrSheet', { params: { clubId: otherClubId }, as: otherToken });
      expect(response.statusCode).toBe(200);
      const urls = await decodeQrSheet(response.rawPayload);
      expect(urls.sort()).toEqual(
        listed
          .map((table) => `${GUEST_BASE_URL}${tableQrPath(otherClubId, table.id, table.orderKey)}`)
          .sort(),
      );
      expect(created).toHaveLength(3);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Scan for the menu');
      expect(text).toContain('The Other Pub');
      // the logo is embedded as an image
      expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    });

    it('prints every text of its own in the language the owner picks, and refuses one it does not have', async () => {
      // the Italian club's tables were named in English by its owner: an English sheet, no Italian line
      const english = await call('getTableQrSheet', { query: { language: 'en' } });
      expect(english.statusCode).toBe(200);
      const englishText = await pdfText(english.rawPayload);
      expect(englishText).toContain('Scan for the menu');
      expect(englishText).not.toContain('Inquadra per il menu');

      const german = await call('getTableQrSheet', { query: { language: 'de' } });
      expect(await pdfText(german.rawPayload)).toContain('Scannen für die Speisekarte');

      // the country's language by default (the sheet test above: Italian for the club in Italy)
      const byDefault = await pdfText((await call('getTableQrSheet')).rawPayload);
      expect(byDefault).toContain('Inquadra per il menu');

      for (const language of ['pl', 'english', '']) {
        const refused = await call('getTableQrSheet', { query: { language } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('validation_failed');
      }
    });

    it('answers 409 when the club has no tables', async () => {
      const emptyClub = await createClub(owner.id, { name: 'Empty Bar', country: 'IT' });
      const response = await call('getTableQrSheet', { params: { clubId: emptyClub } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'no_tables',
        message: 'This club has no tables yet: add tables first.',
      });
    });
  });
});
