/**
 * Invoice numbers: one gap-free sequence per series (Directive 2006/112/EC art. 226 (2)). A series
 * is the UTC year of issue (`2026-000123`); demo invoices have their own (`DEMO-2026-000001`), so a
 * demo never takes a number of the legal series.
 *
 * The next number comes from the series' row of `invoice_series`, incremented in the transaction
 * that records the invoice: the row stays locked until that transaction ends, so two invoices at
 * once take turns (never the same number), and a transaction that fails gives its number back with
 * everything else it did (never a gap). Lock order (decision 020): the club's row first, then the
 * series' row; nothing locks a club while holding a series.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { invoiceSeries as invoiceSeriesTable } from '#db/schema.ts';

export interface InvoiceNumber {
  series: string;
  sequence: number;
  number: string;
}

export function seriesOf(issuedAt: Date, demo: boolean): string {
  return `${demo ? 'DEMO-' : ''}${issuedAt.getUTCFullYear()}`;
}

export function formatInvoiceNumber(series: string, sequence: number): string {
  return `${series}-${String(sequence).padStart(6, '0')}`;
}

/** Takes the next number of the series; call it inside the transaction that inserts the invoice. */
export async function takeInvoiceNumber(tx: DbOrTx, issuedAt: Date, demo: boolean): Promise<InvoiceNumber> {
  const series = seriesOf(issuedAt, demo);
  const [taken] = await tx
    .insert(invoiceSeriesTable)
    .values({ series, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceSeriesTable.series,
      set: { lastSequence: sql`${invoiceSeriesTable.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceSeriesTable.lastSequence });
  if (!taken) throw new Error(`no invoice number taken in series ${series}`);
  const { sequence } = taken;
  return { series, sequence, number: formatInvoiceNumber(series, sequence) };
}
