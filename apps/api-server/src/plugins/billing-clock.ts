/**
 * The billing clock (`app.billingClock`, modules/payments/billing-clock.ts): a pass once a minute
 * over the subscriptions whose period or days to pay have run out. Under test there is no timer:
 * tests call `runOnce()` after moving their manual clock.
 */
import fp from 'fastify-plugin';
import { type BillingClock, createBillingClock } from '#modules/payments/billing-clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billingClock: BillingClock;
  }
}

export interface BillingClockOptions {
  /** milliseconds between passes; 0 = no timer (tests call `runOnce`). Default: one minute, none under test */
  intervalMs?: number;
}

const MINUTE_MS = 60_000;

export default fp<BillingClockOptions>(
  async (app, options) => {
    const billingClock = createBillingClock(app);
    app.decorate('billingClock', billingClock);

    const intervalMs = options.intervalMs ?? (app.config.nodeEnv === 'test' ? 0 : MINUTE_MS);
    if (intervalMs > 0) {
      const timer = setInterval(() => {
        billingClock
          .runOnce()
          .catch((error: unknown) => app.log.error({ err: error }, 'billing clock failed'));
      }, intervalMs);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await billingClock.running();
      });
    }
  },
  { name: 'billing-clock', dependencies: ['config', 'db', 'payments'] },
);
