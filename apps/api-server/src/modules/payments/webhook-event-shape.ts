/**
 * The shape of a Stripe event, checked after its signature and before anything is read from it or
 * stored: the fields the webhook reads for each event type, with the types and ranges the
 * database can store (ids Stripe's way, amounts within an integer column, times within a
 * timestamp). Only Stripe can sign an event, but a changed API version or a leaked secret must
 * get a clear 400, not a failure halfway through (a 5xx, which Stripe retries for days).
 * Fields the webhook does not read may be anything; types it does not handle only need the
 * envelope.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';

/** Stripe's ids: `in_…`, `sub_…`, `cus_…`, `pm_…`, `evt_…` (letters, digits and underscores). */
const stripeId = { type: 'string', pattern: '^[A-Za-z0-9_]{1,255}$' };
const idOrObject = { anyOf: [stripeId, { type: 'object', required: ['id'], properties: { id: stripeId } }] };
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
/** Seconds since 1970, up to the year 9999 (what a timestamp column holds). */
const seconds = { type: 'integer', minimum: 0, maximum: 253_402_300_799 };
/** An amount in cents: what an invoice's integer columns hold, and their difference too. */
const cents = { type: 'integer', minimum: 0, maximum: 1_000_000_000 };
/** A text shown or stored as it is: no control characters (NUL cannot even be stored). */
const plainText = (maxLength: number) => ({
  type: 'string',
  maxLength,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
});
const period = { type: 'object', properties: { start: seconds, end: seconds } };

const invoice = {
  type: 'object',
  required: ['id', 'currency', 'total', 'subtotal', 'period_start', 'period_end'],
  properties: {
    id: stripeId,
    customer: nullable(idOrObject),
    status: nullable({ type: 'string' }),
    number: nullable(plainText(255)),
    currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
    total: cents,
    subtotal: cents,
    subtotal_excluding_tax: nullable(cents),
    period_start: seconds,
    period_end: seconds,
    hosted_invoice_url: nullable(plainText(2048)),
    status_transitions: nullable({ type: 'object', properties: { paid_at: nullable(seconds) } }),
    lines: {
      type: 'object',
      properties: { data: { type: 'array', items: { type: 'object', properties: { period } } } },
    },
    parent: nullable({
      type: 'object',
      properties: {
        subscription_details: nullable({
          type: 'object',
          properties: {
            subscription: nullable(idOrObject),
            metadata: nullable({ type: 'object', additionalProperties: plainText(500) }),
          },
        }),
      },
    }),
  },
};

const subscription = {
  type: 'object',
  required: ['id', 'customer', 'status', 'items'],
  properties: {
    id: stripeId,
    customer: idOrObject,
    status: { type: 'string' },
    cancel_at_period_end: { type: 'boolean' },
    items: {
      type: 'object',
      required: ['data'],
      properties: {
        data: { type: 'array', items: { type: 'object', properties: { current_period_end: seconds } } },
      },
    },
  },
};

const setupIntent = {
  type: 'object',
  properties: { customer: nullable(idOrObject), payment_method: nullable(idOrObject) },
};

const paymentMethod = { type: 'object', required: ['id'], properties: { id: stripeId } };

/** The object (`data.object`) of each event type the webhook handles. */
const OBJECTS: Record<string, object> = {
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'setup_intent.succeeded': setupIntent,
  'payment_method.detached': paymentMethod,
};

const envelope = {
  type: 'object',
  required: ['id', 'type', 'created', 'data'],
  properties: {
    id: stripeId,
    type: { type: 'string', pattern: '^[a-z0-9_.]{1,100}$' },
    created: seconds,
    data: { type: 'object', required: ['object'], properties: { object: { type: 'object' } } },
  },
};

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
const checkEnvelope = ajv.compile(envelope);
const checkObject = new Map(Object.entries(OBJECTS).map(([type, schema]) => [type, ajv.compile(schema)]));

/** What is wrong with the event's shape (one line, for the answer and the log), or null. */
export function eventShapeProblem(event: unknown): string | null {
  if (!checkEnvelope(event)) return describe('event', checkEnvelope.errors);
  const { type, data } = event as { type: string; data: { object: unknown } };
  const check = checkObject.get(type);
  if (check && !check(data.object)) return describe(`${type} data.object`, check.errors);
  return null;
}

function describe(what: string, errors: { instancePath: string; message?: string }[] | null | undefined) {
  const [first] = errors ?? [];
  return first ? `${what}${first.instancePath.replaceAll('/', '.')}: ${first.message ?? 'invalid'}` : what;
}
