/**
 * The billing clock's pass (docs/decisions/017): makes due subscription events happen, each club
 * in its own transaction, at the app clock's time:
 * - paid with renewal, past the period's end: the demo provider renews (charges the primary
 *   card); with Stripe nothing, as Stripe renews and tells us by webhook;
 * - paid with renewal cancelled, or a partner offer, past its end: Freemium (`period_ended`);
 * - an unpaid invoice past its days to pay: the provider ends the subscription, Freemium.
 * plugins/billing-clock.ts runs it once a minute; tests call `runOnce()` after moving their manual
 * clock instead of waiting for the interval.
 */
import { SubscriptionTransitionError } from '@tavola/domain/subscription';
import { and, inArray, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clubSubscriptions } from '#db/schema.ts';
import { endGracePeriod, endPeriod, renewDemoSubscription } from './billing.ts';
import type { Actor } from './subscription-store.ts';

/** What one pass did, club by club (a failure is also logged and reported where it happens). */
export interface BillingPass {
  /** clubs whose due event was applied */
  applied: number[];
  /** clubs another request or process had already moved on (the machine refused the event) */
  skipped: number[];
  failed: { clubId: number; error: unknown }[];
}

export interface BillingClock {
  /** one pass over every due subscription; resolves with what it did when it is done */
  runOnce(): Promise<BillingPass>;
  /** the pass under way, if any (awaited when the app closes) */
  running(): Promise<BillingPass> | null;
}

const CLOCK: Actor = { kind: 'clock' };

export function createBillingClock(app: FastifyInstance): BillingClock {
  const { db } = app;

  async function due() {
    const now = app.clock.now();
    return db
      .select({
        clubId: clubSubscriptions.clubId,
        state: clubSubscriptions.state,
        renewal: clubSubscriptions.renewal,
      })
      .from(clubSubscriptions)
      .where(
        or(
          and(
            inArray(clubSubscriptions.state, ['paid', 'partner_offered']),
            lte(clubSubscriptions.periodEnd, now),
          ),
          and(
            inArray(clubSubscriptions.state, ['invoice_unpaid', 'balance_insufficient']),
            lte(clubSubscriptions.graceUntil, now),
          ),
        ),
      );
  }

  async function runForClub(club: { clubId: number; state: string; renewal: boolean }) {
    if (club.state === 'invoice_unpaid' || club.state === 'balance_insufficient') {
      await endGracePeriod(app, club.clubId, CLOCK, 'clock');
    } else if (club.state === 'paid' && club.renewal) {
      // Stripe renews by itself and reports it by webhook
      if (app.payments.name === 'demo') await renewDemoSubscription(app, club.clubId, CLOCK, 'clock');
    } else {
      await endPeriod(app, club.clubId, CLOCK, 'clock');
    }
  }

  async function pass(): Promise<BillingPass> {
    const result: BillingPass = { applied: [], skipped: [], failed: [] };
    for (const club of await due()) {
      try {
        await runForClub(club);
        result.applied.push(club.clubId);
      } catch (error) {
        // another process or request got there first: the machine refused a second time
        if (error instanceof SubscriptionTransitionError) {
          app.log.info({ clubId: club.clubId, reason: error.message }, 'billing clock: nothing to do');
          result.skipped.push(club.clubId);
          continue;
        }
        app.log.error({ err: error, clubId: club.clubId }, 'billing clock: subscription event failed');
        app.reportError(error);
        result.failed.push({ clubId: club.clubId, error });
      }
    }
    return result;
  }

  let current: Promise<BillingPass> | null = null;
  return {
    // one pass at a time: a slow pass is joined rather than overlapped
    runOnce() {
      current ??= pass().finally(() => {
        current = null;
      });
      return current;
    },
    running: () => current,
  };
}
