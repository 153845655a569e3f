/**
 * Brings the phone numbers stored before issue 48 to their normal form (E.164, packages/domain
 * phone-normal-form.ts): until then a phone was stored only stripped of separators, so "333 000 0000"
 * was kept as "3330000000" and "+39 333 000 0000" could never meet it. Runs at every start (and
 * before an administrator grant), in one transaction; idempotent: once every phone is in its normal
 * form it changes nothing. docs/decisions/031 says why it is a start step and not a migration.
 *
 * Two old rows may meet in one normal form ("3330000000" and "+393330000000", two accounts before):
 * the unique phone lets only one of them have it. A row already in the normal form keeps it; else the
 * account most likely in use gets it (activated, not being deleted, then the oldest). The others keep
 * their old form, which no sign-in reaches any more, and are logged at every start as a warning,
 * with their ids, until the team settles them (support merges the accounts or changes a phone).
 */
import { normalizePhone, type PhoneCountry } from '@tavola/domain/phone-normal-form';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from './client.ts';
import { users } from './schema.ts';

interface StoredPhone {
  id: number;
  phone: string;
  activatedAt: Date | null;
  deletionRequestedAt: Date | null;
}

export interface PhoneCollision {
  /** the normal form both rows meet in */
  phone: string;
  /** the account that has it */
  keptBy: number;
  /** accounts left with their old form */
  leftOld: number[];
}

export interface PhoneNormalization {
  changed: number;
  collisions: PhoneCollision[];
}

/** Who gets a contested normal form: an account in use before one that is not, then the oldest. */
function byLikelyInUse(a: StoredPhone, b: StoredPhone): number {
  const rank = (row: StoredPhone) => (row.activatedAt ? 0 : 1) + (row.deletionRequestedAt ? 2 : 0);
  return rank(a) - rank(b) || a.id - b.id;
}

export async function normalizeStoredPhones(
  db: DbOrTx,
  country: PhoneCountry,
  log?: FastifyBaseLogger,
): Promise<PhoneNormalization> {
  // the usual start: every phone is in its normal form already, and no row needs a lock
  const stored = await db.select({ phone: users.phone }).from(users);
  if (stored.every((row) => normalizePhone(row.phone, country) === row.phone)) {
    return { changed: 0, collisions: [] };
  }
  const outcome = await db.transaction(async (tx) => {
    // locked, so two processes starting together normalise one after the other
    const rows: StoredPhone[] = await tx
      .select({
        id: users.id,
        phone: users.phone,
        activatedAt: users.activatedAt,
        deletionRequestedAt: users.deletionRequestedAt,
      })
      .from(users)
      .for('update');
    const byNormalForm = new Map<string, StoredPhone[]>();
    for (const row of rows) {
      const normal = normalizePhone(row.phone, country);
      byNormalForm.set(normal, [...(byNormalForm.get(normal) ?? []), row]);
    }

    let changed = 0;
    const collisions: PhoneCollision[] = [];
    for (const [normal, group] of byNormalForm) {
      const holder = group.find((row) => row.phone === normal);
      const pending = group.filter((row) => row.phone !== normal).sort(byLikelyInUse);
      const [first, ...rest] = pending;
      if (!first) continue;
      const winner = holder ?? first;
      if (!holder) {
        await tx.update(users).set({ phone: normal }).where(eq(users.id, first.id));
        changed++;
      }
      const leftOld = holder ? pending : rest;
      if (leftOld.length > 0) {
        collisions.push({ phone: normal, keptBy: winner.id, leftOld: leftOld.map((row) => row.id) });
      }
    }
    return { changed, collisions };
  });

  if (outcome.changed > 0)
    log?.info({ changed: outcome.changed }, 'phone numbers moved to their normal form');
  for (const collision of outcome.collisions) {
    log?.warn(
      { keptBy: collision.keptBy, leftOld: collision.leftOld },
      'accounts share one phone number written differently: only the first signs in with it; merge them or change a phone',
    );
  }
  return outcome;
}
