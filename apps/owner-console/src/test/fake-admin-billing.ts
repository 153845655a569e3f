import type { IncomingMessage, ServerResponse } from 'node:http';
import { error, readJson, send } from './fake-http';

/**
 * The administrators' billing calls for the fake API (`admin-token`): offers, history, demo events
 * and prices. Answers depend only on the request, nothing is stored. Club 1 pays for Smart (offers
 * are refused, renewal can be simulated); club 2 is on Freemium (offers are granted; approving a
 * payment is refused, and `period_end` answers as a server with Stripe would).
 */

export const ADMIN_PAYMENT_PLANS = [
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

export const SUBSCRIPTION_HISTORY = [
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

type Club = { id: number; brand: { id: number } | null } & Record<string, unknown>;

const PAYS = 'The club pays for its plan: its renewal must end before an offer can be granted.';

/** True when it answered the route. */
export async function handleAdminBilling(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  clubs: readonly Club[],
): Promise<boolean> {
  if (route === 'GET /admin/payment-plans') {
    send(res, 200, ADMIN_PAYMENT_PLANS);
    return true;
  }
  const plan = /^PUT \/admin\/payment-plans\/(\d+)$/.exec(route);
  if (plan) {
    const found = ADMIN_PAYMENT_PLANS.find((entry) => entry.id === Number(plan[1]));
    if (!found) send(res, 404, error('payment_plan_not_found', 'Payment plan not found'));
    else send(res, 200, { ...found, ...(await readJson(req)) });
    return true;
  }

  const match = /^(\w+) \/admin\/clubs\/(\d+)\/(offer|subscription\/history|subscription\/demo-events)$/.exec(
    route,
  );
  if (!match) return false;
  const [, method, id, what] = match;
  const club = clubs.find((entry) => entry.id === Number(id));
  if (!club) {
    send(res, 404, error('club_not_found', 'Club not found'));
    return true;
  }
  const pays = club.id === 1;

  if (method === 'GET' && what === 'subscription/history') {
    send(res, 200, pays ? SUBSCRIPTION_HISTORY : []);
  } else if (method === 'PUT' && what === 'offer') {
    const body = await readJson(req);
    if (pays) send(res, 409, error('subscription_active', PAYS));
    else if (body.kind === 'partner' && (!body.months || !(body.brandId ?? club.brand)))
      send(res, 400, error('validation_failed', 'A partner offer needs its months and a brand.'));
    else if (body.brandId === 99) send(res, 404, error('brand_not_found', 'Brand not found'));
    else
      send(res, 200, {
        ...club,
        plan: body.plan,
        paymentState: body.kind === 'partner' ? 'partner_offered' : 'early_adopter',
        paymentStateUntil: body.kind === 'partner' ? '2031-06-30' : null,
      });
  } else if (method === 'DELETE' && what === 'offer') {
    if (pays)
      send(res, 409, error('invalid_subscription_transition', 'Cannot end the offer on a paid plan.'));
    else send(res, 200, { ...club, plan: 'freemium', paymentState: 'freemium', paymentStateUntil: null });
  } else if (method === 'POST' && what === 'subscription/demo-events') {
    const { event } = await readJson(req);
    if (event === 'period_end' && !pays)
      send(res, 409, error('demo_payments_off', 'Payments go through Stripe on this server.'));
    else if (event === 'renewal' && pays) send(res, 200, { ...club, paymentStateUntil: '2031-04-30' });
    else
      send(res, 409, error('invalid_subscription_transition', 'Cannot end the days to pay on a paid plan.'));
  } else {
    send(res, 404, error('not_found', `No route ${route}`));
  }
  return true;
}
