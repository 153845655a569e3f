import { numberedSlug, slugFromName } from '@tavola/domain/public-page';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { isUniqueViolation } from '#db/errors.ts';
import { clubs } from '#db/schema.ts';

/** Numbered slugs tried after the name's own ("osteria-2" … "osteria-20"). */
const NUMBERED = 19;

/**
 * A new club's public page, on from the start (docs/decisions/043) at an address made from its
 * name: the name's slug, else numbered, else `club-{id}`. In the creating transaction, under a
 * savepoint: should another club take the same address at the same moment, the page stays off
 * (the owner chooses an address in the console) and the club is created all the same.
 */
export async function openNewClubPage(tx: DbOrTx, clubId: number, name: string): Promise<void> {
  const base = slugFromName(name);
  const candidates = [
    ...(base ? [base, ...Array.from({ length: NUMBERED }, (_, at) => numberedSlug(base, at + 2))] : []),
    `club-${clubId}`,
  ];
  const taken = new Set(
    (await tx.select({ slug: clubs.slug }).from(clubs).where(inArray(clubs.slug, candidates))).map(
      (row) => row.slug,
    ),
  );
  const slug = candidates.find((candidate) => !taken.has(candidate));
  if (!slug) return;
  try {
    await tx.transaction((savepoint) =>
      savepoint.update(clubs).set({ publicPage: true, slug }).where(eq(clubs.id, clubId)),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
