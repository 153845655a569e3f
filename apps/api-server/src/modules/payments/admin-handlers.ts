/**
 * Administrators' side of subscriptions (docs/decisions/017): offers, the plan set by the team,
 * each club's subscription history, prices and VAT rates, and the demo events that make time pass
 * for a club in demo mode. Every change of state goes through the subscription state machine
 * (modules/payments/subscription-store.ts) and is recorded with the administrator as its actor.
 */
import type { PaidPlanId } from '@tavola/domain/plans';
import { addMonths, type OfferMonths, type SubscriptionEvent } from '@tavola/domain/subscription';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { brands, clubs, paymentPlans, subscriptionEvents } from '#db/schema.ts';
import { clubNotFound, conflict, notFound, unauthenticated, validationFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { findAdminClub } from '#modules/admin/queries.ts';
import { approveDemoPayment, endGracePeriod, endPeriod, renewDemoSubscription } from './billing.ts';
import { databaseId, demoPaymentsOff, withPaymentErrors } from './errors.ts';
import { isPaying } from './payment-state.ts';
import { allPlans, findPlan, percentToBasisPoints, toAdminPaymentPlan, unitsToCents } from './plans.ts';
import { type Actor, applySubscriptionEvent, loadSubscription } from './subscription-store.ts';

const brandNotFound = () => notFound('brand_not_found', 'Brand not found');
const paymentPlanNotFound = () => notFound('payment_plan_not_found', 'Payment plan not found');
const subscriptionActive = () =>
  conflict(
    'subscription_active',
    'The club pays for its plan: its renewal must end before the Tavola team can set its terms.',
  );

function adminActor(request: FastifyRequest): Actor {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  return { kind: 'admin', userId: auth.userId };
}

async function adminClubOr404(request: FastifyRequest, clubId: number) {
  const club = await findAdminClub(request.server.db, clubId);
  if (!club) throw clubNotFound();
  return club;
}

/** The club's brand, for a partner offer that names none. */
async function clubBrandId(request: FastifyRequest, clubId: number): Promise<number | null> {
  const [club] = await request.server.db
    .select({ brandId: clubs.brandId })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  return club.brandId;
}

/**
 * The plan set by the team (`setClubPlan`), as a state machine event: Freemium ends an offer,
 * a paid plan is granted as early-adopter or granted terms. Null when nothing changes.
 */
function planEvent(
  current: { state: string; plan: PaidPlanId | null },
  plan: 'freemium' | PaidPlanId,
  earlyAdopter: boolean,
): SubscriptionEvent | null {
  if (plan === 'freemium') return current.state === 'freemium' ? null : { type: 'offer_ended' };
  const offer = earlyAdopter ? 'early_adopter' : 'granted';
  if (current.state === offer && current.plan === plan) return null;
  return { type: 'offer_granted', offer, plan };
}

export const adminPaymentHandlers: Handlers<
  | 'setClubPlan'
  | 'grantClubOffer'
  | 'endClubOffer'
  | 'getClubSubscriptionHistory'
  | 'runDemoBillingEvent'
  | 'listAdminPaymentPlans'
  | 'updatePaymentPlan'
> = {
  async setClubPlan(request) {
    const { db, clock } = request.server;
    const { clubId } = request.params;
    const { plan, earlyAdopter } = request.body;
    const actor = adminActor(request);
    await withPaymentErrors(() =>
      db.transaction(async (tx) => {
        const { subscription } = await loadSubscription(tx, clubId);
        // a paying club's terms are its own until its renewal ends
        if (isPaying(subscription)) throw subscriptionActive();
        const event = planEvent(subscription, plan, earlyAdopter);
        if (event) await applySubscriptionEvent(tx, clubId, event, actor, { at: clock.now() });
      }),
    );
    request.log.info(
      { clubId, plan, earlyAdopter, adminId: actor.userId },
      'club plan set by an administrator',
    );
    return { status: 200, body: await adminClubOr404(request, clubId) };
  },

  async grantClubOffer(request) {
    const { db, clock } = request.server;
    const { clubId } = request.params;
    const { kind, plan, months } = request.body;
    const brandId =
      request.body.brandId === undefined ? undefined : databaseId(request.body.brandId, 'brandId');
    const actor = adminActor(request);
    const now = clock.now();
    let event: SubscriptionEvent;
    let offerBrandId: number | null = null;
    if (kind === 'early_adopter') {
      event = { type: 'offer_granted', offer: 'early_adopter', plan };
    } else {
      if (months === undefined) {
        throw validationFailed([{ field: 'months', message: 'A partner offer lasts 6 or 12 months' }]);
      }
      offerBrandId = brandId ?? (await clubBrandId(request, clubId));
      if (offerBrandId === null) {
        throw validationFailed([
          { field: 'brandId', message: 'The club has no brand: name the offering brand' },
        ]);
      }
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, offerBrandId));
      if (!brand) throw brandNotFound();
      event = {
        type: 'offer_granted',
        offer: 'partner',
        plan,
        months: months as OfferMonths,
        periodEnd: addMonths(now, months),
      };
    }
    await withPaymentErrors(() =>
      db.transaction(async (tx) => {
        const { subscription } = await loadSubscription(tx, clubId);
        if (isPaying(subscription)) throw subscriptionActive();
        await applySubscriptionEvent(tx, clubId, event, actor, {
          at: now,
          offerBrandId,
          periodStart: kind === 'partner' ? now : null,
          ...(offerBrandId === null ? {} : { details: { brandId: offerBrandId } }),
        });
      }),
    );
    return { status: 200, body: await adminClubOr404(request, clubId) };
  },

  async endClubOffer(request) {
    const { db, clock } = request.server;
    const { clubId } = request.params;
    const actor = adminActor(request);
    await withPaymentErrors(() =>
      db.transaction((tx) =>
        applySubscriptionEvent(tx, clubId, { type: 'offer_ended' }, actor, { at: clock.now() }),
      ),
    );
    return { status: 200, body: await adminClubOr404(request, clubId) };
  },

  async getClubSubscriptionHistory(request) {
    const { db } = request.server;
    const { clubId } = request.params;
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
    if (!club) throw clubNotFound();
    const rows = await db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.clubId, clubId))
      .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id));
    return {
      status: 200,
      body: rows.map((row) => ({
        at: row.at.toISOString(),
        fromState: row.fromState,
        toState: row.toState,
        event: row.event,
        plan: row.plan,
        actor: row.actor,
        actorUserId: row.actorUserId,
      })),
    };
  },

  async runDemoBillingEvent(request) {
    const app = request.server;
    const { clubId } = request.params;
    const actor = adminActor(request);
    if (app.payments.name !== 'demo') throw demoPaymentsOff();
    await adminClubOr404(request, clubId);
    await withPaymentErrors(async () => {
      switch (request.body.event) {
        case 'renewal':
          return renewDemoSubscription(app, clubId, actor, 'now');
        case 'approve_payment':
          return approveDemoPayment(app, clubId, actor);
        case 'grace_end':
          return endGracePeriod(app, clubId, actor, 'now');
        case 'period_end':
          return endPeriod(app, clubId, actor, 'now');
      }
    });
    return { status: 200, body: await adminClubOr404(request, clubId) };
  },

  async listAdminPaymentPlans(request) {
    const rows = await allPlans(request.server.db);
    return { status: 200, body: rows.map(toAdminPaymentPlan) };
  },

  async updatePaymentPlan(request) {
    const { db, clock } = request.server;
    const paymentPlanId = databaseId(request.params.paymentPlanId, 'paymentPlanId');
    const { price, vat, active } = request.body;
    const current = await findPlan(db, paymentPlanId);
    if (!current) throw paymentPlanNotFound();
    const priceCents = unitsToCents(price);
    const vatBasisPoints = percentToBasisPoints(vat);
    const [updated] = await db
      .update(paymentPlans)
      .set({
        priceCents,
        vatBasisPoints,
        active,
        // a Stripe Price is immutable: a new amount is sold with a new Price, made on next use
        ...(priceCents === current.priceCents ? {} : { stripePriceId: null }),
        updatedAt: clock.now(),
      })
      .where(eq(paymentPlans.id, paymentPlanId))
      .returning();
    if (!updated) throw paymentPlanNotFound();
    request.log.info(
      { paymentPlanId, priceCents, vatBasisPoints, active, adminId: request.auth?.userId },
      'payment plan changed by an administrator',
    );
    return { status: 200, body: toAdminPaymentPlan(updated) };
  },
};
