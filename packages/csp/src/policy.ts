import { createHash } from 'node:crypto';

/** What one app's build decides about its policy (from its Vite settings and its built index.html). */
export interface PolicyInput {
  /** VITE_API_URL: `/api/v1` (same origin, nothing to add) or an absolute URL (its origin is added). */
  apiUrl?: string | undefined;
  /**
   * Origins where browsers reach the API's public addresses (its PUBLIC_API_URL): the uploaded
   * images (img-src) and the signed upload addresses and the guest worker's image cache (connect-src).
   */
  apiPublicOrigins?: readonly string[];
  /** VITE_SENTRY_DSN: its origin may receive the error reports (connect-src). */
  sentryDsn?: string | undefined;
  /** VITE_STRIPE_PUBLISHABLE_KEY: Stripe.js and its frames are allowed only when it is set. */
  stripePublishableKey?: string | undefined;
  /** The text of every inline <script> of the built index.html (hashed). */
  inlineScripts: readonly string[];
  /** The text of every inline <style> of the built index.html (hashed), or 'unsafe-inline' (see README). */
  inlineStyles: readonly string[] | 'unsafe-inline';
  /** Schemes images may also come from, e.g. `blob:` for previews of files picked but not uploaded. */
  imageSchemes?: readonly ('blob:' | 'data:')[];
}

/** Directive name → its sources, in the order they are written. */
export type Policy = ReadonlyMap<string, readonly string[]>;

/**
 * Stripe.js's own needs, per Stripe's security guide ("Content Security Policy"): its script and
 * the frames of Elements and 3-D Secure, its API, and its images.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
} as const;

/** A CSP hash source: `'sha256-<base64>'` of the element's text as the browser reads it (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of an absolute http(s) URL; undefined for a path such as `/api/v1` or an empty value. */
export function absoluteOrigin(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`not a valid URL: ${value}`);
  }
}

/** Sentry's DSN is `https://<key>@<host>/<project>`: reports go to that host. */
function sentryOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  const origin = absoluteOrigin(dsn);
  if (!origin) throw new Error('VITE_SENTRY_DSN is not an https URL');
  return origin;
}

function unique(sources: readonly (string | undefined | false)[]): string[] {
  return [...new Set(sources.filter((source): source is string => Boolean(source)))];
}

/**
 * The app's policy. `frame-ancestors` is in it; `policyText(policy, 'meta')` leaves it out, since a
 * browser ignores it in a <meta> policy (and warns).
 */
export function buildPolicy(input: PolicyInput): Policy {
  const api = absoluteOrigin(input.apiUrl);
  const sentry = sentryOrigin(input.sentryDsn);
  const stripe = Boolean(input.stripePublishableKey);
  const publicApi = input.apiPublicOrigins ?? [];
  const styles =
    input.inlineStyles === 'unsafe-inline'
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", ...input.inlineStyles.map(sha256Source)];
  return new Map<string, string[]>([
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique(["'self'", ...input.inlineScripts.map(sha256Source), ...(stripe ? STRIPE_SOURCES.script : [])]),
    ],
    ['style-src', unique(styles)],
    [
      'img-src',
      unique([
        "'self'",
        api,
        ...publicApi,
        ...(input.imageSchemes ?? []),
        ...(stripe ? STRIPE_SOURCES.img : []),
      ]),
    ],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", api, ...publicApi, sentry, ...(stripe ? STRIPE_SOURCES.connect : [])])],
    ['frame-src', stripe ? [...STRIPE_SOURCES.frame] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/** Directives a browser ignores when the policy comes from a <meta> element. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The policy as the header's (or the meta element's) value. */
export function policyText(policy: Policy, delivery: 'header' | 'meta'): string {
  return [...policy]
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header the app's pages are served with: the policy and OWASP's other recommended headers. */
export function securityHeaders(policy: Policy): Record<string, string> {
  return {
    'Content-Security-Policy': policyText(policy, 'header'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
