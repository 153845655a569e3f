import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, parseStripeForm, startFakeStripe } from './fake-stripe.ts';

type StripeErrorBody = { error: Record<string, unknown> };

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});

afterAll(async () => {
  await fake.close();
});

function post(path: string, form: string, headers: Record<string, string> = {}) {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_fake',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: form,
  });
}

describe('fake Stripe', () => {
  it('reads nested form parameters as the SDK encodes them', () => {
    expect(
      parseStripeForm('items[0][price]=p1&items[0][tax_rates][0]=t1&metadata[a]=b&expand[0]=latest_invoice'),
    ).toEqual({
      items: [{ price: 'p1', tax_rates: ['t1'] }],
      metadata: { a: 'b' },
      expand: ['latest_invoice'],
    });
  });

  it('answers the same Idempotency-Key with the same object, and refuses a missing key', async () => {
    const first = await (await post('/v1/customers', 'name=A', { 'idempotency-key': 'k1' })).json();
    const again = await post('/v1/customers', 'name=B', { 'idempotency-key': 'k1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    const unauthenticated = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });
    expect(unauthenticated.status).toBe(401);
  });

  it('answers 429 or a card decline when told to, then works again', async () => {
    fake.failNext({ kind: 'rate_limit' });
    expect((await post('/v1/customers', 'name=A')).status).toBe(429);
    fake.failNext({ kind: 'card_declined', declineCode: 'insufficient_funds' });
    const declined = await post('/v1/customers', 'name=A');
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as StripeErrorBody).error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect((await post('/v1/customers', 'name=A')).status).toBe(200);
  });

  it('an unknown object is resource_missing', async () => {
    const response = await fetch(`${fake.url}/v1/payment_methods/pm_nope`, {
      headers: { authorization: 'Bearer sk_test_fake' },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as StripeErrorBody).error.code).toBe('resource_missing');
  });
});
