/**
 * Push subscriptions and the outbox of notifications in the database
 * (docs/decisions/054-push-notifications-to-waiters.md).
 */
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '#db/client.ts';
import { isForeignKeyViolation } from '#db/errors.ts';
import {
  clubMembers,
  clubs,
  pushOutbox,
  pushSubscriptions,
  tables,
  tableZones,
  waiterCalls,
} from '#db/schema.ts';
import { servesTable } from '#modules/waiter-calls/queries.ts';
import type { CallForPush, PushKind, PushLanguage } from './notification.ts';

/** A member's devices per club: an eleventh pushes out the oldest. */
export const DEVICES_PER_MEMBER = 10;

export interface SubscriptionInput {
  clubId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
}

/**
 * Saves a device for a member of the club (a device saved again gets its new keys and language; a
 * device another member of the club saved moves to this one: a shared phone notifies whoever last
 * turned notifications on). False when the user is not in the club's team.
 */
export async function saveSubscription(db: Db, input: SubscriptionInput): Promise<boolean> {
  const { clubId, userId, endpoint, p256dh, auth, language } = input;
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ userId: clubMembers.userId })
        .from(clubMembers)
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
        .for('key share');
      if (!member) return false;
      await tx
        .insert(pushSubscriptions)
        .values({ clubId, userId, endpoint, p256dh, auth, language })
        .onConflictDoUpdate({
          target: [pushSubscriptions.clubId, pushSubscriptions.endpoint],
          set: { userId, p256dh, auth, language },
        });
      // the newest DEVICES_PER_MEMBER stay
      const older = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.clubId, clubId), eq(pushSubscriptions.userId, userId)))
        .orderBy(desc(pushSubscriptions.id))
        .offset(DEVICES_PER_MEMBER);
      if (older.length > 0) {
        await tx.delete(pushSubscriptions).where(
          inArray(
            pushSubscriptions.id,
            older.map((row) => row.id),
          ),
        );
      }
      return true;
    });
  } catch (error) {
    // the member left between the check and the insert
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function deleteSubscription(
  db: DbOrTx,
  input: { clubId: number; userId: number; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.clubId, input.clubId),
        eq(pushSubscriptions.userId, input.userId),
        eq(pushSubscriptions.endpoint, input.endpoint),
      ),
    );
}

/** A device the push service says is gone (404, 410). */
export async function forgetSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export interface DueNotification {
  callId: number;
  kind: PushKind;
}

/**
 * Takes up to `limit` notifications that are due, for this process alone: the rows are deleted as
 * they are claimed, and rows another process is claiming at the same moment are skipped (SKIP
 * LOCKED), so each notification is sent once, by one process.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number): Promise<DueNotification[]> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(lte(pushOutbox.dueAt, now))
    .orderBy(asc(pushOutbox.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .delete(pushOutbox)
    .where(inArray(pushOutbox.id, due))
    .returning({ callId: pushOutbox.callId, kind: pushOutbox.kind });
}

export interface Recipient {
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
}

/**
 * The call as a notification shows it, and the devices to notify: those of the members on shift
 * who serve the call's table (a call), or of every member on shift (a reminder). Nobody when the
 * call was taken or closed meanwhile.
 */
export async function recipientsOf(
  db: DbOrTx,
  notification: DueNotification,
): Promise<{ call: CallForPush; recipients: Recipient[] } | null> {
  const rows = await db
    .select({
      id: waiterCalls.id,
      clubId: waiterCalls.clubId,
      clubName: clubs.name,
      tableName: tables.name,
      zoneName: tableZones.name,
      alertMinutes: clubs.callAlertMinutes,
      reason: waiterCalls.reason,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
    })
    .from(waiterCalls)
    .innerJoin(clubs, eq(clubs.id, waiterCalls.clubId))
    .innerJoin(tables, eq(tables.id, waiterCalls.tableId))
    .leftJoin(tableZones, eq(tableZones.id, tables.zoneId))
    .innerJoin(clubMembers, and(eq(clubMembers.clubId, waiterCalls.clubId), eq(clubMembers.onShift, true)))
    .innerJoin(
      pushSubscriptions,
      and(eq(pushSubscriptions.clubId, clubMembers.clubId), eq(pushSubscriptions.userId, clubMembers.userId)),
    )
    .where(
      and(
        eq(waiterCalls.id, notification.callId),
        isNull(waiterCalls.doneAt),
        isNull(waiterCalls.takenAt),
        notification.kind === 'call' ? servesTable(clubMembers.userId) : undefined,
      ),
    );
  const [first] = rows;
  if (!first) return null;
  const { id, clubId, clubName, tableName, zoneName, alertMinutes, reason } = first;
  return {
    call: { id, clubId, clubName, tableName, zoneName, alertMinutes, reason },
    recipients: rows.map(({ subscriptionId, endpoint, p256dh, auth, language }) => ({
      subscriptionId,
      endpoint,
      p256dh,
      auth,
      language,
    })),
  };
}
