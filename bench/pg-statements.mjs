// What PostgreSQL spent its time on during a bench, statement by statement (pg_stat_statements, on
// a cluster started with startPostgres({ statements: true })): `resetStatements` before the window,
// `topStatements` after it. The time is the server's execution time (planning included), not the
// round trip; it includes waiting for a row lock (a write queued behind another on the same club).
import { importFromApi } from './guest/stack.mjs';

async function withClient(url, use) {
  const { default: pg } = await importFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Starts counting afresh in the database at `url` (creates the extension there first). */
export function resetStatements(url) {
  return withClient(url, async (client) => {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  });
}

/**
 * The `top` statements by total time since the reset, each with its calls and milliseconds per
 * `unit` (for example per round: the count of rounds), and the total over every statement.
 */
export function topStatements(url, { top = 12, per = 1 } = {}) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select calls, total_exec_time + total_plan_time as ms, query from pg_stat_statements
        where query not like '%pg_stat_statements%' order by ms desc`,
    );
    const totalMs = rows.reduce((sum, row) => sum + row.ms, 0);
    const totalCalls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
    return {
      perUnit: { ms: totalMs / per, calls: totalCalls / per },
      statements: rows.slice(0, top).map((row) => ({
        callsPerUnit: Number(row.calls) / per,
        msPerUnit: row.ms / per,
        msPerCall: row.ms / Number(row.calls),
        query: row.query.replace(/\s+/g, ' ').slice(0, 160),
      })),
    };
  });
}

/** The statements as lines for a terminal. */
export function formatStatements({ perUnit, statements }, unit) {
  return [
    `  PostgreSQL per ${unit}: ${perUnit.calls.toFixed(1)} statements, ${perUnit.ms.toFixed(2)} ms executing`,
    ...statements.map(
      (s) =>
        `    ${s.msPerUnit.toFixed(2).padStart(6)} ms  ${s.callsPerUnit.toFixed(2).padStart(5)} calls  ${s.msPerCall.toFixed(3).padStart(7)} ms/call  ${s.query}`,
    ),
  ].join('\n');
}
