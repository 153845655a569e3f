/**
 * Migration 0010 (docs/decisions/033) on invoices issued before it: each gets a number of its
 * series in issue order, the demo mark, its provider's number kept as the reference, and the buyer
 * as the club is at the migration (billing address, else the club's). The series continue from
 * there. Runs the committed SQL files one by one on an embedded PGlite.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#lib/app-paths.ts';
import { migrationJournal } from './migration-journal.ts';

const database = new PGlite();
afterAll(() => database.close());

async function migrate(tags: string[]) {
  for (const tag of tags) {
    const file = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.exec(statement);
    }
  }
}

describe('migration 0010: invoices issued before it', () => {
  it('are numbered in issue order per series, keep their provider’s number and get the buyer', async () => {
    const tags = migrationJournal().map((entry) => entry.tag);
    const at = tags.indexOf('0010_invoices_legal');
    expect(at).toBeGreaterThan(0);
    await migrate(tags.slice(0, at));

    await database.exec(`
      insert into addresses (id, line1, city, country, postal_code, state) overriding system value values
        (901, 'Via Roma 1', 'Roma', 'IT', '00100', null),
        (902, 'Via Torino 5', 'Milano', 'IT', '20123', 'MI');
      insert into clubs (id, name, seats, address_id, billing_address_id, time_zone, company_name, vat_number)
        overriding system value values
        (71, 'Osteria', 40, 901, null, 'Europe/Rome', 'Osteria srl', 'IT00743110157'),
        (72, 'Bar', 20, 901, 902, 'Europe/Rome', 'Bar Due snc', 'IT00000010215');
      insert into invoices (club_id, provider_id, number, plan, months, period_start, period_end, amount_cents,
        vat_basis_points, vat_cents, total_cents, currency, status, created_at) values
        (72, 'in_demo_b', 'DEMO-72-0001', 'smart', 1, '2025-11-01', '2025-12-01', 1900, 2200, 418, 2318, 'EUR', 'paid', '2025-11-01'),
        (71, 'in_demo_a', 'DEMO-71-0001', 'smart', 1, '2025-10-01', '2025-11-01', 1900, 2200, 418, 2318, 'EUR', 'paid', '2025-10-01'),
        (71, 'in_demo_c', 'DEMO-71-0002', 'smart', 1, '2026-01-01', '2026-02-01', 1900, 2200, 418, 2318, 'EUR', 'open', '2026-01-01'),
        (71, 'in_1Stripe', 'ABCD-0001', 'smart', 12, '2026-02-01', '2027-02-01', 14900, 2200, 3278, 18178, 'EUR', 'paid', '2026-02-01');
    `);
    await migrate([tags[at] as string]);

    const rows = await database.query<Record<string, unknown>>(
      `select provider_id, provider_number, number, series, sequence, demo, seller, buyer from invoices order by created_at`,
    );
    expect(rows.rows.map((row) => [row.provider_id, row.number, row.demo, row.provider_number])).toEqual([
      ['in_demo_a', 'DEMO-2025-000001', true, 'DEMO-71-0001'],
      ['in_demo_b', 'DEMO-2025-000002', true, 'DEMO-72-0001'],
      ['in_demo_c', 'DEMO-2026-000001', true, 'DEMO-71-0002'],
      ['in_1Stripe', '2026-000001', false, 'ABCD-0001'],
    ]);
    expect(rows.rows[0]?.buyer).toEqual({
      name: 'Osteria srl',
      addressLines: ['Via Roma 1', '00100 Roma'],
      country: 'IT',
      vatNumber: 'IT00743110157',
    });
    // the second club bills its billing address
    expect(rows.rows[1]?.buyer).toEqual({
      name: 'Bar Due snc',
      addressLines: ['Via Torino 5', '20123 Milano MI'],
      country: 'IT',
      vatNumber: 'IT00000010215',
    });
    // the seller is stamped from the configuration at the next start
    expect(rows.rows.every((row) => row.seller === null)).toBe(true);
    const series = await database.query<{ series: string; last_sequence: number }>(
      'select series, last_sequence from invoice_series order by series',
    );
    expect(series.rows).toEqual([
      { series: '2026', last_sequence: 1 },
      { series: 'DEMO-2025', last_sequence: 2 },
      { series: 'DEMO-2026', last_sequence: 1 },
    ]);
  });
});
