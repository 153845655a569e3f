/**
 * A fake Stripe API on loopback for tests: the few `/v1` endpoints the Stripe provider uses
 * (modules/payments/providers/stripe-provider.ts), answering form-encoded requests the way the
 * `stripe` SDK sends them, with enough state to walk a subscription: customers, payment methods,
 * setup intents, products, prices, tax rates, subscriptions, invoices, invoice payments and payment
 * intents. No network.
 *
 * Stripe's test payment method ids work as in test mode: attaching `pm_card_visa` makes a new card
 * (`pm_…`) on the customer; charges to `pm_card_chargeDeclined` are declined (`card_declined`), to
 * `pm_card_chargeDeclinedInsufficientFunds` declined with `insufficient_funds`, to
 * `pm_card_chargeDeclinedExpiredCard` with `expired_card`, and to `pm_card_authenticationRequired`
 * wait for 3-D Secure (the PaymentIntent `requires_action`).
 *
 * Like Stripe, the same `Idempotency-Key` gets the same answer (the write is not done again).
 * `failNext` makes the next requests answer 429, 500 or a 402 card error, as Stripe would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addMonths } from '@tavola/domain/subscription';

type StripeObject = Record<string, unknown> & { id: string };

/** A test card's behaviour when charged. */
type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; declineCode: string }
  | { kind: 'authenticate' };

interface TestCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

/** Stripe's test payment method ids (https://docs.stripe.com/testing#cards). */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: { kind: 'succeed' } },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: { kind: 'succeed' } },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    behaviour: { kind: 'decline', declineCode: 'generic_decline' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: { kind: 'decline', declineCode: 'insufficient_funds' },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: { kind: 'decline', declineCode: 'expired_card' },
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155', behaviour: { kind: 'authenticate' } },
};

export type FakeStripeFailure =
  | { kind: 'rate_limit' }
  | { kind: 'server_error' }
  | { kind: 'card_declined'; declineCode?: string };

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** the parsed form (POST) or query (GET) */
  params: Record<string, unknown>;
  /** the status answered */
  status: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:PORT`: the STRIPE_API_URL to use */
  readonly url: string;
  readonly requests: readonly FakeStripeRequest[];
  /** the next `times` requests (default 1; writes only for a card decline) answer this failure instead */
  failNext(failure: FakeStripeFailure, times?: number): void;
  /** a stored object by id (a customer, a subscription, an invoice…), as the API would answer it */
  get(id: string): StripeObject | undefined;
  /** a test card (`pm_card_visa`…) attached to `customerId`, as a SetupIntent confirmed in the browser leaves it */
  attachTestCard(customerId: string, testId: keyof typeof TEST_CARDS): StripeObject;
  /**
   * Stripe's renewal of a subscription: the next period's invoice, charged to its default card
   * (paid: the period moves on; declined: the subscription is `past_due`). Returns the invoice.
   */
  renew(subscriptionId: string): StripeObject;
  /** the moment the fake considers "now" (subscriptions start then); default: the real time */
  setNow(now: Date | null): void;
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 256 * 1024;

/**
 * `items[0][price]=p&metadata[a]=b&expand[0]=x` as the SDK encodes nested parameters (qs style),
 * back into objects and arrays.
 */
export function parseStripeForm(encoded: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = result;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Record<string, unknown>;
    });
  }
  return result;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const missing = (id: string, param = 'id') =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such object: '${id}'`,
  });

const invalid = (message: string, param?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

const cardError = (declineCode: string) =>
  new StripeError(402, {
    type: 'card_error',
    code: declineCode === 'expired_card' || declineCode === 'incorrect_cvc' ? declineCode : 'card_declined',
    decline_code: declineCode,
    message: 'Your card was declined.',
  });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export async function startFakeStripe(): Promise<FakeStripe> {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripeRequest[] = [];
  const failures: FakeStripeFailure[] = [];
  let counter = 0;
  let fixedNow: Date | null = null;

  const now = () => fixedNow ?? new Date();
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const newId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;
  const store = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const find = (id: string, object: string, param = 'id'): StripeObject => {
    const found = objects.get(id);
    if (!found || found.object !== object) throw missing(id, param);
    return found;
  };

  function paymentMethod(id: string): StripeObject {
    const stored = objects.get(id);
    if (stored?.object === 'payment_method') return stored;
    const test = TEST_CARDS[id];
    if (!test) throw missing(id);
    // a test id itself is never attached: attaching it makes a card of its own
    return cardObject(id, test, null);
  }

  function cardObject(id: string, test: TestCard, customer: string | null): StripeObject {
    return {
      id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: now().getUTCFullYear() + 3 },
      metadata: {},
    };
  }

  /** the test behaviour of a stored card (copied from its test id when attached) */
  const behaviours = new Map<string, CardBehaviour>();

  function attach(paymentMethodId: string, customerId: string): StripeObject {
    find(customerId, 'customer', 'customer');
    const method = paymentMethod(paymentMethodId);
    if (method.customer) {
      if (method.customer === customerId) return method;
      throw invalid('The payment method is attached to another customer.');
    }
    const test = TEST_CARDS[paymentMethodId];
    if (!test) {
      method.customer = customerId;
      return method;
    }
    const card = store(cardObject(newId('pm'), test, customerId));
    behaviours.set(card.id, test.behaviour);
    return card;
  }

  /** A charge of `amount` to a card: the PaymentIntent it leaves. */
  function charge(invoice: StripeObject, paymentMethodId: string | undefined): StripeObject {
    const behaviour: CardBehaviour = paymentMethodId
      ? (behaviours.get(paymentMethodId) ?? TEST_CARDS[paymentMethodId]?.behaviour ?? { kind: 'succeed' })
      : { kind: 'decline', declineCode: 'generic_decline' };
    const intent: StripeObject = store({
      id: newId('pi'),
      object: 'payment_intent',
      amount: invoice.total,
      currency: invoice.currency,
      customer: invoice.customer,
      payment_method: paymentMethodId ?? null,
      status: 'succeeded',
      last_payment_error: null,
    });
    if (behaviour.kind === 'decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: behaviour.declineCode === 'expired_card' ? 'expired_card' : 'card_declined',
        decline_code: behaviour.declineCode,
        message: 'Your card was declined.',
      };
    } else if (behaviour.kind === 'authenticate') {
      intent.status = 'requires_action';
    } else {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.total;
      invoice.amount_remaining = 0;
      invoice.status_transitions = { ...record(invoice.status_transitions), paid_at: seconds(now()) };
    }
    store({
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      status: invoice.status === 'paid' ? 'paid' : 'open',
      payment: { type: 'payment_intent', payment_intent: intent.id },
    });
    invoice.attempted = true;
    invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
    return intent;
  }

  function newInvoice(
    subscription: StripeObject,
    start: Date,
    end: Date,
    billingReason: string,
  ): StripeObject {
    const item = record(list(record(subscription.items).data)[0]);
    const price = record(item.price);
    const taxRates = list(item.tax_rates).map((rate) => record(rate));
    const subtotal = Number(price.unit_amount ?? 0);
    const tax = taxRates.reduce<number>(
      (sum, rate) => sum + Math.round((subtotal * Number(rate.percentage)) / 100),
      0,
    );
    const id = newId('in');
    const number = `FAKE-${String(counter).padStart(4, '0')}`;
    return store({
      id,
      object: 'invoice',
      number,
      customer: subscription.customer,
      currency: price.currency,
      status: 'open',
      billing_reason: billingReason,
      subtotal,
      subtotal_excluding_tax: subtotal,
      total: subtotal + tax,
      total_taxes: tax > 0 ? [{ amount: tax, tax_behavior: 'exclusive' }] : [],
      amount_due: subtotal + tax,
      amount_paid: 0,
      amount_remaining: subtotal + tax,
      attempted: false,
      attempt_count: 0,
      period_start: seconds(start),
      period_end: seconds(start),
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: subtotal,
            currency: price.currency,
            period: { start: seconds(start), end: seconds(end) },
          },
        ],
        has_more: false,
      },
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      status_transitions: { finalized_at: seconds(start), paid_at: null },
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          metadata: { ...record(subscription.metadata) },
        },
      },
      created: seconds(now()),
    });
  }

  function subscriptionItem(params: Record<string, unknown>, subscriptionId: string): StripeObject {
    const priceId = str(params.price);
    if (!priceId) throw invalid('Missing required param: items[0][price].', 'items[0][price]');
    const price = find(priceId, 'price', 'items[0][price]');
    const taxRates = list(params.tax_rates).map((id) => find(String(id), 'tax_rate', 'tax_rates'));
    return {
      id: str(params.id) ?? newId('si'),
      object: 'subscription_item',
      subscription: subscriptionId,
      price,
      tax_rates: taxRates,
      quantity: 1,
      current_period_start: 0,
      current_period_end: 0,
    };
  }

  function setPeriod(subscription: StripeObject, start: Date, end: Date): void {
    for (const item of list(record(subscription.items).data)) {
      Object.assign(record(item), { current_period_start: seconds(start), current_period_end: seconds(end) });
    }
  }

  function expandInvoice(subscription: StripeObject, expand: unknown): StripeObject {
    const wanted = list(expand).includes('latest_invoice');
    const latest = str(subscription.latest_invoice);
    return wanted && latest
      ? { ...subscription, latest_invoice: objects.get(latest) ?? latest }
      : subscription;
  }

  function createSubscription(params: Record<string, unknown>): StripeObject {
    const customer = find(str(params.customer) ?? '', 'customer', 'customer');
    const id = newId('sub');
    const items = list(params.items).map((item) => subscriptionItem(record(item), id));
    if (items.length === 0) throw invalid('Missing required param: items.', 'items');
    const price = record(items[0]?.price);
    const recurring = record(price.recurring);
    const start = now();
    const end = addMonths(
      start,
      Number(recurring.interval_count ?? 1) * (recurring.interval === 'year' ? 12 : 1),
    );
    const defaultMethod =
      str(params.default_payment_method) ??
      str(record(customer.invoice_settings).default_payment_method) ??
      undefined;
    const subscription = store({
      id,
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      default_payment_method: defaultMethod ?? null,
      items: { object: 'list', data: items, has_more: false },
      metadata: record(params.metadata),
      latest_invoice: null as string | null,
      trial_end: null,
      created: seconds(start),
    });
    setPeriod(subscription, start, end);
    const invoice = newInvoice(subscription, start, end, 'subscription_create');
    subscription.latest_invoice = invoice.id;
    const intent = charge(invoice, defaultMethod);
    if (invoice.status === 'paid') subscription.status = 'active';
    else if (params.payment_behavior === 'error_if_incomplete' && intent.status !== 'requires_action') {
      objects.delete(id);
      throw cardError(String(record(intent.last_payment_error).decline_code ?? 'generic_decline'));
    }
    return expandInvoice(subscription, params.expand);
  }

  function updateSubscription(id: string, params: Record<string, unknown>): StripeObject {
    const subscription = find(id, 'subscription');
    if (subscription.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    if (params.items !== undefined) {
      const data = list(params.items).map((item) => subscriptionItem(record(item), id));
      const previous = list(record(subscription.items).data).map(record);
      const periodStart = Number(previous[0]?.current_period_start ?? seconds(now()));
      const periodEnd = Number(previous[0]?.current_period_end ?? seconds(now()));
      subscription.items = { object: 'list', data, has_more: false };
      setPeriod(subscription, new Date(periodStart * 1000), new Date(periodEnd * 1000));
    }
    if (params.trial_end !== undefined) {
      const trialEnd = Number(params.trial_end);
      if (!(trialEnd > seconds(now()))) throw invalid('trial_end must be in the future.', 'trial_end');
      // a trial until then: nothing is charged now, the period (and the next invoice) moves there
      subscription.trial_end = trialEnd;
      subscription.status = 'trialing';
      setPeriod(subscription, now(), new Date(trialEnd * 1000));
    }
    if (params.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    if (params.default_payment_method !== undefined)
      subscription.default_payment_method = str(params.default_payment_method) ?? null;
    if (params.metadata !== undefined)
      subscription.metadata = { ...record(subscription.metadata), ...record(params.metadata) };
    return expandInvoice(subscription, params.expand);
  }

  function cancelSubscription(id: string): StripeObject {
    const subscription = find(id, 'subscription');
    if (subscription.status === 'canceled') throw missing(id);
    subscription.status = 'canceled';
    subscription.canceled_at = seconds(now());
    const latest = objects.get(str(subscription.latest_invoice) ?? '');
    if (latest && latest.status === 'open') latest.status = 'void';
    return subscription;
  }

  function payInvoice(id: string, params: Record<string, unknown>): StripeObject {
    const invoice = find(id, 'invoice');
    if (invoice.status === 'paid') throw invalid('Invoice is already paid.');
    if (invoice.status !== 'open')
      throw invalid(`You can only pay an open invoice (this one is ${invoice.status}).`);
    const method = str(params.payment_method);
    if (method) paymentMethod(method);
    const intent = charge(invoice, method);
    // charge() changed the status (TypeScript still narrows it to 'open')
    const paid = (invoice.status as string) === 'paid';
    if (!paid && intent.status !== 'requires_action')
      throw cardError(String(record(intent.last_payment_error).decline_code ?? 'generic_decline'));
    const subscriptionId = str(record(record(invoice.parent).subscription_details).subscription);
    const subscription = subscriptionId ? objects.get(subscriptionId) : undefined;
    if (subscription && paid) subscription.status = 'active';
    return invoice;
  }

  function listOf(data: StripeObject[], url: string): Record<string, unknown> {
    return { object: 'list', data, has_more: false, url };
  }

  function byType(type: string): StripeObject[] {
    return [...objects.values()].filter((object) => object.object === type);
  }

  /** The answer to one request (throws a `StripeError` for an error answer). */
  function route(method: string, path: string, params: Record<string, unknown>): unknown {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    if (parts[0] !== 'v1')
      throw new StripeError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
    const [, resource, id, action] = parts;
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return store({
          id: newId('cus'),
          object: 'customer',
          name: str(params.name) ?? null,
          email: str(params.email) ?? null,
          metadata: record(params.metadata),
          invoice_settings: { default_payment_method: null },
        });
      case 'GET customers/:id':
        return find(id ?? '', 'customer');
      case 'POST customers/:id': {
        const customer = find(id ?? '', 'customer');
        const settings = record(params.invoice_settings);
        if (settings.default_payment_method !== undefined) {
          const methodId = String(settings.default_payment_method);
          const method = paymentMethod(methodId);
          if (method.customer !== customer.id)
            throw invalid(`The customer does not have a payment method with the ID ${methodId}.`);
          customer.invoice_settings = { default_payment_method: methodId };
        }
        if (params.metadata) customer.metadata = { ...record(customer.metadata), ...record(params.metadata) };
        return customer;
      }
      case 'POST setup_intents': {
        find(str(params.customer) ?? '', 'customer', 'customer');
        const intentId = newId('seti');
        return store({
          id: intentId,
          object: 'setup_intent',
          customer: params.customer,
          usage: str(params.usage) ?? 'off_session',
          status: 'requires_payment_method',
          payment_method: null,
          client_secret: `${intentId}_secret_fake`,
        });
      }
      case 'GET payment_methods/:id':
        return paymentMethod(id ?? '');
      case 'POST payment_methods/:id/attach':
        return attach(id ?? '', str(params.customer) ?? '');
      case 'POST payment_methods/:id/detach': {
        const method = paymentMethod(id ?? '');
        if (!method.customer) throw invalid('The payment method is not attached to a customer.');
        method.customer = null;
        return method;
      }
      case 'GET products/:id':
        return find(id ?? '', 'product');
      case 'POST products': {
        const productId = str(params.id) ?? newId('prod');
        if (objects.has(productId)) throw invalid(`Product already exists: ${productId}`, 'id');
        return store({
          id: productId,
          object: 'product',
          name: params.name,
          metadata: record(params.metadata),
        });
      }
      case 'GET prices': {
        const keys = list(params.lookup_keys).map(String);
        return listOf(
          byType('price').filter(
            (price) =>
              (keys.length === 0 || keys.includes(String(price.lookup_key))) && price.active !== false,
          ),
          '/v1/prices',
        );
      }
      case 'POST prices': {
        const lookupKey = str(params.lookup_key);
        if (lookupKey && byType('price').some((price) => price.lookup_key === lookupKey))
          throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
        find(str(params.product) ?? '', 'product', 'product');
        const recurring = record(params.recurring);
        return store({
          id: newId('price'),
          object: 'price',
          active: true,
          product: params.product,
          currency: params.currency,
          unit_amount: Number(params.unit_amount),
          lookup_key: lookupKey ?? null,
          tax_behavior: str(params.tax_behavior) ?? 'unspecified',
          recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) },
          metadata: record(params.metadata),
        });
      }
      case 'GET tax_rates':
        return listOf(byType('tax_rate'), '/v1/tax_rates');
      case 'POST tax_rates':
        return store({
          id: newId('txr'),
          object: 'tax_rate',
          active: true,
          display_name: params.display_name,
          percentage: Number(params.percentage),
          inclusive: params.inclusive === 'true',
          metadata: record(params.metadata),
        });
      case 'POST subscriptions':
        return createSubscription(params);
      case 'GET subscriptions/:id':
        return expandInvoice(find(id ?? '', 'subscription'), params.expand);
      case 'POST subscriptions/:id':
        return updateSubscription(id ?? '', params);
      case 'DELETE subscriptions/:id':
        return cancelSubscription(id ?? '');
      case 'GET invoices/:id':
        return find(id ?? '', 'invoice');
      case 'POST invoices/:id/pay':
        return payInvoice(id ?? '', params);
      case 'GET invoice_payments':
        return listOf(
          byType('invoice_payment')
            .filter((payment) => payment.invoice === params.invoice)
            .reverse(),
          '/v1/invoice_payments',
        );
      case 'GET payment_intents/:id':
        return find(id ?? '', 'payment_intent');
      default:
        throw new StripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}) in the fake Stripe`,
        });
    }
  }

  function send(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'request-id': `req_fake${counter}`,
      ...headers,
    });
    response.end(text);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    const record = (status: number) => {
      requests.push({ method, path: url.pathname, idempotencyKey, params, status });
    };

    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      record(401);
      send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    // a card is only declined by a write (an attach, a charge); 429 and 500 can answer anything
    const failureIndex = failures.findIndex((each) => each.kind !== 'card_declined' || method !== 'GET');
    const failure = failureIndex >= 0 ? failures.splice(failureIndex, 1)[0] : undefined;
    if (failure?.kind === 'rate_limit') {
      record(429);
      send(response, 429, {
        error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' },
      });
      return;
    }
    if (failure?.kind === 'server_error') {
      record(500);
      send(response, 500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
      return;
    }
    if (failure?.kind === 'card_declined') {
      const error = cardError(failure.declineCode ?? 'generic_decline');
      record(error.status);
      send(response, error.status, { error: error.body });
      return;
    }
    const replay = idempotencyKey && method === 'POST' ? idempotent.get(idempotencyKey) : undefined;
    if (replay) {
      record(replay.status);
      send(response, replay.status, replay.body, { 'idempotent-replayed': 'true' });
      return;
    }
    let status = 200;
    let answer: unknown;
    try {
      // a copy: later changes of the stored object must not change a replayed answer
      answer = structuredClone(route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      answer = { error: error.body };
    }
    if (idempotencyKey && method === 'POST') idempotent.set(idempotencyKey, { status, body: answer });
    record(status);
    send(response, status, answer);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    get: (id) => objects.get(id),
    attachTestCard(customerId, testId) {
      return attach(testId, customerId);
    },
    renew(subscriptionId) {
      const subscription = find(subscriptionId, 'subscription');
      const item = record(list(record(subscription.items).data)[0]);
      const recurring = record(record(item.price).recurring);
      const start = new Date(Number(item.current_period_end) * 1000);
      const end = addMonths(start, Number(recurring.interval_count ?? 1));
      const invoice = newInvoice(subscription, start, end, 'subscription_cycle');
      subscription.latest_invoice = invoice.id;
      const customer = find(String(subscription.customer), 'customer');
      const method =
        str(subscription.default_payment_method) ??
        str(record(customer.invoice_settings).default_payment_method);
      charge(invoice, method);
      if (invoice.status === 'paid') {
        subscription.status = 'active';
        setPeriod(subscription, start, end);
      } else {
        subscription.status = 'past_due';
      }
      return invoice;
    },
    setNow(date) {
      fixedNow = date;
    },
    reset() {
      objects.clear();
      idempotent.clear();
      requests.length = 0;
      failures.length = 0;
      behaviours.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
