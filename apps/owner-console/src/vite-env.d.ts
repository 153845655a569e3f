/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Base URL of the API, default `/api/v1`. */
  readonly VITE_API_URL?: string;
  /** Base URL of the guest menu app, encoded in the tables' QR codes; default `http://localhost:5174`. */
  readonly VITE_GUEST_BASE_URL?: string;
  /** Sentry DSN; error reporting is off when empty. */
  readonly VITE_SENTRY_DSN?: string;
  /** Stripe's publishable key (pk_...); needed when the server uses Stripe, unused in demo mode. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
