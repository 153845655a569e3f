/**
 * The owner's payments (the contract's `payments` tag): plans on sale, the subscription's state,
 * cards and invoices, subscribe and cancel renewal (docs/decisions/017). Club ownership is checked
 * before these run (plugins/openapi.ts). The provider (`app.payments`) is Stripe or the demo
 * provider; the service (billing.ts) never holds a transaction open while it calls it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { invoices } from '#db/schema.ts';
import { clubNotFound, unauthenticated, validationFailed } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { type Caller, cancelRenewal, payOpenInvoice, subscribe } from './billing.ts';
import {
  cardForClub,
  ensureCustomer,
  findCard,
  listCards,
  makePrimary,
  recordCard,
  removeCard,
  toPaymentMethod,
} from './cards.ts';
import {
  databaseId,
  demoPaymentsOff,
  invalidDemoSecret,
  invoiceNotFound,
  paymentMethodIsPrimary,
  paymentMethodNotFound,
  paymentMethodRequired,
  withPaymentErrors,
} from './errors.ts';
import type { InvoiceParty } from './invoices/invoice-parties.ts';
import { invoiceFileName, renderInvoicePdf } from './invoices/invoice-pdf.ts';
import { currentPaymentState, isPaying } from './payment-state.ts';
import {
  activePlansForCountry,
  basisPointsToPercent,
  centsToUnits,
  clubCountry,
  toPaymentPlan,
} from './plans.ts';
import { DemoPaymentProvider } from './providers/demo-provider.ts';
import { readSubscription } from './subscription-store.ts';
import { receiveStripeWebhook } from './webhook.ts';

/** The owner making the request, and the request's id for the provider's idempotency keys. */
function callerOf(request: FastifyRequest): Caller & { userId: number } {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  return { actor: { kind: 'owner', userId: auth.userId }, userId: auth.userId, requestKey: request.id };
}

function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The contract's `Invoice`: as issued (an invoice from before migration 0010 not yet stamped gets today's seller). */
function toInvoice(row: typeof invoices.$inferSelect, seller: InvoiceParty) {
  return {
    id: row.id,
    number: row.number,
    demo: row.demo,
    seller: row.seller ?? seller,
    buyer: row.buyer,
    paidAt: row.paidAt?.toISOString() ?? null,
    date: row.createdAt.toISOString(),
    periodStart: isoDate(row.periodStart),
    // the last day the invoice pays for (the period's end is exclusive)
    periodEnd: isoDate(new Date(row.periodEnd.getTime() - 1)),
    plan: row.plan,
    months: row.months as 1 | 12,
    amount: centsToUnits(row.amountCents),
    vat: basisPointsToPercent(row.vatBasisPoints),
    vatAmount: centsToUnits(row.vatCents),
    total: centsToUnits(row.totalCents),
    currency: row.currency,
    status: row.status,
    url: row.hostedUrl,
  };
}

export const paymentHandlers: Handlers<
  | 'listPaymentPlans'
  | 'getCurrentPaymentState'
  | 'getPaymentSetup'
  | 'subscribe'
  | 'unsubscribe'
  | 'addDemoCard'
  | 'listPaymentMethods'
  | 'addPaymentMethod'
  | 'setPrimaryPaymentMethod'
  | 'removePaymentMethod'
  | 'listInvoices'
  | 'getInvoicePdf'
  | 'payInvoice'
  | 'receiveStripeWebhook'
> = {
  async listPaymentPlans(request) {
    const country = await clubCountry(request.server.db, clubIdOf(request));
    if (!country) throw clubNotFound();
    const plans = await activePlansForCountry(request.server.db, country);
    return { status: 200, body: plans.map(toPaymentPlan) };
  },

  async getCurrentPaymentState(request) {
    return { status: 200, body: await currentPaymentState(request.server, clubIdOf(request)) };
  },

  async getPaymentSetup(request) {
    const clubId = clubIdOf(request);
    const caller = callerOf(request);
    const { payments } = request.server;
    const setup = await withPaymentErrors(async () => {
      const customerId = await ensureCustomer(request.server, clubId, caller.userId, caller.requestKey);
      return payments.createSetup(customerId, `club:${clubId}:setup:${caller.requestKey}`);
    });
    return { status: 200, body: { clientSecret: setup.clientSecret, provider: payments.name } };
  },

  async addDemoCard(request) {
    const clubId = clubIdOf(request);
    const caller = callerOf(request);
    const demo = request.server.payments;
    if (!(demo instanceof DemoPaymentProvider)) throw demoPaymentsOff();
    const { clientSecret, number, expMonth, expYear, cvc } = request.body;
    const customerId = (await readSubscription(request.server.db, clubId)).row?.customerId;
    // the secret must be one getPaymentSetup gave this club's customer
    if (!customerId || !demo.verifySetupSecret(customerId, clientSecret)) throw invalidDemoSecret();
    const now = request.server.clock.now();
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expYear * 12 + (expMonth - 1) < thisMonth) {
      throw validationFailed([{ field: 'expMonth', message: 'The card has expired' }]);
    }
    // the test cards are Visa cards: three digits
    if (cvc.length !== 3)
      throw validationFailed([{ field: 'cvc', message: 'The security code has 3 digits' }]);
    const card = await withPaymentErrors(async () => {
      const created = demo.addDemoCard({ number, expMonth, expYear });
      return recordCard(request.server, clubId, customerId, created, caller.requestKey);
    });
    return { status: 201, body: toPaymentMethod(card) };
  },

  async listPaymentMethods(request) {
    const cards = await listCards(request.server.db, clubIdOf(request));
    return { status: 200, body: cards.map(toPaymentMethod) };
  },

  async addPaymentMethod(request) {
    const clubId = clubIdOf(request);
    const caller = callerOf(request);
    const card = await withPaymentErrors(async () => {
      const customerId = await ensureCustomer(request.server, clubId, caller.userId, caller.requestKey);
      return cardForClub(request.server, clubId, customerId, request.body.paymentMethodId, caller.requestKey);
    });
    return { status: 201, body: toPaymentMethod(card) };
  },

  async setPrimaryPaymentMethod(request) {
    const clubId = clubIdOf(request);
    const { db } = request.server;
    const { paymentMethodId } = request.params;
    const card = await findCard(db, paymentMethodId);
    if (!card || card.clubId !== clubId) throw paymentMethodNotFound();
    await withPaymentErrors(() => makePrimary(request.server, clubId, paymentMethodId, request.id));
    const cards = await listCards(db, clubId);
    return { status: 200, body: cards.map(toPaymentMethod) };
  },

  async removePaymentMethod(request) {
    const clubId = clubIdOf(request);
    const { db } = request.server;
    const card = await findCard(db, request.params.paymentMethodId);
    if (!card || card.clubId !== clubId) throw paymentMethodNotFound();
    const cards = await listCards(db, clubId);
    if (cards.length > 1 && card.isPrimary) throw paymentMethodIsPrimary();
    if (cards.length === 1) {
      // the last card: only when nothing will need to charge it
      const { subscription } = await readSubscription(db, clubId);
      const charges = isPaying(subscription) && !(subscription.state === 'paid' && !subscription.renewal);
      if (charges) throw paymentMethodRequired();
    }
    await withPaymentErrors(() => removeCard(request.server, card, request.id));
    return { status: 204 };
  },

  async listInvoices(request) {
    const rows = await request.server.db
      .select()
      .from(invoices)
      .where(eq(invoices.clubId, clubIdOf(request)))
      .orderBy(desc(invoices.createdAt), desc(invoices.id));
    return { status: 200, body: rows.map((row) => toInvoice(row, request.server.config.seller)) };
  },

  async getInvoicePdf(request, reply) {
    const clubId = clubIdOf(request);
    const invoiceId = databaseId(request.params.invoiceId, 'invoiceId');
    // another club's invoice is as unknown as one that does not exist
    const [row] = await request.server.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.clubId, clubId)));
    if (!row) throw invoiceNotFound();
    const pdf = await renderInvoicePdf(
      {
        ...row,
        seller: row.seller ?? request.server.config.seller,
        issuedAt: row.createdAt,
      },
      request.query.lang ?? 'en',
    );
    reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${invoiceFileName(row.number)}"`);
    // the generated type of a binary body is string; Fastify sends the Buffer as is
    return { status: 200, body: pdf as unknown as string };
  },

  async payInvoice(request) {
    const clubId = clubIdOf(request);
    const invoiceId = databaseId(request.params.invoiceId, 'invoiceId');
    await withPaymentErrors(() => payOpenInvoice(request.server, clubId, invoiceId, callerOf(request)));
    return { status: 200, body: await currentPaymentState(request.server, clubId) };
  },

  async subscribe(request) {
    const clubId = clubIdOf(request);
    databaseId(request.body.paymentPlanId, 'paymentPlanId');
    await withPaymentErrors(() => subscribe(request.server, clubId, request.body, callerOf(request)));
    return { status: 200, body: await currentPaymentState(request.server, clubId) };
  },

  async unsubscribe(request) {
    const clubId = clubIdOf(request);
    await withPaymentErrors(() => cancelRenewal(request.server, clubId, callerOf(request)));
    return { status: 200, body: await currentPaymentState(request.server, clubId) };
  },

  receiveStripeWebhook,
};
