/**
 * Schedulings of a menu: when (ISO weekdays, club-local start and end) and where (a table zone, or
 * every zone) guests see it. The batch upsert is all or nothing: every entry is checked first (its
 * rule, its id, its zone), and one bad entry refuses the whole batch with details naming the entry
 * and the field (`2.tableZoneId`). Club ownership is checked before these run (plugins/openapi.ts).
 */

import { validateSchedulingRule } from '@tavola/domain/scheduling';
import { writeClub } from '#db/club-writes.ts';
import { readTogether } from '#db/read-together.ts';
import { type ErrorDetail, notFound, validationFailed } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { requireMenu } from '#modules/sections/queries.ts';
import * as queries from './queries.ts';

const schedulingNotFound = () => notFound('scheduling_not_found', 'Scheduling not found');

export const schedulingHandlers: Handlers<'listSchedulings' | 'saveSchedulings' | 'deleteScheduling'> = {
  async listSchedulings(request) {
    const { db } = request.server;
    const { menuId } = request.params;
    await requireMenu(db, clubIdOf(request), menuId);
    return { status: 200, body: { schedulings: await queries.listSchedulings(db, menuId) } };
  },

  async saveSchedulings(request) {
    const clubId = clubIdOf(request);
    const { menuId } = request.params;
    const entries = request.body;

    const details: ErrorDetail[] = [];
    const seenIds = new Set<number>();
    entries.forEach((entry, index) => {
      for (const [field, problem] of Object.entries(validateSchedulingRule(entry)))
        details.push({ field: `${index}.${field}`, message: problem.message });
      if (entry.id !== undefined) {
        if (seenIds.has(entry.id))
          details.push({ field: `${index}.id`, message: `Scheduling ${entry.id} is listed more than once` });
        seenIds.add(entry.id);
      }
    });
    if (details.length > 0) throw validationFailed(details);

    const schedulings = await writeClub(request.server.db, clubId, async (tx) => {
      await requireMenu(tx, clubId, menuId, { lock: true });
      const ids = entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id]));
      const zoneIds = [
        ...new Set(entries.flatMap((entry) => (entry.tableZoneId == null ? [] : [entry.tableZoneId]))),
      ];
      const [ownIds, clubZones] = await readTogether(tx, [
        () => queries.schedulingIdsOfMenu(tx, menuId, ids),
        () => queries.lockZonesOfClub(tx, clubId, zoneIds),
      ]);
      entries.forEach((entry, index) => {
        if (entry.id !== undefined && !ownIds.has(entry.id))
          details.push({ field: `${index}.id`, message: `Scheduling ${entry.id} is not in this menu` });
        if (entry.tableZoneId != null && !clubZones.has(entry.tableZoneId))
          details.push({
            field: `${index}.tableZoneId`,
            message: `Zone ${entry.tableZoneId} is not a zone of this club`,
          });
      });
      if (details.length > 0) throw validationFailed(details);

      for (const entry of entries) {
        const values = {
          days: [...entry.days].sort((a, b) => a - b),
          startTime: entry.startTime,
          endTime: entry.endTime,
          zoneId: entry.tableZoneId ?? null,
        };
        if (entry.id === undefined) await queries.insertScheduling(tx, menuId, values);
        else await queries.updateScheduling(tx, menuId, entry.id, values);
      }
      return queries.listSchedulings(tx, menuId);
    });
    return { status: 200, body: { schedulings } };
  },

  async deleteScheduling(request) {
    const clubId = clubIdOf(request);
    const { menuId, schedulingId } = request.params;
    const deleted = await writeClub(request.server.db, clubId, async (tx) => {
      await requireMenu(tx, clubId, menuId, { lock: true });
      return queries.deleteScheduling(tx, menuId, schedulingId);
    });
    if (!deleted) throw schedulingNotFound();
    return { status: 204 };
  },
};
