/**
 * Helpers of the payments tests: a club of its own per test (in a given country), the demo card
 * form, subscribing to a plan by name, and the club's state as the API and the database see it.
 */
import type { PaidPlanId } from '@tavola/domain/plans';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addresses, clubMembers, clubs } from '#db/schema.ts';
import type { OperationId } from '#http/types.ts';
import type { TestContext } from '#test/harness.ts';
import type { ProviderPrice } from './providers/payment-provider.ts';

/** Sessions long enough for tests that move the clock by months. */
export const LONG_SESSIONS = { SESSION_IDLE_MINUTES: '525600', SESSION_ABSOLUTE_MINUTES: '525600' };

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Smart, monthly, in Italy (19 € + 22 % VAT): the price the providers' own tests charge. */
export const SMART_MONTHLY: ProviderPrice = {
  paymentPlanId: 1,
  country: 'IT',
  plan: 'smart',
  months: 1,
  priceCents: 1900,
  vatBasisPoints: 2200,
  currency: 'EUR',
  stripePriceId: null,
};

export interface PaymentState {
  state: string;
  plan: string;
  subscriptionEnabled: boolean;
  subscriptionExpiration: string | null;
  paymentPending: boolean;
  paymentErrorCode: string | null;
  paymentPlan: {
    id: number;
    plan: string;
    months: number;
    price: number;
    vat: number;
    currency: string;
  } | null;
  offerMonths: number | null;
  cancelRenewalBefore: string | null;
  graceDaysLeft: number | null;
  nextInvoice: { date: string; amount: number; vat: number; total: number; currency: string } | null;
  openInvoiceId: number | null;
  provider: string;
  brand: { id: number; name: string } | null;
}

export interface InvoiceParty {
  name: string;
  addressLines: string[];
  country: string;
  vatNumber: string;
}

export interface Invoice {
  id: number;
  number: string;
  demo: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  paidAt: string | null;
  date: string;
  periodStart: string;
  periodEnd: string;
  plan: string;
  months: number;
  amount: number;
  vat: number;
  vatAmount: number;
  total: number;
  currency: string;
  status: string;
  url: string | null;
}

export interface Card {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  primary: boolean;
}

/** An owner signed in, with a club of their own in `country`. */
export interface Owner {
  token: string;
  clubId: number;
  call(
    operationId: OperationId,
    options?: { params?: Record<string, string | number>; body?: unknown },
  ): Promise<LightMyRequestResponse>;
}

export async function newOwner(t: TestContext, country = 'IT', name = 'Osteria'): Promise<Owner> {
  const user = await t.createUser();
  const token = await t.signIn(user);
  const db = t.app.db;
  const [address] = await db
    .insert(addresses)
    .values({ line1: 'Via Roma 1', city: 'Roma', country, postalCode: '00100' })
    .returning();
  const [club] = await db
    .insert(clubs)
    .values({
      name,
      seats: 40,
      addressId: address?.id ?? 0,
      timeZone: 'Europe/Rome',
      companyName: 'Test srl',
      vatNumber: 'IT00743110157',
      enabled: true,
    })
    .returning();
  if (!club) throw new Error('club not created');
  await db.insert(clubMembers).values({ clubId: club.id, userId: user.id, role: 'owner' });
  const clubId = club.id;
  return {
    token,
    clubId,
    call: (operationId, options = {}) =>
      t.call(operationId, {
        params: { clubId, ...options.params },
        token,
        ...(options.body === undefined ? {} : { body: options.body }),
      }),
  };
}

export async function adminToken(t: TestContext): Promise<string> {
  return t.signIn(await t.createUser({ isAdmin: true }));
}

export function expectStatus(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (code) expect(response.json().code).toBe(code);
}

/** Adds a test card through the demo card form (getPaymentSetup, then addDemoCard). */
export async function addCard(owner: Owner, number: string): Promise<LightMyRequestResponse> {
  const setup = await owner.call('getPaymentSetup');
  expectStatus(setup, 200);
  expect(setup.json().provider).toBe('demo');
  return owner.call('addDemoCard', {
    body: { clientSecret: setup.json().clientSecret, number, expMonth: 12, expYear: 2099, cvc: '123' },
  });
}

export async function planId(owner: Owner, plan: PaidPlanId, months: 1 | 12): Promise<number> {
  const plans = (await owner.call('listPaymentPlans')).json() as {
    id: number;
    plan: string;
    months: number;
  }[];
  const found = plans.find((candidate) => candidate.plan === plan && candidate.months === months);
  if (!found) throw new Error(`no ${plan} ${months} plan`);
  return found.id;
}

export async function subscribeTo(
  owner: Owner,
  plan: PaidPlanId,
  months: 1 | 12,
  paymentMethodId?: string,
): Promise<LightMyRequestResponse> {
  return owner.call('subscribe', {
    body: {
      paymentPlanId: await planId(owner, plan, months),
      ...(paymentMethodId ? { paymentMethodId } : {}),
    },
  });
}

export async function paymentState(owner: Owner): Promise<PaymentState> {
  const response = await owner.call('getCurrentPaymentState');
  expectStatus(response, 200);
  return response.json();
}

export async function invoicesOf(owner: Owner): Promise<Invoice[]> {
  const response = await owner.call('listInvoices');
  expectStatus(response, 200);
  return response.json();
}

export async function cardsOf(owner: Owner): Promise<Card[]> {
  const response = await owner.call('listPaymentMethods');
  expectStatus(response, 200);
  return response.json();
}

/** What every entitlement check reads: the plan columns of `clubs`. */
export async function clubPlanColumns(t: TestContext, clubId: number) {
  const [row] = await t.app.db
    .select({
      plan: clubs.plan,
      subscriptionEnabled: clubs.subscriptionEnabled,
      subscriptionExpiration: clubs.subscriptionExpiration,
      earlyAdopter: clubs.earlyAdopter,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/** The last day a period ending (exclusively) at `end` runs. */
export function lastDay(end: Date): string {
  return new Date(end.getTime() - 1).toISOString().slice(0, 10);
}
