/**
 * Tables and table zones of a club, and the printable sheet of their QR codes. Club ownership is
 * checked before these run (plugins/openapi.ts), so `request.clubAccess` is set.
 */
import { canCreateZone } from '@tavola/domain/plans';
import { defaultQrSheetLanguage } from '@tavola/domain/qr-sheet';
import {
  TABLE_RANGE_MAX_COUNT,
  tableQrPath,
  tableRangeNames,
  validateTableName,
  validateTableRange,
  validateZoneName,
} from '@tavola/domain/table';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { writeClub } from '#db/club-writes.ts';
import { isUniqueViolation } from '#db/errors.ts';
import { addresses, clubs } from '#db/schema.ts';
import {
  clubNotFound,
  conflict,
  type ErrorDetail,
  forbidden,
  HttpError,
  notFound,
  validationFailed,
} from '#errors.ts';
import { clubIdOf, tableNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { readClubLogo } from './logo.ts';
import { renderQrSheet } from './qr-sheet.ts';
import * as queries from './queries.ts';

const zoneNotFound = () => notFound('zone_not_found', 'Zone not found');

function tableNamesTaken(names: string[]) {
  const quoted = names.map((name) => `"${name}"`);
  const message =
    names.length === 1
      ? `A table named ${quoted[0]} already exists. Choose another name.`
      : `Tables named ${quoted.join(', ')} already exist. Nothing was added.`;
  return new HttpError(
    409,
    'table_name_taken',
    message,
    names.map((name) => ({ field: 'name', message: `A table named "${name}" already exists` })),
  );
}

const zoneNameTaken = (name: string) =>
  conflict('zone_name_taken', `A zone named "${name}" already exists. Choose another name.`);

/** Trims a name and checks it with the domain rule; 400 naming the field otherwise. */
function cleanName(value: string, validate: (name: string) => { message: string } | null, field = 'name') {
  const name = value.trim();
  const problem = validate(name);
  if (problem) throw validationFailed([{ field, message: problem.message }]);
  return name;
}

async function requireZone(db: DbOrTx, clubId: number, zoneId: number | null | undefined) {
  if (zoneId === null || zoneId === undefined) return null;
  const zone = await queries.findZone(db, clubId, zoneId);
  if (!zone) throw zoneNotFound();
  return zone;
}

/** Runs a write; a unique-index race (another request took the name meanwhile) becomes 409. */
async function unlessNameTaken<T>(write: () => Promise<T>, taken: () => HttpError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

function attachmentName(clubName: string): string {
  const ascii = clubName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${ascii || 'club'}-qr-codes.pdf`;
}

export const tableHandlers: Handlers<
  | 'listTables'
  | 'saveTable'
  | 'createTableRange'
  | 'getTableQrSheet'
  | 'getTable'
  | 'deleteTable'
  | 'listZones'
  | 'createZone'
  | 'renameZone'
  | 'deleteZone'
  | 'renewTableKeys'
> = {
  async listTables(request) {
    const tables = await queries.listTables(request.server.db, clubIdOf(request));
    return { status: 200, body: { tables } };
  },

  async saveTable(request) {
    const clubId = clubIdOf(request);
    const { id, premium, tableZoneId } = request.body;
    const name = cleanName(request.body.name, validateTableName);
    const table = await writeClub(request.server.db, clubId, async (tx) => {
      if (id !== undefined && !(await queries.findTable(tx, clubId, id))) throw tableNotFound();
      await requireZone(tx, clubId, tableZoneId);
      const taken = await queries.takenTableNames(tx, clubId, [name], id);
      if (taken.length > 0) throw tableNamesTaken(taken);
      const zoneId = tableZoneId ?? null;
      return unlessNameTaken(
        async () =>
          id === undefined
            ? (await queries.insertTables(tx, clubId, [{ name, premium: premium ?? false, zoneId }]))[0]
            : await queries.updateTable(tx, clubId, id, {
                name,
                zoneId,
                ...(premium === undefined ? {} : { premium }),
              }),
        () => tableNamesTaken([name]),
      );
    });
    if (!table) throw tableNotFound();
    return { status: 200, body: table };
  },

  async createTableRange(request) {
    const clubId = clubIdOf(request);
    const { prefix, from, to, premium, tableZoneId } = request.body;
    const errors = validateTableRange({ prefix, from, to });
    const details: ErrorDetail[] = Object.entries(errors).map(([field, message]) => ({
      field,
      message: message.message,
    }));
    if (details.length > 0) throw validationFailed(details);
    const names = tableRangeNames(prefix, from, to);
    // validateTableRange bounds the count; this keeps the bound even if the rule changes
    if (names.length > TABLE_RANGE_MAX_COUNT)
      throw validationFailed([{ field: 'to', message: 'Too many tables' }]);

    const created = await writeClub(request.server.db, clubId, async (tx) => {
      await requireZone(tx, clubId, tableZoneId);
      const taken = await queries.takenTableNames(tx, clubId, names);
      if (taken.length > 0) throw tableNamesTaken(taken);
      const zoneId = tableZoneId ?? null;
      return unlessNameTaken(
        () =>
          queries.insertTables(
            tx,
            clubId,
            names.map((name) => ({ name, premium: premium ?? false, zoneId })),
          ),
        () => tableNamesTaken(names),
      );
    });
    return { status: 201, body: { tables: created } };
  },

  async getTableQrSheet(request, reply) {
    const clubId = clubIdOf(request);
    const { zoneId, language } = request.query;
    const db = request.server.db;
    const [club] = await db
      .select({ name: clubs.name, logo: clubs.logo, country: addresses.country })
      .from(clubs)
      .innerJoin(addresses, eq(addresses.id, clubs.addressId))
      .where(eq(clubs.id, clubId));
    if (!club) throw clubNotFound();
    if (zoneId !== undefined) await requireZone(db, clubId, zoneId);
    const [tables, zones] = await Promise.all([
      queries.listTables(db, clubId, zoneId),
      queries.listZones(db, clubId),
    ]);
    if (tables.length === 0) {
      throw conflict(
        'no_tables',
        zoneId === undefined
          ? 'This club has no tables yet: add tables first.'
          : 'This zone has no tables yet: add tables to it first.',
      );
    }
    const zoneNames = new Map(zones.map((zone) => [zone.id, zone.name]));
    const guestBaseUrl = request.server.config.guestBaseUrl;
    const pdf = await renderQrSheet({
      clubName: club.name,
      // the owner's choice, made on the QR codes page; the club country's language by default
      language: language ?? defaultQrSheetLanguage(club.country),
      logo: await readClubLogo(request.server, club.logo),
      tables: tables.map((table) => ({
        name: table.name,
        zoneName: table.tableZoneId === null ? null : (zoneNames.get(table.tableZoneId) ?? null),
        url: `${guestBaseUrl}${tableQrPath(clubId, table.id, table.orderKey)}`,
      })),
    });
    const filename = attachmentName(club.name);
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      );
    // the generated type of a binary body is string; Fastify sends the Buffer as is
    return { status: 200, body: pdf as unknown as string };
  },

  async getTable(request) {
    const table = await queries.findTable(request.server.db, clubIdOf(request), request.params.tableId);
    if (!table) throw tableNotFound();
    return { status: 200, body: table };
  },

  async deleteTable(request) {
    const clubId = clubIdOf(request);
    const deleted = await writeClub(request.server.db, clubId, (tx) =>
      queries.deleteTable(tx, clubId, request.params.tableId),
    );
    if (!deleted) throw tableNotFound();
    return { status: 204 };
  },

  async renewTableKeys(request) {
    const clubId = clubIdOf(request);
    const { tableIds } = request.body;
    await writeClub(request.server.db, clubId, async (tx) => {
      const renewed = await queries.renewTableKeys(tx, clubId, tableIds);
      // every table named must be the club's: otherwise nothing changes
      if (tableIds !== undefined && renewed !== new Set(tableIds).size) throw tableNotFound();
    });
    return { status: 204 };
  },

  async listZones(request) {
    const tableZones = await queries.listZones(request.server.db, clubIdOf(request));
    return { status: 200, body: { tableZones } };
  },

  async createZone(request) {
    const clubId = clubIdOf(request);
    const name = cleanName(request.body.name, validateZoneName);
    const zone = await writeClub(request.server.db, clubId, async (tx) => {
      // the club's row is locked (writeClub): two rooms created at once both see the count (decision 018)
      const [club] = await tx.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId));
      if (!club) throw clubNotFound();
      const refusal = canCreateZone(club.plan, await queries.countZones(tx, clubId));
      if (refusal) throw forbidden('zone_limit_reached', refusal.message);
      if (await queries.zoneNameTaken(tx, clubId, name)) throw zoneNameTaken(name);
      return unlessNameTaken(
        () => queries.insertZone(tx, clubId, { name, ordering: request.body.ordering ?? false }),
        () => zoneNameTaken(name),
      );
    });
    return { status: 201, body: zone };
  },

  async renameZone(request) {
    const clubId = clubIdOf(request);
    const { zoneId } = request.params;
    const name = cleanName(request.body.name, validateZoneName);
    const zone = await writeClub(request.server.db, clubId, async (tx) => {
      if (!(await queries.findZone(tx, clubId, zoneId))) throw zoneNotFound();
      if (await queries.zoneNameTaken(tx, clubId, name, zoneId)) throw zoneNameTaken(name);
      return unlessNameTaken(
        () =>
          queries.renameZone(tx, clubId, zoneId, {
            name,
            ...(request.body.ordering === undefined ? {} : { ordering: request.body.ordering }),
          }),
        () => zoneNameTaken(name),
      );
    });
    if (!zone) throw zoneNotFound();
    return { status: 200, body: zone };
  },

  async deleteZone(request) {
    const clubId = clubIdOf(request);
    const { zoneId } = request.params;
    await writeClub(request.server.db, clubId, async (tx) => {
      // the row lock makes a table being moved into the zone meanwhile wait for this decision
      const zone = await queries.findZone(tx, clubId, zoneId, { lock: true });
      if (!zone) throw zoneNotFound();
      const used = await queries.countTablesInZone(tx, clubId, zoneId);
      if (used > 0) {
        throw conflict(
          'zone_in_use',
          `The zone "${zone.name}" still has ${used === 1 ? '1 table' : `${used} tables`}: move them to another zone or delete them first.`,
        );
      }
      // the schedulings' zone key restricts deletes: say so instead of letting the database fail
      const rules = await queries.countSchedulingsInZone(tx, zoneId);
      if (rules > 0) {
        throw conflict(
          'zone_in_use',
          `The zone "${zone.name}" is used by ${rules === 1 ? '1 menu scheduling' : `${rules} menu schedulings`}: change or delete them first.`,
        );
      }
      await queries.deleteZone(tx, clubId, zoneId);
    });
    return { status: 204 };
  },
};
