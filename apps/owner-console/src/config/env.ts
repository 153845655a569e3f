/** Build-time settings (Vite `VITE_*` variables), read in one place. */
export const env = {
  /** Base of the API; relative by default so the dev and preview servers can proxy it. */
  apiUrl: import.meta.env.VITE_API_URL || '/api/v1',
  /** Base of the guest menu app: the tables' QR codes open `{guestBaseUrl}/public/qrcodemenu/…`. */
  guestBaseUrl: (import.meta.env.VITE_GUEST_BASE_URL || 'http://localhost:5174').replace(/\/+$/, ''),
  /** Errors are reported to Sentry only when a DSN is set. */
  sentryDsn: import.meta.env.VITE_SENTRY_DSN || '',
  /** Stripe's publishable key, for Stripe Elements when the server takes payments with Stripe. */
  stripePublishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || '',
  mode: import.meta.env.MODE,
  isProduction: import.meta.env.PROD,
} as const;
