import type { Schemas } from '@tavola/api/schema';
import { HttpResponse } from 'msw';
import { clubDetail } from './fake-clubs';
import { error, http } from './fake-http';

/**
 * The payment calls (issue 14) for the fake API. Each club id is one scenario of the subscription
 * state machine; clubs 60-71 are the billing tests' own and keep their changes until
 * `resetBilling()`, while the shared clubs 1-3 answer every change without storing it
 * (so other test files always read the same states); club 2 keeps its cards only.
 *
 * - 60: Smart monthly, its renewal payment awaiting the bank's approval
 * - 1: Smart annual, renewing (the shared Trattoria da Mario); 2, 3, 61: Freemium
 * - 62: Smart monthly, renewing, two cards and three invoices (paid, paid on Stripe, void)
 * - 63: Smart monthly, renewal cancelled; 64: invoice unpaid, 5 days left (card declined);
 *   65: balance insufficient, 1 day left; 66: payment pending approval; 67: early adopter;
 *   68: partner offer (Birra Nord, one year); 69: a country without online plans;
 *   70: Smart monthly renewing in less than a day (too late to cancel);
 *   71: Smart monthly, renewing, with one card only
 *
 * `GET /clubs/60..71` answers a club detail, for the board. `getPaymentSetup` answers the demo
 * provider, except for club 1, whose server is on Stripe (the console's missing-key error).
 *
 * Demo card numbers (addDemoCard), after the contract's: `4242…` pays; `…0002` is declined at once;
 * `…0069` expired, `…0127` wrong CVC, `…0119` processing error, `…0500` provider down, `…0429`
 * provider rate-limited; at the charge (subscribe): `…0341` declined, `…9995` insufficient funds,
 * `…3184` authentication required, `…3155` awaits the bank's approval. Anything else is not a test card.
 */

type State = Schemas['CurrentPaymentState'];
type Plan = Schemas['PaymentPlan'];
type Method = Schemas['PaymentMethod'];
type Invoice = Schemas['Invoice'];

export const BILLING_PLANS: Plan[] = [
  { id: 101, plan: 'smart', isoCountryCode: 'IT', months: 1, price: 19, vat: 22, currency: 'EUR' },
  { id: 102, plan: 'smart', isoCountryCode: 'IT', months: 12, price: 149, vat: 22, currency: 'EUR' },
  { id: 103, plan: 'professional', isoCountryCode: 'IT', months: 1, price: 39, vat: 22, currency: 'EUR' },
  { id: 104, plan: 'professional', isoCountryCode: 'IT', months: 12, price: 234, vat: 22, currency: 'EUR' },
];

const plan = (id: number) => BILLING_PLANS.find((entry) => entry.id === id) as Plan;

const FREEMIUM: State = {
  id: 0,
  brand: null,
  freeForever: false,
  subscriptionEnabled: false,
  subscriptionExpiration: null,
  paymentPending: false,
  paymentErrorCode: null,
  paymentPlan: null,
  state: 'freemium',
  plan: 'freemium',
  offerMonths: null,
  cancelRenewalBefore: null,
  graceDaysLeft: null,
  nextInvoice: null,
  openInvoiceId: null,
  provider: 'demo',
};

function nextInvoice(paymentPlan: Plan, date: string) {
  return {
    date,
    amount: paymentPlan.price,
    vat: paymentPlan.vat,
    total: Math.round(paymentPlan.price * (100 + paymentPlan.vat)) / 100,
    currency: paymentPlan.currency,
  };
}

function paid(paymentPlanId: number, expiration: string, renewal = true): Omit<State, 'id'> {
  const paymentPlan = plan(paymentPlanId);
  const renewsOn = new Date(Date.parse(`${expiration}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    ...FREEMIUM,
    state: 'paid',
    plan: paymentPlan.plan,
    paymentPlan,
    subscriptionEnabled: renewal,
    subscriptionExpiration: expiration,
    cancelRenewalBefore: renewal ? `${expiration}T00:00:00Z` : null,
    nextInvoice: renewal ? nextInvoice(paymentPlan, renewsOn) : null,
  };
}

const BIRRA_NORD = { id: 3, name: 'Birra Nord', enabled: true };

function invoice(id: number, values: Partial<Invoice>): Invoice {
  return {
    id,
    number: `DEMO-2031-${String(id).padStart(6, '0')}`,
    demo: true,
    seller: {
      name: 'Tavola Example S.r.l. (not a real company)',
      addressLines: ['Via dell’Esempio 1', '00100 Roma RM'],
      country: 'IT',
      vatNumber: 'IT00000000000',
    },
    buyer: {
      name: 'Trattoria da Mario srl',
      addressLines: ['Via Roma 1', '20121 Milano MI'],
      country: 'IT',
      vatNumber: 'IT00743110157',
    },
    paidAt: values.status === 'open' || values.status === 'void' ? null : '2031-02-01T09:00:00Z',
    date: '2031-02-01T09:00:00Z',
    periodStart: '2031-02-01',
    periodEnd: '2031-02-28',
    plan: 'smart',
    months: 1,
    amount: 19,
    vat: 22,
    vatAmount: 4.18,
    total: 23.18,
    currency: 'EUR',
    status: 'paid',
    url: null,
    ...values,
  };
}

interface Billing {
  state: Omit<State, 'id'>;
  methods: Method[];
  invoices: Invoice[];
  /** no online plans in the club's country */
  noPlans?: boolean;
}

const VISA: Method = {
  id: 'pm_visa_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2032,
  primary: true,
};
const MASTERCARD: Method = {
  id: 'pm_mc_4444',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 9,
  expYear: 2033,
  primary: false,
};

function scenario(clubId: number): Billing {
  const empty = { methods: [], invoices: [] };
  switch (clubId) {
    case 1:
      return { state: paid(102, '2031-03-31'), methods: [VISA], invoices: [] };
    case 60:
      return {
        state: { ...paid(101, '2031-03-31'), paymentPending: true, openInvoiceId: 601 },
        methods: [VISA],
        invoices: [],
      };
    case 62:
      return {
        state: paid(101, '2031-03-31'),
        methods: [VISA, MASTERCARD],
        invoices: [
          invoice(3, { date: '2031-03-01T09:00:00Z', periodStart: '2031-03-01', periodEnd: '2031-03-31' }),
          invoice(2, { url: 'https://invoice.stripe.com/i/test_2' }),
          invoice(1, {
            date: '2031-01-01T09:00:00Z',
            status: 'void',
            periodStart: '2031-01-01',
            periodEnd: '2031-01-31',
          }),
        ],
      };
    case 63:
      return { state: paid(101, '2031-03-31', false), methods: [VISA], invoices: [] };
    case 64:
    case 65:
      return {
        state: {
          ...paid(101, '2031-03-31', false),
          state: clubId === 64 ? 'invoice_unpaid' : 'balance_insufficient',
          paymentErrorCode: clubId === 64 ? 'card_declined' : 'insufficient_funds',
          graceDaysLeft: clubId === 64 ? 5 : 1,
          openInvoiceId: 501,
        },
        methods: [{ ...VISA, id: 'pm_demo_0341', last4: '0341' }],
        invoices: [
          invoice(501, {
            status: 'open',
            date: '2031-04-01T09:00:00Z',
            periodStart: '2031-04-01',
            periodEnd: '2031-04-30',
          }),
        ],
      };
    case 66:
      return {
        state: { ...FREEMIUM, state: 'payment_pending', paymentPending: true, paymentPlan: plan(101) },
        ...empty,
      };
    case 67:
      return { state: { ...FREEMIUM, state: 'early_adopter', plan: 'smart' }, ...empty };
    case 68:
      return {
        state: {
          ...FREEMIUM,
          state: 'partner_offered',
          plan: 'smart',
          brand: BIRRA_NORD,
          offerMonths: 12,
          subscriptionExpiration: '2031-06-30',
        },
        ...empty,
      };
    case 69:
      return { state: FREEMIUM, ...empty, noPlans: true };
    case 70:
      return {
        state: { ...paid(101, '2031-03-31'), cancelRenewalBefore: '2020-01-01T00:00:00Z' },
        methods: [VISA],
        invoices: [],
      };
    case 71:
      return { state: paid(101, '2031-03-31'), methods: [VISA], invoices: [] };
    default:
      return { state: FREEMIUM, ...empty };
  }
}

const stored = new Map<number, Billing>();

/** Club 2's cards: the payment page's tests need an owned club that remembers its cards. */
let club2Methods: Method[] = [];

function billingOf(clubId: number): Billing {
  if (clubId === 2) return { ...scenario(2), methods: club2Methods };
  return stored.get(clubId) ?? scenario(clubId);
}

/**
 * Only the billing tests' own clubs keep their changes; club 2 keeps its cards but never its state,
 * which the clubs tests read.
 */
function save(clubId: number, billing: Billing) {
  if (clubId >= 60) stored.set(clubId, billing);
  if (clubId === 2) club2Methods = billing.methods;
}

/** Forgets what the billing tests' clubs changed (each billing test starts from its scenario). */
export function resetBilling() {
  stored.clear();
  club2Methods = [];
}

/** The billing tests' own clubs, 60-71 (see the module comment). */
const isBillingClub = (clubId: number) => clubId >= 60 && clubId <= 71;

/** What a demo card number does, by its last four digits (see the module comment). */
const ADD_CARD_REFUSALS: Record<string, [402 | 502 | 503, string]> = {
  '0002': [402, 'card_declined'],
  '0069': [402, 'expired_card'],
  '0127': [402, 'incorrect_cvc'],
  '0119': [402, 'processing_error'],
  '0500': [502, 'payment_provider_failed'],
  '0429': [503, 'payment_provider_rate_limited'],
};
const CHARGE_REFUSALS: Record<string, string> = {
  '0341': 'card_declined',
  '9995': 'insufficient_funds',
  '3184': 'authentication_required',
};
const TEST_CARDS = /^(4242424242424242|4000(00000000|00250000)\d{4})$/;

/** The club's state as the payment calls answer it. */
const stateOf = (clubId: number, billing: Billing): State => ({ id: clubId, ...billing.state });

export const billingHandlers = [
  // the billing clubs for the board; other clubs fall through to fake-clubs.ts
  http.get('/clubs/{clubId}', ({ params, response }) => {
    const id = Number(params.clubId);
    if (!isBillingClub(id)) return;
    return response(200).json({
      ...clubDetail(2),
      id,
      name: `Billing club ${id}`,
      enabled: true,
      message: null,
    });
  }),

  http.get('/clubs/{clubId}/payments/plans', ({ params, response }) =>
    response(200).json(billingOf(Number(params.clubId)).noPlans ? [] : BILLING_PLANS),
  ),
  http.get('/clubs/{clubId}/payments/plans/current', ({ params, response }) => {
    const clubId = Number(params.clubId);
    return response(200).json(stateOf(clubId, billingOf(clubId)));
  }),
  http.get('/clubs/{clubId}/payments/setup', ({ params, response }) => {
    const clubId = Number(params.clubId);
    if (clubId === 1) return response(200).json({ clientSecret: 'seti_1_secret_test', provider: 'stripe' });
    return response(200).json({ clientSecret: `demo_secret_${clubId}`, provider: 'demo' });
  }),
  http.get('/clubs/{clubId}/payments/methods', ({ params, response }) =>
    response(200).json(billingOf(Number(params.clubId)).methods),
  ),
  http.get('/clubs/{clubId}/payments/invoices', ({ params, response }) =>
    response(200).json(billingOf(Number(params.clubId)).invoices),
  ),

  http.get('/clubs/{clubId}/payments/invoices/{invoiceId}/pdf', ({ params, query, response }) => {
    const found = billingOf(Number(params.clubId)).invoices.find(
      (entry) => entry.id === Number(params.invoiceId),
    );
    if (!found) return response(404).json(error('invoice_not_found', 'Invoice not found'));
    const language = query.get('lang') ?? 'en';
    // a file's answer is untyped (openapi-msw types JSON and text only)
    return response.untyped(
      new HttpResponse(`%PDF-1.7\n% invoice ${found.number} in ${language}\n%%EOF\n`, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Tavola invoice ${found.number}.pdf"`,
        },
      }),
    );
  }),

  http.post('/clubs/{clubId}/payments/demo-cards', async ({ params, request, response }) => {
    const clubId = Number(params.clubId);
    const billing = billingOf(clubId);
    const body = await request.json();
    const number = body.number.replace(/\s/g, '');
    if (!TEST_CARDS.test(number))
      return response(400).json(error('not_a_test_card', 'Use a test card number.'));
    const last4 = number.slice(-4);
    const refusal = ADD_CARD_REFUSALS[last4];
    if (refusal?.[0] === 402) return response(402).json(error(refusal[1], 'Refused.'));
    // The contract documents no 502/503 for addDemoCard (the demo provider never fails); these two
    // cards stand for a failing provider, to show the console's messages for it.
    if (refusal)
      return response.untyped(HttpResponse.json(error(refusal[1], 'Refused.'), { status: refusal[0] }));
    const card: Method = {
      id: `pm_demo_${last4}`,
      brand: 'visa',
      last4,
      expMonth: Number(body.expMonth),
      expYear: Number(body.expYear),
      primary: billing.methods.length === 0,
    };
    save(clubId, { ...billing, methods: [...billing.methods.filter((m) => m.id !== card.id), card] });
    return response(201).json(card);
  }),

  http.put('/clubs/{clubId}/payments/methods/{paymentMethodId}/primary', ({ params, response }) => {
    const clubId = Number(params.clubId);
    const billing = billingOf(clubId);
    if (!billing.methods.some((m) => m.id === params.paymentMethodId))
      return response(404).json(error('payment_method_not_found', 'No such card.'));
    const methods = billing.methods.map((m) => ({ ...m, primary: m.id === params.paymentMethodId }));
    save(clubId, { ...billing, methods });
    return response(200).json(methods);
  }),

  http.delete('/clubs/{clubId}/payments/methods/{paymentMethodId}', ({ params, response }) => {
    const clubId = Number(params.clubId);
    const billing = billingOf(clubId);
    const card = billing.methods.find((m) => m.id === params.paymentMethodId);
    if (!card) return response(404).json(error('payment_method_not_found', 'No such card.'));
    if (card.primary && billing.methods.length > 1)
      return response(409).json(error('payment_method_is_primary', 'Make another card primary first.'));
    save(clubId, { ...billing, methods: billing.methods.filter((m) => m.id !== card.id) });
    return response(204).empty();
  }),

  http.post('/clubs/{clubId}/payments/invoices/{invoiceId}/pay', ({ params, response }) => {
    const clubId = Number(params.clubId);
    const billing = billingOf(clubId);
    const primary = billing.methods.find((m) => m.primary);
    if (!primary) return response(409).json(error('no_payment_method', 'Add a card first.'));
    const refusal = CHARGE_REFUSALS[primary.last4];
    if (refusal) return response(402).json(error(refusal, 'Declined.'));
    const state = billing.state.paymentPlan
      ? paid(billing.state.paymentPlan.id, billing.state.subscriptionExpiration ?? '2031-04-30')
      : billing.state;
    const invoices = billing.invoices.map((entry) =>
      entry.status === 'open' ? { ...entry, status: 'paid' as const } : entry,
    );
    const next = { ...billing, state, invoices };
    save(clubId, next);
    return response(200).json(stateOf(clubId, next));
  }),

  http.post('/clubs/{clubId}/subscription', async ({ params, request, response }) => {
    const clubId = Number(params.clubId);
    const billing = billingOf(clubId);
    const body = await request.json();
    const subscribed = (state: Billing['state']) => {
      const next = { ...billing, state };
      save(clubId, next);
      return response(200).json(stateOf(clubId, next));
    };
    const chosen = BILLING_PLANS.find((entry) => entry.id === body.paymentPlanId);
    if (!chosen || billing.noPlans)
      return response(404).json(error('payment_plan_not_found', 'No such plan.'));
    const current = billing.state;
    if (current.state === 'paid') {
      if (current.paymentPlan?.id === chosen.id) {
        if (current.subscriptionEnabled)
          return response(409).json(error('already_on_plan', 'Already on it.'));
        return subscribed(paid(chosen.id, current.subscriptionExpiration ?? '2031-03-31'));
      }
      return subscribed(paid(chosen.id, '2031-06-15'));
    }
    if (
      current.state !== 'freemium' &&
      current.state !== 'early_adopter' &&
      current.state !== 'partner_offered'
    )
      return response(409).json(error('invalid_subscription_transition', 'Pay the open invoice first.'));
    const cardId = body.paymentMethodId ?? billing.methods.find((m) => m.primary)?.id;
    if (!cardId) return response(409).json(error('no_payment_method', 'Add a card first.'));
    const last4 = cardId.slice(-4);
    const refusal = CHARGE_REFUSALS[last4];
    if (refusal) return response(402).json(error(refusal, 'Declined.'));
    if (last4 === '3155')
      return subscribed({ ...FREEMIUM, state: 'payment_pending', paymentPending: true, paymentPlan: chosen });
    return subscribed(paid(chosen.id, chosen.months === 12 ? '2032-01-31' : '2031-02-28'));
  }),

  http.delete('/clubs/{clubId}/subscription', ({ params, response }) => {
    const clubId = Number(params.clubId);
    const billing = billingOf(clubId);
    const current = billing.state;
    if (current.state !== 'paid' || !current.subscriptionEnabled)
      return response(409).json(error('invalid_subscription_transition', 'Nothing renews.'));
    if (current.cancelRenewalBefore && Date.parse(current.cancelRenewalBefore) < Date.now())
      return response(409).json(error('cancellation_too_late', 'Too late.'));
    const next = {
      ...billing,
      state: { ...current, subscriptionEnabled: false, cancelRenewalBefore: null, nextInvoice: null },
    };
    save(clubId, next);
    return response(200).json(stateOf(clubId, next));
  }),
];
