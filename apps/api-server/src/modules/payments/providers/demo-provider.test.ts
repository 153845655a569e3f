/**
 * The demo provider on its own: which numbers it takes, what each test card does when charged,
 * the card form's secret, and idempotency keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { ManualClock } from '#lib/clock.ts';
import { SMART_MONTHLY } from '#modules/payments/payments.fixtures.ts';
import { createTestDatabase } from '#test/database.ts';
import { DemoPaymentProvider, NotATestCardError } from './demo-provider.ts';
import { CardDeclinedError } from './payment-provider.ts';

const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
let database: Database;
let demo: DemoPaymentProvider;
beforeAll(async () => {
  // an empty database: no customer is known, so invoices are numbered for club 0
  database = await createTestDatabase();
  demo = new DemoPaymentProvider({ db: database.db, clock, secret: 'test-secret' });
});
afterAll(async () => {
  await database?.close();
});
async function start(paymentMethodId: string, idempotencyKey = `key-${Math.random()}`) {
  return demo.startSubscription({
    customerId: 'cus_demo_1_x',
    price: SMART_MONTHLY,
    paymentMethodId,
    periodEnd: new Date('2026-04-01T10:00:00Z'),
    idempotencyKey,
  });
}

describe('the demo provider', () => {
  it('takes the test numbers only, with or without spaces, and keeps brand, last four digits and expiry', () => {
    const card = demo.addDemoCard({ number: '4242 4242 4242 4242', expMonth: 7, expYear: 2030 });
    expect(card).toEqual({
      id: expect.stringMatching(/^pm_demo_4242_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 7,
      expYear: 2030,
    });
    expect(() => demo.addDemoCard({ number: '4111111111111111', expMonth: 7, expYear: 2030 })).toThrow(
      NotATestCardError,
    );
    // the right last four digits are not enough
    expect(() => demo.addDemoCard({ number: '5555555555554242', expMonth: 7, expYear: 2030 })).toThrow(
      NotATestCardError,
    );
    expect(() => demo.addDemoCard({ number: '4000000000000002', expMonth: 7, expYear: 2030 })).toThrow(
      CardDeclinedError,
    );
  });

  it('charges by the card: 4242 pays, 0341 and 9995 are declined with their reasons, 3155 waits', async () => {
    const card = (number: string) => demo.addDemoCard({ number, expMonth: 1, expYear: 2031 }).id;
    const paid = await start(card('4242424242424242'));
    expect(paid.subscriptionId).toMatch(/^sub_demo_/);
    expect(paid.outcome).toMatchObject({
      kind: 'paid',
      invoice: {
        status: 'paid',
        amountCents: 1900,
        vatCents: 418,
        totalCents: 2318,
        currency: 'EUR',
        number: 'DEMO-0-0001',
      },
    });
    expect(paid.outcome.kind === 'paid' && paid.outcome.invoice.id).toMatch(/^in_demo_/);
    expect((await start(card('4000000000000341'))).outcome).toMatchObject({
      kind: 'declined',
      reason: 'card_declined',
    });
    expect((await start(card('4000000000009995'))).outcome).toMatchObject({
      kind: 'declined',
      reason: 'insufficient_funds',
    });
    expect((await start(card('4000002500003155'))).outcome).toMatchObject({
      kind: 'pending',
      invoice: { status: 'open' },
    });
  });

  it('attaches Stripe’s test payment method ids as new cards that behave like their test numbers', async () => {
    const visa = await demo.attachPaymentMethod('cus_demo_1_x', 'pm_card_visa');
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 });
    const declined = await demo.attachPaymentMethod('cus_demo_1_x', 'pm_card_chargeDeclined');
    expect((await start(declined?.id ?? '')).outcome.kind).toBe('declined');
    const approval = await demo.attachPaymentMethod('cus_demo_1_x', 'pm_card_authenticationRequired');
    expect((await start(approval?.id ?? '')).outcome.kind).toBe('pending');
    expect(await demo.attachPaymentMethod('cus_demo_1_x', 'pm_1Nsomething')).toBeNull();
    // names of Object.prototype's members are unknown ids too (the contract fuzzer attached "valueOf")
    for (const name of ['valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(await demo.attachPaymentMethod('cus_demo_1_x', name)).toBeNull();
  });

  it('binds the card form’s secret to the customer', async () => {
    const { clientSecret } = await demo.createSetup('cus_demo_1_a');
    expect(demo.verifySetupSecret('cus_demo_1_a', clientSecret)).toBe(true);
    expect(demo.verifySetupSecret('cus_demo_2_b', clientSecret)).toBe(false);
    // one character of the signature changed (to another one: the last may already be an 'x')
    const tampered = `${clientSecret.slice(0, -1)}${clientSecret.endsWith('x') ? 'y' : 'x'}`;
    expect(demo.verifySetupSecret('cus_demo_1_a', tampered)).toBe(false);
    expect(demo.verifySetupSecret('cus_demo_1_a', 'seti_demo_nonsense')).toBe(false);
    const other = new DemoPaymentProvider({ db: database.db, clock, secret: 'another-secret' });
    expect(other.verifySetupSecret('cus_demo_1_a', clientSecret)).toBe(false);
  });

  it('answers a repeated idempotency key with the first result: a retry never charges twice', async () => {
    const card = demo.addDemoCard({ number: '4242424242424242', expMonth: 1, expYear: 2031 }).id;
    const first = await start(card, 'club:1:subscribe:1:req-1');
    const again = await start(card, 'club:1:subscribe:1:req-1');
    expect(again).toBe(first);
    expect((await start(card, 'club:1:subscribe:1:req-2')).subscriptionId).not.toBe(first.subscriptionId);
  });
});
