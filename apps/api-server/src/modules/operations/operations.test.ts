import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { useTestApp } from '#test/harness.ts';
import { checkReadiness } from './readiness.ts';

describe('health and readiness', () => {
  const t = useTestApp();

  it('answers health without touching the database', async () => {
    const db = t.app.db as unknown as Record<string, unknown>;
    const saved = { execute: db.execute, select: db.select, transaction: db.transaction };
    const broken = () => {
      throw new Error('the database must not be used');
    };
    Object.assign(db, { execute: broken, select: broken, transaction: broken });
    try {
      const response = await t.call('getHealth');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      Object.assign(db, saved);
    }
  });

  it('is ready when the database answers and holds every migration', async () => {
    const response = await t.call('getReadiness');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the database lacks the newest migration of this build', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const rows = await t.app.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest}`,
    );
    const row = (rows as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0];
    if (!row) throw new Error('no migration recorded');
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const response = await t.call('getReadiness');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'migrations_pending' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await t.call('getReadiness')).statusCode).toBe(200);
  });

  it('is not ready when the database fails or does not answer in time', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    expect(await checkReadiness(failing)).toMatchObject({ ready: false, code: 'database_unavailable' });
    // a database that never answers: the probe still answers, after the timeout it is given
    const silent = { execute: () => new Promise(() => {}) } as unknown as Db;
    expect(await checkReadiness(silent, 50)).toMatchObject({
      ready: false,
      code: 'database_unavailable',
      message: 'The database did not answer within 50 ms',
    });
  });

  it('is never rate limited', async () => {
    const answers = await Promise.all(Array.from({ length: 120 }, () => t.call('getHealth')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});
