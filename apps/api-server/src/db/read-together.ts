/**
 * Independent reads, made at once where that is possible: on the pool each read takes a connection
 * of its own; inside a transaction there is one connection, which runs one query at a time, so they
 * go one after the other. (node-postgres 8 queues queries sent to a busy client with a deprecation
 * warning; pg 9 will refuse them.) PGlite has one connection either way and queues them itself.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

export async function readTogether<const T extends readonly unknown[]>(
  db: DbOrTx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
