/** The hand-over of a club: one pending offer per club (club_ownership_transfers). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { clubOwnershipTransfers, users } from '#db/schema.ts';

export async function findTransfer(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({
      fromUserId: clubOwnershipTransfers.fromUserId,
      toUserId: clubOwnershipTransfers.toUserId,
      toName: sql<string>`${users.name} || ' ' || ${users.surname}`,
      createdAt: clubOwnershipTransfers.createdAt,
    })
    .from(clubOwnershipTransfers)
    .innerJoin(users, eq(users.id, clubOwnershipTransfers.toUserId))
    .where(eq(clubOwnershipTransfers.clubId, clubId));
  return row ?? null;
}

/** Offers the club to a member, replacing a pending offer. */
export async function offer(tx: DbOrTx, clubId: number, fromUserId: number, toUserId: number, now: Date) {
  await tx
    .insert(clubOwnershipTransfers)
    .values({ clubId, fromUserId, toUserId, createdAt: now })
    .onConflictDoUpdate({
      target: clubOwnershipTransfers.clubId,
      set: { fromUserId, toUserId, createdAt: now },
    });
}

/** Drops the club's offer if it names this member (they are leaving the club). */
export async function removeTransferTo(tx: DbOrTx, clubId: number, toUserId: number): Promise<void> {
  await tx
    .delete(clubOwnershipTransfers)
    .where(and(eq(clubOwnershipTransfers.clubId, clubId), eq(clubOwnershipTransfers.toUserId, toUserId)));
}

/** Drops the club's offer; who it was offered to (for the activity log), or null when there was none. */
export async function removeTransfer(tx: DbOrTx, clubId: number): Promise<{ toName: string } | null> {
  const [row] = await tx
    .delete(clubOwnershipTransfers)
    .where(eq(clubOwnershipTransfers.clubId, clubId))
    .returning({
      toName: sql<string>`(select ${users.name} || ' ' || ${users.surname} from ${users} where ${users.id} = ${clubOwnershipTransfers.toUserId})`,
    });
  return row ?? null;
}
