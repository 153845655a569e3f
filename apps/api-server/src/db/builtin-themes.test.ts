/**
 * The predefined themes exist as rows in every database (migration 0003_builtin_themes) and equal
 * the domain's constant, so the console's picker, the guest view and the server agree.
 */
import { PREDEFINED_THEMES } from '@tavola/domain/themes';
import { asc, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';
import { themes } from './schema.ts';

describe('predefined themes in the database', () => {
  const t = useTestApp();

  it('are the rows with a builtin_key, no club, and the values of PREDEFINED_THEMES', async () => {
    const rows = await t.app.db
      .select()
      .from(themes)
      .where(isNotNull(themes.builtinKey))
      .orderBy(asc(themes.id));
    expect(rows.every((row) => row.clubId === null)).toBe(true);
    const fromDatabase = rows.map(
      ({ id: _id, clubId: _club, createdAt: _created, builtinKey, ...values }) => ({
        key: builtinKey,
        ...values,
      }),
    );
    const expected = PREDEFINED_THEMES.map(({ tone: _tone, ...theme }) => theme);
    expect(fromDatabase).toEqual(expected.map((theme) => ({ ...theme })));
  });
});
