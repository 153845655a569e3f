/**
 * Cards on file (exactly one primary, the removal rules of the contract), another owner's club,
 * cards and invoices, and malformed ids.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';
import {
  addCard,
  cardsOf,
  expectStatus,
  invoicesOf,
  LONG_SESSIONS,
  newOwner,
  planId,
  subscribeTo,
} from './payments.fixtures.ts';

describe('payment methods', () => {
  const t = useTestApp({ env: LONG_SESSIONS });

  it('keeps exactly one primary card: the first, then the one chosen; the primary one is listed first', async () => {
    const owner = await newOwner(t);
    const first = (await addCard(owner, '4242424242424242')).json().id as string;
    const second = await addCard(owner, '4000000000009995');
    expectStatus(second, 201);
    expect(second.json()).toMatchObject({ last4: '9995', primary: false });
    expect((await cardsOf(owner)).map((card) => [card.id, card.primary])).toEqual([
      [first, true],
      [second.json().id, false],
    ]);
    const switched = await owner.call('setPrimaryPaymentMethod', {
      params: { paymentMethodId: second.json().id },
    });
    expectStatus(switched, 200);
    expect(
      (switched.json() as { id: string; primary: boolean }[]).map((card) => [card.id, card.primary]),
    ).toEqual([
      [second.json().id, true],
      [first, false],
    ]);
    // recording a card twice returns it
    const again = await owner.call('addPaymentMethod', { body: { paymentMethodId: first } });
    expectStatus(again, 201);
    expect(again.json()).toMatchObject({ id: first, primary: false });
    expect(await cardsOf(owner)).toHaveLength(2);
    // the card a plan is bought with pays its renewals: it becomes the primary one
    expectStatus(await subscribeTo(owner, 'smart', 1, first), 200);
    expect((await cardsOf(owner)).map((card) => [card.id, card.primary])).toEqual([
      [first, true],
      [second.json().id, false],
    ]);
  });

  it('records Stripe’s test ids; an unknown id is 404 payment_method_not_found', async () => {
    const owner = await newOwner(t);
    const added = await owner.call('addPaymentMethod', { body: { paymentMethodId: 'pm_card_visa' } });
    expectStatus(added, 201);
    expect(added.json()).toMatchObject({ brand: 'visa', last4: '4242', primary: true });
    expect(added.json().id).toMatch(/^pm_demo_4242_/);
    expectStatus(
      await owner.call('addPaymentMethod', { body: { paymentMethodId: 'pm_unknown' } }),
      404,
      'payment_method_not_found',
    );
  });

  it('removes a card only by the rules: not the primary one while others remain, not the last while it must pay', async () => {
    const owner = await newOwner(t);
    const first = (await addCard(owner, '4242424242424242')).json().id as string;
    const second = (await addCard(owner, '4242424242424242')).json().id as string;
    expectStatus(
      await owner.call('removePaymentMethod', { params: { paymentMethodId: first } }),
      409,
      'payment_method_is_primary',
    );
    expectStatus(await owner.call('removePaymentMethod', { params: { paymentMethodId: second } }), 204);
    expectStatus(await subscribeTo(owner, 'smart', 1), 200);
    expectStatus(
      await owner.call('removePaymentMethod', { params: { paymentMethodId: first } }),
      409,
      'payment_method_required',
    );
    // with renewal cancelled nothing will charge it
    expectStatus(await owner.call('unsubscribe'), 200);
    expectStatus(await owner.call('removePaymentMethod', { params: { paymentMethodId: first } }), 204);
    expect(await cardsOf(owner)).toEqual([]);
    expectStatus(
      await owner.call('removePaymentMethod', { params: { paymentMethodId: first } }),
      404,
      'payment_method_not_found',
    );
    // a card added now is primary again
    expect((await addCard(owner, '4242424242424242')).json().primary).toBe(true);
  });

  it('another owner’s club, card or invoice is not found', async () => {
    const owner = await newOwner(t);
    const stranger = await newOwner(t);
    const card = (await addCard(owner, '4242424242424242')).json().id as string;
    expectStatus(await subscribeTo(owner, 'smart', 1), 200);
    const [invoice] = await invoicesOf(owner);

    const theirs = { clubId: owner.clubId };
    for (const operationId of ['getCurrentPaymentState', 'listInvoices', 'listPaymentMethods'] as const) {
      const response = await t.call(operationId, { params: theirs, token: stranger.token });
      expectStatus(response, 404, 'club_not_found');
    }
    const paymentMethodId = { paymentMethodId: card };
    expectStatus(
      await stranger.call('setPrimaryPaymentMethod', { params: paymentMethodId }),
      404,
      'payment_method_not_found',
    );
    expectStatus(
      await stranger.call('removePaymentMethod', { params: paymentMethodId }),
      404,
      'payment_method_not_found',
    );
    expectStatus(
      await stranger.call('addPaymentMethod', { body: { paymentMethodId: card } }),
      404,
      'payment_method_not_found',
    );
    expectStatus(await addCard(stranger, '4242424242424242'), 201);
    expectStatus(
      await stranger.call('subscribe', {
        body: {
          paymentPlanId: (await owner.call('getCurrentPaymentState')).json().paymentPlan.id,
          paymentMethodId: card,
        },
      }),
      404,
      'payment_method_not_found',
    );
    expectStatus(
      await stranger.call('payInvoice', { params: { invoiceId: invoice?.id ?? 0 } }),
      404,
      'invoice_not_found',
    );
  });

  it('refuses malformed ids with 400', async () => {
    const owner = await newOwner(t);
    for (const invoiceId of [2 ** 31, 'abc', 0, -1]) {
      expectStatus(await owner.call('payInvoice', { params: { invoiceId } }), 400);
    }
    for (const paymentMethodId of ['pm-card!', 'pm card']) {
      expectStatus(await owner.call('setPrimaryPaymentMethod', { params: { paymentMethodId } }), 400);
      expectStatus(await owner.call('removePaymentMethod', { params: { paymentMethodId } }), 400);
    }
    for (const paymentPlanId of [2 ** 31, 'abc', 1.5]) {
      expectStatus(await owner.call('subscribe', { body: { paymentPlanId } }), 400);
    }
    const smartMonthly = await planId(owner, 'smart', 1);
    expectStatus(
      await owner.call('subscribe', { body: { paymentPlanId: smartMonthly, paymentMethodId: 'pm card' } }),
      400,
      'validation_failed',
    );
    expectStatus(
      await owner.call('subscribe', { body: { paymentPlanId: smartMonthly, paymentMethodId: 'pm_unknown' } }),
      404,
      'payment_method_not_found',
    );
    expectStatus(await owner.call('addPaymentMethod', { body: {} }), 400);
  });
});
