import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { brands, clubMembers, clubMessages, clubs } from '#db/schema.ts';

/** Clubs the user owns or manages (every club for an administrator), by name. */
export async function listOwnedClubs(db: Db, userId: number, isAdmin: boolean) {
  const columns = {
    id: clubs.id,
    name: clubs.name,
    freeForever: clubs.freeForever,
    subscriptionEnabled: clubs.subscriptionEnabled,
    subscriptionExpiration: clubs.subscriptionExpiration,
    brandId: brands.id,
    brandName: brands.name,
    brandEnabled: brands.enabled,
  };
  const rows = isAdmin
    ? await db
        .select(columns)
        .from(clubs)
        .leftJoin(brands, eq(brands.id, clubs.brandId))
        .orderBy(asc(clubs.name))
    : await db
        .select(columns)
        .from(clubs)
        .innerJoin(clubMembers, eq(clubMembers.clubId, clubs.id))
        .leftJoin(brands, eq(brands.id, clubs.brandId))
        .where(eq(clubMembers.userId, userId))
        .orderBy(asc(clubs.name), asc(clubs.id));
  if (rows.length === 0) return [];

  const messages = await db
    .selectDistinctOn([clubMessages.clubId])
    .from(clubMessages)
    .where(
      inArray(
        clubMessages.clubId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(clubMessages.clubId, desc(clubMessages.createdAt), desc(clubMessages.id));
  const latest = new Map(messages.map((message) => [message.clubId, message]));

  return rows.map((row) => {
    const message = latest.get(row.id);
    return {
      id: row.id,
      name: row.name,
      brand:
        row.brandId === null || row.brandName === null || row.brandEnabled === null
          ? null
          : { id: row.brandId, name: row.brandName, enabled: row.brandEnabled },
      freeForever: row.freeForever,
      subscriptionEnabled: row.subscriptionEnabled,
      subscriptionExpiration: row.subscriptionExpiration,
      message: message
        ? {
            id: message.id,
            summary: message.summary,
            fullMessage: message.fullMessage,
            severity: message.severity,
          }
        : null,
    };
  });
}
