/**
 * The check constraints that keep a text column to a list of values, as the committed migrations
 * made them, hold the lists schema.ts builds them from (the domain's plans and subscription states,
 * the schema's roles and token purposes). A value added to a list fails here until a migration
 * (`pnpm --filter @tavola/api-server db:generate`) changes the constraint too.
 *
 * Runs on the embedded database and, with DATABASE_URL, on PostgreSQL.
 */
import { PAID_PLAN_IDS, PLAN_IDS } from '@tavola/domain/plans';
import { SUBSCRIPTION_STATES } from '@tavola/domain/subscription';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { createTestDatabase } from '#test/database.ts';
import { clubRoles, invitedRoles, oneTimeTokenPurposes } from './schema.ts';

const LIST_CHECKS: Record<string, readonly string[]> = {
  clubs_plan_check: PLAN_IDS,
  payment_plans_plan_check: PAID_PLAN_IDS,
  club_subscriptions_state_check: SUBSCRIPTION_STATES,
  club_members_role_check: clubRoles,
  club_invitations_role_check: invitedRoles,
  one_time_tokens_purpose_check: oneTimeTokenPurposes,
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The quoted values of a constraint, in order: PostgreSQL shows `in (…)` as `= ANY (ARRAY['a'::text, …])`. */
function quotedValues(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? '').replaceAll("''", "'"));
}

describe('check constraints of the migrated database', () => {
  it('allow exactly the values of the lists schema.ts builds them from', async () => {
    const result = (await database.db.execute(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
          where contype = 'c' and conname in ${Object.keys(LIST_CHECKS)}`,
    )) as unknown as { rows: { name: string; definition: string }[] };
    const found = Object.fromEntries(result.rows.map((row) => [row.name, quotedValues(row.definition)]));
    expect(found).toEqual(LIST_CHECKS);
  });
});
