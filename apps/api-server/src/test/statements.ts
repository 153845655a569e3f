/**
 * Counts the statements that reach the database while `run` runs: on PostgreSQL each connection's
 * query() (BEGIN and COMMIT included), on PGlite the client's query() or transaction(). For tests
 * that hold a path to its number of round trips.
 */
import pg from 'pg';
import type { Db } from '#db/client.ts';
import { UNDERLYING_CLIENT } from '#db/pglite-turns.ts';

type DriverClient = Record<string, unknown> & { [UNDERLYING_CLIENT]?: DriverClient };

/** The PGlite client under the one that takes loop turns (db/pglite-turns.ts). */
function driverClient(db: Db): DriverClient {
  const client = (db as unknown as { $client: DriverClient }).$client;
  return client[UNDERLYING_CLIENT] ?? client;
}

/** The driver's calls made while `run` ran, in order: 'query' or 'transaction'. */
export async function statementsOf(
  database: { kind: 'postgres' | 'pglite' },
  db: Db,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const calls: string[] = [];
  const restores: (() => void)[] = [];
  const spy = (target: Record<string, unknown>, method: string) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = function counted(this: unknown, ...args: unknown[]) {
      calls.push(method);
      return original.apply(this, args);
    };
    restores.push(() => {
      target[method] = original;
    });
  };
  if (database.kind === 'postgres') spy(pg.Client.prototype as unknown as Record<string, unknown>, 'query');
  else {
    spy(driverClient(db), 'query');
    spy(driverClient(db), 'transaction');
  }
  try {
    await run();
  } finally {
    for (const restore of restores) restore();
  }
  return calls;
}
