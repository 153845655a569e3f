/**
 * The small parts of `pnpm db:backup` / `db:restore` an operator relies on without seeing them:
 * the database password never reaches a command line, and the image copy takes stored images only
 * and never overwrites one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyImages } from './images.ts';
import { connectionFor, databaseName } from './postgres-tools.ts';

describe('PostgreSQL client programs', () => {
  it('get the password in PGPASSWORD, not in the connection string on their command line', () => {
    const { dbname, env } = connectionFor(
      'postgres://tavola:p%40ss%3Aword@db.example:5432/tavola?sslmode=require',
    );
    expect(dbname).toBe('postgres://tavola@db.example:5432/tavola?sslmode=require');
    expect(env.PGPASSWORD).toBe('p@ss:word');
    expect(databaseName('postgres://tavola:secret@db.example:5432/tavola')).toBe(
      '"tavola" on db.example:5432',
    );
  });
});

describe('image copy', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-images-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('copies stored images only, and keeps an image already at the destination', async () => {
    const from = path.join(work, 'from');
    const to = path.join(work, 'to');
    fs.mkdirSync(from);
    const image = `${'a'.repeat(32)}.png`;
    const kept = `${'b'.repeat(32)}.jpg`;
    fs.writeFileSync(path.join(from, image), 'png bytes');
    fs.writeFileSync(path.join(from, kept), 'jpg bytes');
    fs.writeFileSync(path.join(from, `${image}.0123456789ab.partial`), 'half');
    fs.writeFileSync(path.join(from, 'notes.txt'), 'not an image');
    fs.mkdirSync(to);
    fs.writeFileSync(path.join(to, kept), 'jpg bytes');

    expect(await copyImages(from, to)).toEqual({ count: 1, bytes: 'png bytes'.length });
    expect(fs.readdirSync(to).sort()).toEqual([image, kept].sort());
    expect(await copyImages(path.join(work, 'no-uploads-yet'), path.join(work, 'empty'))).toEqual({
      count: 0,
      bytes: 0,
    });
  });
});
