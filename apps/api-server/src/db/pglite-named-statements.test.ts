import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { namedStatementClient } from './pglite-named-statements.ts';

describe('namedStatementClient (PGlite)', () => {
  let raw: PGlite;
  let client: PGlite;

  /** the named statements the session holds */
  const prepared = async () =>
    (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (row) => row.name,
    );

  beforeAll(async () => {
    raw = await PGlite.create();
    client = namedStatementClient(raw, 3);
    await raw.exec(`create table notes (
      id int primary key, body text not null, price numeric(8, 2), at timestamptz, tags text[]
    )`);
  });

  afterAll(async () => {
    await raw.close();
  });

  it('answers as PGlite query does, in both row modes, with the caller parsers', async () => {
    await client.query('insert into notes values ($1, $2, $3, $4, $5)', [
      1,
      'first',
      '12.50',
      '2026-12-06T10:00:00Z',
      ['a', 'b'],
    ]);
    await client.query('insert into notes values ($1, $2, $3, $4, $5)', [2, 'second', null, null, []]);
    const text = 'select id, body, price, at, tags from notes where id >= $1 order by id';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await raw.query(text, [1], { ...options, rowMode });
      // twice: prepared on the first call, reused on the second
      expect(await client.query(text, [1], { ...options, rowMode })).toEqual(expected);
      expect(await client.query(text, [1], { ...options, rowMode })).toEqual(expected);
    }
  });

  it('reports affected rows, and runs other statements as PGlite does', async () => {
    const updated = await client.query('update notes set body = $1 where id = $2', ['changed', 2]);
    expect(updated).toMatchObject({ affectedRows: 1, rows: [] });
    expect(await client.query('set application_name = $1', ['x']).catch(() => 'refused')).toBe('refused');
    await client.query("set application_name = 'tavola'");
    expect((await client.query('show application_name')).rows).toEqual([{ application_name: 'tavola' }]);
  });

  it('keeps at most its number of statements, the least recently used closed first', async () => {
    for (const id of [1, 2, 3, 4]) await client.query(`select ${id} as id`);
    const kept = await prepared();
    expect(kept).toHaveLength(3);
    expect(kept.every((name) => name.startsWith('tavola_'))).toBe(true);
    expect((await client.query<{ id: number }>('select 4 as id')).rows).toEqual([{ id: 4 }]);
    expect((await client.query<{ id: number }>('select 1 as id')).rows).toEqual([{ id: 1 }]);
    expect(await prepared()).toHaveLength(3);
  });

  it('throws the database error with its statement, and the next statements work', async () => {
    const duplicate = await client
      .query('insert into notes (id, body) values ($1, $2)', [1, 'again'])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: 'insert into notes (id, body) values ($1, $2)' });
    const badValue = await client
      .query('select id from notes where id = $1', ['one'])
      .catch((e: unknown) => e);
    expect(badValue).toMatchObject({ code: '22P02' });
    const syntax = await client.query('select from where').catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query('select id from notes where id = $1', [1])).rows).toEqual([{ id: 1 }]);
  });

  it('runs the statements of a transaction on named statements, and a rollback undoes them', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [10, 'in a transaction']);
        expect((await tx.query('select count(*)::int as n from notes where id = $1', [10])).rows).toEqual([
          { n: 1 },
        ]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await client.query('select count(*)::int as n from notes where id = $1', [10])).rows).toEqual([
      { n: 0 },
    ]);
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [11, 'kept']);
    });
    expect((await client.query('select body from notes where id = $1', [11])).rows).toEqual([
      { body: 'kept' },
    ]);
  });

  it('queues concurrent statements and transactions as PGlite does', async () => {
    const answers = await Promise.all([
      client.query<{ n: number }>('select $1::int as n', [1]),
      client.transaction(async (tx) => (await tx.query<{ n: number }>('select $1::int as n', [2])).rows),
      client.query<{ n: number }>('select $1::int as n', [3]),
    ]);
    expect(answers.map((answer) => ('rows' in answer ? answer.rows : answer))).toEqual([
      [{ n: 1 }],
      [{ n: 2 }],
      [{ n: 3 }],
    ]);
  });

  it('lets a test spy on query and transaction like on a plain object', async () => {
    const spy = vi.spyOn(client, 'query');
    await client.query('select 1');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});
