/**
 * The administrators' billing calls for the fake API (`admin-token`): offers, history, demo events
 * and prices. Answers depend only on the request, nothing is stored. Club 1 pays for Smart (offers
 * are refused, renewal can be simulated); club 2 is on Freemium (offers are granted; approving a
 * payment is refused, and `period_end` answers as a server with Stripe would).
 */
import type { Schemas } from '@tavola/api/schema';
import { adminClub, CLUB_NOT_FOUND } from './fake-admin';
import { error, http } from './fake-http';

const ADMIN_PAYMENT_PLANS: Schemas['AdminPaymentPlan'][] = [
  {
    id: 11,
    plan: 'smart',
    isoCountryCode: 'IT',
    months: 1,
    price: 19,
    vat: 22,
    currency: 'EUR',
    active: true,
  },
  {
    id: 12,
    plan: 'smart',
    isoCountryCode: 'IT',
    months: 12,
    price: 149,
    vat: 22,
    currency: 'EUR',
    active: true,
  },
  {
    id: 13,
    plan: 'professional',
    isoCountryCode: 'IT',
    months: 1,
    price: 39,
    vat: 22,
    currency: 'EUR',
    active: true,
  },
  {
    id: 14,
    plan: 'professional',
    isoCountryCode: 'IT',
    months: 12,
    price: 234,
    vat: 22,
    currency: 'EUR',
    active: false,
  },
  {
    id: 21,
    plan: 'smart',
    isoCountryCode: 'CH',
    months: 1,
    price: 19,
    vat: 8.1,
    currency: 'CHF',
    active: true,
  },
  {
    id: 22,
    plan: 'smart',
    isoCountryCode: 'CH',
    months: 12,
    price: 149,
    vat: 8.1,
    currency: 'CHF',
    active: true,
  },
];

const SUBSCRIPTION_HISTORY: Schemas['SubscriptionHistoryEntry'][] = [
  {
    at: '2030-06-02T09:30:00Z',
    fromState: 'early_adopter',
    toState: 'paid',
    event: 'subscribed',
    plan: 'smart',
    actor: 'owner',
    actorUserId: 1,
  },
  {
    at: '2030-05-01T10:00:00Z',
    fromState: 'freemium',
    toState: 'early_adopter',
    event: 'offer_granted',
    plan: 'smart',
    actor: 'admin',
    actorUserId: 7,
  },
];

const PAYS = 'The club pays for its plan: its renewal must end before an offer can be granted.';

/** Club 1 pays for its plan; the others do not. */
const pays = (clubId: string) => clubId === '1';

export const adminBillingHandlers = [
  http.get('/admin/payment-plans', ({ response }) => response(200).json(ADMIN_PAYMENT_PLANS)),
  http.put('/admin/payment-plans/{paymentPlanId}', async ({ params, request, response }) => {
    const plan = ADMIN_PAYMENT_PLANS.find((entry) => entry.id === Number(params.paymentPlanId));
    if (!plan) return response(404).json(error('payment_plan_not_found', 'Payment plan not found'));
    return response(200).json({ ...plan, ...(await request.json()) });
  }),

  http.get('/admin/clubs/{clubId}/subscription/history', ({ params, response }) => {
    if (!adminClub(params.clubId)) return response(404).json(CLUB_NOT_FOUND);
    return response(200).json(pays(params.clubId) ? SUBSCRIPTION_HISTORY : []);
  }),

  http.put('/admin/clubs/{clubId}/offer', async ({ params, request, response }) => {
    const club = adminClub(params.clubId);
    if (!club) return response(404).json(CLUB_NOT_FOUND);
    const body = await request.json();
    if (pays(params.clubId)) return response(409).json(error('subscription_active', PAYS));
    if (body.kind === 'partner' && (!body.months || !(body.brandId ?? club.brand)))
      return response(400).json(error('validation_failed', 'A partner offer needs its months and a brand.'));
    if (body.brandId === 99) return response(404).json(error('brand_not_found', 'Brand not found'));
    return response(200).json({
      ...club,
      plan: body.plan,
      paymentState: body.kind === 'partner' ? 'partner_offered' : 'early_adopter',
      paymentStateUntil: body.kind === 'partner' ? '2031-06-30' : null,
    });
  }),
  http.delete('/admin/clubs/{clubId}/offer', ({ params, response }) => {
    const club = adminClub(params.clubId);
    if (!club) return response(404).json(CLUB_NOT_FOUND);
    if (pays(params.clubId))
      return response(409).json(
        error('invalid_subscription_transition', 'Cannot end the offer on a paid plan.'),
      );
    return response(200).json({
      ...club,
      plan: 'freemium',
      paymentState: 'freemium',
      paymentStateUntil: null,
    });
  }),

  http.post('/admin/clubs/{clubId}/subscription/demo-events', async ({ params, request, response }) => {
    const club = adminClub(params.clubId);
    if (!club) return response(404).json(CLUB_NOT_FOUND);
    const { event } = await request.json();
    if (event === 'period_end' && !pays(params.clubId))
      return response(409).json(error('demo_payments_off', 'Payments go through Stripe on this server.'));
    if (event === 'renewal' && pays(params.clubId))
      return response(200).json({ ...club, paymentStateUntil: '2031-04-30' });
    return response(409).json(
      error('invalid_subscription_transition', 'Cannot end the days to pay on a paid plan.'),
    );
  }),
];
