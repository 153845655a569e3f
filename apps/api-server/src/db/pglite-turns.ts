/**
 * PGlite runs in the server's own thread and answers without any I/O: its promises resolve as
 * microtasks, so a chain of statements (a transaction, a menu built on a cache miss, and every
 * queued request's statements after it) ran from one microtask to the next without the event loop
 * turning once. Under load a turn of the loop lasted hundreds of milliseconds, and the loop accepts
 * new connections only between turns, one or a few each time: the first request on a new connection
 * waited up to 10 s while the established ones were answered in under a second, and no cached menu
 * could be sent while an owner's statements ran (docs/decisions/023).
 *
 * Here every statement first gives the loop a turn (`setImmediate`): sockets are read, connections
 * accepted and answers that need no database sent between two statements. Requests still reach the
 * database in the order they asked (PGlite's queue is first in, first out; the turns are too), so
 * the waiting is shared out fairly. A turn costs microseconds, a PGlite statement a millisecond or
 * more. PostgreSQL needs none of this: its answers arrive as I/O, between turns.
 */
import { setImmediate as loopTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The PGlite client under a turnTakingClient, for tests that count its statements. */
export const UNDERLYING_CLIENT = Symbol('the PGlite client under the turns');

/** `run`, called after a turn of the event loop. */
function afterLoopTurn<F extends (...args: never[]) => Promise<unknown>>(run: F): F {
  return (async (...args: Parameters<F>) => {
    await loopTurn();
    return run(...args);
  }) as F;
}

/** A transaction whose statements each wait for a turn of the event loop first. */
function turnTakingTransaction(tx: Transaction): Transaction {
  const query = afterLoopTurn(tx.query.bind(tx));
  const exec = afterLoopTurn(tx.exec.bind(tx));
  return new Proxy(tx, {
    get: (target, property, receiver) =>
      property === 'query' ? query : property === 'exec' ? exec : Reflect.get(target, property, receiver),
  });
}

/**
 * The client Drizzle is given: `query`, `exec` and `transaction` (and each statement inside a
 * transaction) wait for a turn of the event loop, then run on `client` itself (PGlite's private
 * fields need the real object as `this`). Everything else is the client's own.
 */
export function turnTakingClient(client: PGlite): PGlite {
  // looked up at each call, not bound once: a test's spy on the client's own `query` sees them
  const query = afterLoopTurn(((...args: Parameters<PGlite['query']>) =>
    client.query(...args)) as PGlite['query']);
  const exec = afterLoopTurn((...args: Parameters<PGlite['exec']>) => client.exec(...args));
  const transaction = afterLoopTurn<PGlite['transaction']>((callback) =>
    client.transaction((tx) => callback(turnTakingTransaction(tx))),
  );
  return new Proxy(client, {
    get(target, property) {
      if (property === UNDERLYING_CLIENT) return target;
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
