import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/database.ts';
import type { Database } from './client.ts';
import { turnTakingClient } from './pglite-turns.ts';

/** A flag set by the event loop's next turn (a setImmediate), to see whether one came. */
function nextTurnFlag() {
  const flag = { turned: false };
  setImmediate(() => {
    flag.turned = true;
  });
  return flag;
}

describe('turnTakingClient (PGlite)', () => {
  let raw: PGlite;
  let client: PGlite;

  beforeAll(async () => {
    raw = await PGlite.create();
    client = turnTakingClient(raw);
    await raw.exec('create table notes (id int primary key, body text not null)');
  });

  afterAll(async () => {
    await raw.close();
  });

  it('gives the event loop a turn before a statement', async () => {
    const flag = nextTurnFlag();
    const result = await client.query<{ one: number }>('select 1 as one');
    expect(flag.turned).toBe(true);
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('gives the event loop a turn between two statements of a transaction', async () => {
    const turns: boolean[] = [];
    await client.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1)', ['first']);
      const flag = nextTurnFlag();
      await tx.query('insert into notes values (2, $1)', ['second']);
      turns.push(flag.turned);
    });
    expect(turns).toEqual([true]);
    expect((await raw.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the order in which statements were asked for', async () => {
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client.query('select $1::int as n', [n]).then(() => order.push(n))),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it("passes PGlite's errors through, and a failed transaction leaves nothing behind", async () => {
    await expect(client.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['third']);
        await tx.query('insert into notes values (3, $1)', ['duplicate']);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await raw.query('select id from notes order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("leaves the client's other members as they are", async () => {
    expect(client.closed).toBe(false);
    expect(await client.exec('select 1')).toHaveLength(1);
    const heard: string[] = [];
    const unlisten = await client.listen('turns', (payload) => heard.push(payload));
    await client.query("select pg_notify('turns', 'hello')");
    await unlisten();
    expect(heard).toEqual(['hello']);
  });
});

describe('the database the server opens', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  // PGlite through turnTakingClient; PostgreSQL's answers arrive as I/O, between turns anyway
  it('lets the event loop turn between the statements of a transaction', async () => {
    const turns = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      const flag = nextTurnFlag();
      await tx.execute(sql`select 2`);
      return flag.turned;
    });
    expect(turns).toBe(true);
  });
});
