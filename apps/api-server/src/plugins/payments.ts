/**
 * The payment provider (`app.payments`, docs/decisions/017): Stripe when STRIPE_SECRET_KEY is set,
 * else the built-in demo provider, which takes test cards only and keeps its state in our tables.
 * Tests pass their own provider, or point STRIPE_API_URL at the fake Stripe.
 */
import fp from 'fastify-plugin';
import { stampSellerOnOlderInvoices } from '#modules/payments/invoices/invoice-parties.ts';
import { DemoPaymentProvider } from '#modules/payments/providers/demo-provider.ts';
import type { PaymentProvider } from '#modules/payments/providers/payment-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export interface PaymentsPluginOptions {
  /** use this provider instead of the one the config describes */
  provider?: PaymentProvider;
}

export default fp<PaymentsPluginOptions>(
  async (app, options) => {
    await stampSellerOnOlderInvoices(app.db, app.config.seller);
    if (options.provider) {
      app.decorate('payments', options.provider);
      return;
    }
    const { stripe } = app.config;
    if (!stripe) {
      // the demo secrets are signed with the upload key: shared by every API process already
      app.decorate(
        'payments',
        new DemoPaymentProvider({ db: app.db, clock: app.clock, secret: app.config.uploads.secret }),
      );
      app.log.info('payments: demo provider (test cards only; set STRIPE_SECRET_KEY for Stripe)');
      return;
    }
    // the Stripe SDK is loaded only when Stripe is configured (it takes a while to load)
    const { createStripeProvider } = await import('#modules/payments/providers/stripe-provider.ts');
    app.decorate('payments', await createStripeProvider(stripe));
    // the address only: the keys stay out of the log
    app.log.info({ apiUrl: stripe.apiUrl?.origin ?? 'https://api.stripe.com' }, 'payments: Stripe');
  },
  { name: 'payments', dependencies: ['config', 'db'] },
);
