/**
 * Security headers on every answer of the API (issue 17; OWASP Secure Headers Project, ASVS 5.0
 * V3.4): JSON, errors (also the 404 of an unknown route and the 400/401/429 that hooks answer),
 * 304s, images, the docs, and the Server-Sent Events stream (its handler writes the reply's headers
 * into its own head). A URL the router refuses before any hook runs gets them from
 * http/unroutable-url.ts.
 *
 * One fixed header object, built once at start from the config, is copied onto each reply by one
 * callback `onRequest` hook (plugins/security-headers.ts), with the request's id (`x-request-id`): the guests' public menu
 * read, our hottest route, pays seven header assignments and nothing else. Answers that need
 * another value override one header later: images (`Cross-Origin-Resource-Policy: cross-origin`,
 * modules/uploads/image-body.ts) and the Swagger UI (its own CSP, plugins/docs.ts).
 *
 * Written here rather than with @fastify/helmet 13: its hook calls `helmet(options)` on every
 * request, i.e. rebuilds each header middleware (the CSP's directives validated and joined) per
 * request, and adds a second, async hook (a promise per request) for nonces and per-route options
 * we do not use. It also writes on `reply.raw`, out of Fastify's own header set.
 */
import type { AppConfig } from '#config.ts';

/**
 * A JSON API loads nothing and is framed by nobody. `frame-ancestors` is the modern form of
 * X-Frame-Options (both are sent: old browsers read only the latter).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Owners' uploaded images (GET /api/v1/images/{name}, modules/uploads/handlers.ts): `sandbox` on top,
 * so that even an image opened on its own, should a browser ever render one as a document, would
 * run in an origin of its own without scripts (OWASP's advice for user-supplied files).
 */
export const IMAGE_CONTENT_SECURITY_POLICY = `${API_CONTENT_SECURITY_POLICY}; sandbox`;

/**
 * The one inline style Swagger UI writes: the `<style>` of the small logo in its top bar
 * (swagger-ui-standalone-preset.js: `.logo_small_svg__cls-2{fill:#fff}…`). Checked against the
 * installed @fastify/swagger-ui by security-headers.test.ts, so an upgrade that changes it fails.
 */
export const SWAGGER_UI_INLINE_STYLE_HASHES = ["'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"];

/**
 * Swagger UI at /api/docs: its page loads its own scripts and styles from /api/docs/static (no
 * inline script: @fastify/swagger-ui's csp.json lists no hash), the contract from /api/docs/json
 * (fetch: `connect-src`), and its logo and icons as data: images. "Try it out" calls the API on
 * the same origin (plugins/docs.ts serves the contract with a relative server address). Nothing comes from another origin (the online validator is off). Checked in
 * Chromium: the page renders with no CSP violation.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_UI_INLINE_STYLE_HASHES.join(' ')}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers every answer carries, for this configuration. */
export function securityHeaders(
  config: Pick<AppConfig, 'hstsMaxAgeSeconds'>,
): Readonly<Record<string, string>> {
  return Object.freeze({
    'x-content-type-options': 'nosniff',
    // no-referrer rather than strict-origin-when-cross-origin: the API's only page (the docs) has
    // nothing to tell the sites it could link to, and no answer of ours needs a Referer back
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    // JSON is read by the console and the guest app through CORS, which this header does not
    // restrict; it keeps another site's <script>/<img> from pulling an answer into its process
    'cross-origin-resource-policy': 'same-origin',
    // without includeSubDomains or preload: those bind every host of the domain, which only the
    // domain's owner can promise (a proxy or CDN in front may add them), and preload is one-way
    ...(config.hstsMaxAgeSeconds > 0
      ? { 'strict-transport-security': `max-age=${config.hstsMaxAgeSeconds}` }
      : {}),
  });
}
