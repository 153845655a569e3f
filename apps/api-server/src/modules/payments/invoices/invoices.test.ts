/**
 * Invoices as legal documents (docs/decisions/033): the seller and the buyer as they were when the
 * invoice was issued, a gap-free number per series (also when invoices are issued at once and one
 * of them fails), and the PDF the owner downloads, read back with poppler's pdftotext.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, clubs, invoiceSeries, invoices } from '#db/schema.ts';
import { useTestApp } from '#test/harness.ts';
import {
  addCard,
  expectStatus,
  invoicesOf,
  LONG_SESSIONS,
  newOwner,
  type Owner,
  SMART_MONTHLY,
  subscribeTo,
} from '../payments.fixtures.ts';
import { upsertInvoice } from '../subscription-store.ts';
import { stampSellerOnOlderInvoices } from './invoice-parties.ts';

const run = promisify(execFile);

const SELLER_ENV = {
  SELLER_NAME: 'Tavola Software S.p.A.',
  SELLER_ADDRESS: 'Corso Magenta 10; 20123 Milano MI',
  SELLER_COUNTRY: 'IT',
  SELLER_VAT: 'IT12345678903',
};
const SELLER = {
  name: 'Tavola Software S.p.A.',
  addressLines: ['Corso Magenta 10', '20123 Milano MI'],
  country: 'IT',
  vatNumber: 'IT12345678903',
};

/** The PDF's text as pdftotext reads it, runs of white space made one space. */
async function pdfText(pdf: Buffer, ...options: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tavola-invoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run(options[0] === 'info' ? 'pdfinfo' : 'pdftotext', [
      ...(options[0] === 'info' ? [] : ['-layout']),
      file,
      ...(options[0] === 'info' ? [] : ['-']),
    ]);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('invoices', () => {
  const t = useTestApp({ env: { ...LONG_SESSIONS, ...SELLER_ENV } });

  async function payingOwner(): Promise<Owner> {
    const owner = await newOwner(t);
    expectStatus(await addCard(owner, '4242 4242 4242 4242'), 201);
    expectStatus(await subscribeTo(owner, 'smart', 1), 200);
    return owner;
  }

  describe('what an invoice says', () => {
    it('names the seller and the buyer with addresses and VAT numbers, and the amounts with VAT', async () => {
      const owner = await payingOwner();
      const [invoice] = await invoicesOf(owner);
      expect(invoice).toMatchObject({
        demo: true,
        seller: SELLER,
        buyer: {
          name: 'Test srl',
          addressLines: ['Via Roma 1', '00100 Roma'],
          country: 'IT',
          vatNumber: 'IT00743110157',
        },
        plan: 'smart',
        months: 1,
        amount: 19,
        vat: 22,
        vatAmount: 4.18,
        total: 23.18,
        currency: 'EUR',
        status: 'paid',
      });
    });

    it('bills the billing address when the club has one', async () => {
      const owner = await newOwner(t);
      const [billing] = await t.app.db
        .insert(addresses)
        .values({
          line1: 'Via Torino 5',
          line2: 'Scala B',
          city: 'Milano',
          state: 'MI',
          country: 'IT',
          postalCode: '20123',
        })
        .returning();
      await t.app.db.update(clubs).set({ billingAddressId: billing?.id }).where(eq(clubs.id, owner.clubId));
      expectStatus(await addCard(owner, '4242 4242 4242 4242'), 201);
      expectStatus(await subscribeTo(owner, 'smart', 1), 200);
      const [invoice] = await invoicesOf(owner);
      expect(invoice?.buyer.addressLines).toEqual(['Via Torino 5', 'Scala B', '20123 Milano MI']);
    });

    it('does not change when the club is edited later; the next invoice names the club as it is then', async () => {
      const owner = await payingOwner();
      const [before] = await invoicesOf(owner);
      await t.app.db
        .update(clubs)
        .set({ companyName: 'Nuova Osteria srl', vatNumber: 'IT00000010215' })
        .where(eq(clubs.id, owner.clubId));
      const [club] = await t.app.db.select().from(clubs).where(eq(clubs.id, owner.clubId));
      await t.app.db
        .update(addresses)
        .set({ line1: 'Piazza Nuova 2' })
        .where(eq(addresses.id, club?.addressId ?? 0));
      expect(await invoicesOf(owner)).toEqual([before]);

      // the renewal is issued now, with the club as it is now
      const [subscription] = await t.app.db.select().from(invoices).where(eq(invoices.clubId, owner.clubId));
      t.clock.set((subscription?.periodEnd.getTime() ?? 0) + 60_000);
      await t.app.billingClock.runOnce();
      const [renewal, first] = await invoicesOf(owner);
      expect(first).toEqual(before);
      expect(renewal?.buyer).toEqual({
        name: 'Nuova Osteria srl',
        addressLines: ['Piazza Nuova 2', '00100 Roma'],
        country: 'IT',
        vatNumber: 'IT00000010215',
      });
    });
  });

  it('gives an invoice issued before migration 0010 the configured seller at the next start, once', async () => {
    const owner = await payingOwner();
    const [issued] = await invoicesOf(owner);
    await t.app.db
      .update(invoices)
      .set({ seller: null })
      .where(eq(invoices.id, issued?.id ?? 0));
    await stampSellerOnOlderInvoices(t.app.db, SELLER);
    const [stamped] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued?.id ?? 0));
    expect(stamped?.seller).toEqual(SELLER);
    // a later start with another seller changes nothing already stamped
    await stampSellerOnOlderInvoices(t.app.db, { ...SELLER, name: 'Someone Else S.r.l.' });
    expect(await invoicesOf(owner)).toEqual([issued]);
  });

  describe('numbers', () => {
    const invoiceAt = (id: string, periodStart: Date) => ({
      id,
      number: id,
      status: 'paid' as const,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
      amountCents: 1900,
      vatCents: 418,
      totalCents: 2318,
      currency: 'EUR',
      hostedUrl: null,
      paidAt: periodStart,
    });
    const meta = { plan: 'smart' as const, months: 1 as const, vatBasisPoints: SMART_MONTHLY.vatBasisPoints };

    async function numbersOf(series: string) {
      return (
        await t.app.db
          .select({ number: invoices.number, sequence: invoices.sequence })
          .from(invoices)
          .where(eq(invoices.series, series))
          .orderBy(invoices.sequence)
      ).map((row) => row.number);
    }

    it('are sequential without gaps, per year, when invoices are issued at once and one of them fails', async () => {
      const owners = await Promise.all([newOwner(t), newOwner(t), newOwner(t)]);
      const issuedAt = new Date('2091-03-01T00:00:00Z');
      const issuer = { seller: SELLER, demo: false };
      // twelve recordings at once over three clubs; the sixth fails after taking its number
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          t.app.db.transaction(async (tx) => {
            const owner = owners[index % 3] as Owner;
            await upsertInvoice(tx, owner.clubId, invoiceAt(`in_seq_${index}`, issuedAt), meta, issuer);
            if (index === 5) throw new Error('the recording fails after the number was taken');
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
      const expected = Array.from({ length: 11 }, (_, index) => `2091-${String(index + 1).padStart(6, '0')}`);
      expect(await numbersOf('2091')).toEqual(expected);
      const [series] = await t.app.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, '2091'));
      expect(series?.lastSequence).toBe(11);

      // the same invoice recorded again (a webhook's second event) keeps its number and takes none
      await t.app.db.transaction((tx) =>
        upsertInvoice(tx, owners[0]?.clubId ?? 0, invoiceAt('in_seq_0', issuedAt), meta, issuer),
      );
      expect(await numbersOf('2091')).toEqual(expected);

      // a new year starts a new series; demo invoices have their own
      const nextYear = new Date('2092-01-01T00:00:00Z');
      await t.app.db.transaction((tx) =>
        upsertInvoice(tx, owners[1]?.clubId ?? 0, invoiceAt('in_seq_next', nextYear), meta, issuer),
      );
      await t.app.db.transaction((tx) =>
        upsertInvoice(tx, owners[1]?.clubId ?? 0, invoiceAt('in_seq_demo', nextYear), meta, {
          seller: SELLER,
          demo: true,
        }),
      );
      expect(await numbersOf('2092')).toEqual(['2092-000001']);
      expect(await numbersOf('DEMO-2092')).toEqual(['DEMO-2092-000001']);
      const demo = await t.app.db.select().from(invoices).where(like(invoices.providerId, 'in_seq_demo'));
      expect(demo[0]?.demo).toBe(true);
    });
  });

  describe('the PDF (getInvoicePdf)', () => {
    it('downloads as an A4 attachment named after its number, with every field of the invoice', async () => {
      const owner = await payingOwner();
      const [invoice] = await invoicesOf(owner);
      if (!invoice) throw new Error('no invoice');
      const response = await owner.call('getInvoicePdf', { params: { invoiceId: invoice.id } });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Tavola invoice ${invoice.number}.pdf"`,
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(pdf, 'info')).toMatch(/Page size: 595\.28 x 841\.89 pts \(A4\)/);

      const text = await pdfText(pdf);
      const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(invoice.date),
      );
      for (const expected of [
        'DEMO — not a valid invoice',
        'Invoice',
        invoice.number,
        `Date of issue ${day}`,
        'Tavola Software S.p.A.',
        'Corso Magenta 10',
        '20123 Milano MI',
        'VAT number: IT12345678903',
        'Test srl',
        'Via Roma 1',
        '00100 Roma',
        'Italy',
        'VAT number: IT00743110157',
        'Tavola Smart plan, monthly subscription',
        'Period of service:',
        'Amount without VAT €19.00',
        'VAT 22% €4.18',
        'Total €23.18',
        `Paid by card on ${day}.`,
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('is in Italian when asked', async () => {
      const owner = await payingOwner();
      const [invoice] = await invoicesOf(owner);
      const response = await t.call('getInvoicePdf', {
        params: { clubId: owner.clubId, invoiceId: invoice?.id ?? 0 },
        query: { lang: 'it' },
        token: owner.token,
      });
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'DEMO — non è una fattura valida',
        'Fattura',
        'Numero fattura',
        'Data di emissione',
        'CEDENTE / PRESTATORE',
        'CESSIONARIO / COMMITTENTE',
        'Partita IVA: IT00743110157',
        'Abbonamento Tavola Smart, mensile',
        'Imponibile 19,00 €',
        'IVA 22% 4,18 €',
        'Totale 23,18 €',
        'Italia',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('is not a demo invoice when a real provider issued it', async () => {
      const owner = await newOwner(t);
      await t.app.db.transaction((tx) =>
        upsertInvoice(
          tx,
          owner.clubId,
          {
            id: 'in_real_1',
            number: 'ABCD-0001',
            status: 'open',
            periodStart: new Date('2093-05-01T00:00:00Z'),
            periodEnd: new Date('2093-06-01T00:00:00Z'),
            amountCents: 1900,
            vatCents: 418,
            totalCents: 2318,
            currency: 'EUR',
            hostedUrl: 'https://invoice.stripe.com/i/x',
            paidAt: null,
          },
          { plan: 'smart', months: 1, vatBasisPoints: 2200 },
          { seller: SELLER, demo: false },
        ),
      );
      const [invoice] = await invoicesOf(owner);
      expect(invoice).toMatchObject({ number: '2093-000001', demo: false, status: 'open', paidAt: null });
      const response = await owner.call('getInvoicePdf', { params: { invoiceId: invoice?.id ?? 0 } });
      const text = await pdfText(response.rawPayload);
      expect(text).not.toContain('DEMO');
      expect(text).toContain('Not paid yet.');
      expect(text).toContain('Payment reference: ABCD-0001.');
      expect(text).toContain('Period of service: May 1, 2093 – May 31, 2093');
    });

    it('is refused for another club’s invoice, an unknown one and ids past 2^31', async () => {
      const owner = await payingOwner();
      const other = await payingOwner();
      const [theirs] = await invoicesOf(other);
      const theirId = theirs?.id ?? 0;
      // the other club's invoice through one's own club: unknown here
      expectStatus(
        await owner.call('getInvoicePdf', { params: { invoiceId: theirId } }),
        404,
        'invoice_not_found',
      );
      // through the other club: not one's club
      const foreign = await t.call('getInvoicePdf', {
        params: { clubId: other.clubId, invoiceId: theirId },
        token: owner.token,
      });
      expect([403, 404]).toContain(foreign.statusCode);
      expect(foreign.headers['content-type']).not.toBe('application/pdf');
      expectStatus(
        await owner.call('getInvoicePdf', { params: { invoiceId: 2_147_483_647 } }),
        404,
        'invoice_not_found',
      );
      expectStatus(await owner.call('getInvoicePdf', { params: { invoiceId: 2_147_483_648 } }), 400);
      expectStatus(await owner.call('getInvoicePdf', { params: { invoiceId: '9'.repeat(30) } }), 400);
      const anonymous = await t.call('getInvoicePdf', {
        params: { clubId: owner.clubId, invoiceId: theirId },
      });
      expect(anonymous.statusCode).toBe(401);
      // nothing of the other club's invoice changed hands
      const [still] = await t.app.db
        .select({ clubId: invoices.clubId })
        .from(invoices)
        .where(and(eq(invoices.id, theirId)));
      expect(still?.clubId).toBe(other.clubId);
    });
  });
});
