import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { readTogether } from './read-together.ts';

/** Reads that record when they start and finish, each finishing on a later tick. */
function recordedReads(events: string[]) {
  const read = (name: string, value: number) => async () => {
    events.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    events.push(`end ${name}`);
    return value;
  };
  return [read('a', 1), read('b', 2)] as const;
}

describe('readTogether', () => {
  it('starts every read at once on the pool', async () => {
    const events: string[] = [];
    const pool = {} as DbOrTx;
    expect(await readTogether(pool, recordedReads(events))).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('reads one after the other inside a transaction (one connection, one query at a time)', async () => {
    const events: string[] = [];
    const transaction = Object.create(PgTransaction.prototype) as DbOrTx;
    expect(await readTogether(transaction, recordedReads(events))).toEqual([1, 2]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
