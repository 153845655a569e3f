/**
 * Writes the club's activity log (docs/decisions/055-activity-log.md). Handlers call
 * `recordActivity` inside the transaction of the change they make, so an entry exists exactly when
 * its change does. One statement per change: the author's name is read by the insert itself.
 */
import type { ActivityKindName } from '@tavola/domain/activity';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '#db/client.ts';
import { type ActivityDetails, activityLog, users } from '#db/schema.ts';

export type { ActivityDetails };

/** Who made a change, and when: a signed-in user, or the system (userId null). */
export interface ActivityActor {
  userId: number | null;
  at: Date;
}

export interface ActivityChange {
  kind: ActivityKindName;
  subject: string | null;
  details?: ActivityDetails;
}

/** The signed-in caller of a request, at the server's clock; the system on a call without one. */
export function actorOf(request: FastifyRequest): ActivityActor {
  return { userId: request.auth?.userId ?? null, at: request.server.clock.now() };
}

/** The system as the author: a payment provider's webhook, the billing clock. */
export const systemActor = (at: Date): ActivityActor => ({ userId: null, at });

/**
 * Records the changes (none: nothing is written) in one insert. Call it within the change's
 * transaction.
 */
export async function recordActivity(
  tx: DbOrTx,
  clubId: number,
  actor: ActivityActor,
  changes: ActivityChange | readonly ActivityChange[],
): Promise<void> {
  const list = Array.isArray(changes) ? changes : [changes as ActivityChange];
  if (list.length === 0) return;
  // the name as it is now, read by the insert: it stays as it was when the person is renamed
  const actorName =
    actor.userId === null
      ? null
      : sql`(select ${users.name} || ' ' || ${users.surname} from ${users} where ${users.id} = ${actor.userId})`;
  await tx.insert(activityLog).values(
    list.map((change) => ({
      clubId,
      userId: actor.userId,
      actorName,
      kind: change.kind,
      subject: change.subject,
      details: change.details ?? {},
      createdAt: actor.at,
    })),
  );
}
