import { describe, expect, it } from 'vitest';
import { buildPolicy, type PolicyInput, policyText, securityHeaders, sha256Source } from './policy.ts';

const base: PolicyInput = { inlineScripts: [], inlineStyles: [] };

function directive(input: PolicyInput, name: string): string[] | undefined {
  return buildPolicy(input).get(name)?.slice();
}

describe('sha256Source', () => {
  it("gives the CSP spec's own example hash", () => {
    // W3C CSP Level 3, "hash-source": <script>alert('Hello, world.');</script>
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes the UTF-8 bytes, whitespace included', () => {
    expect(sha256Source(' a')).not.toBe(sha256Source('a'));
    // checked with: printf 'é' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
  });
});

describe('buildPolicy', () => {
  it('allows scripts from the app and the hashed inline ones only', () => {
    const scripts = directive({ ...base, inlineScripts: ['preload()'] }, 'script-src');
    expect(scripts).toEqual(["'self'", sha256Source('preload()')]);
    const text = policyText(buildPolicy({ ...base, inlineStyles: 'unsafe-inline' }), 'header');
    const scriptSrc = text.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(text).not.toContain("'unsafe-eval'");
  });

  it("hashes the inline styles, or allows them all only when asked ('unsafe-inline')", () => {
    expect(directive({ ...base, inlineStyles: ['body{}', 'p{}'] }, 'style-src')).toEqual([
      "'self'",
      sha256Source('body{}'),
      sha256Source('p{}'),
    ]);
    expect(directive({ ...base, inlineStyles: 'unsafe-inline' }, 'style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it('adds the API origin only when the API is on another origin', () => {
    expect(directive({ ...base, apiUrl: '/api/v1' }, 'connect-src')).toEqual(["'self'"]);
    const absolute = { ...base, apiUrl: 'https://api.example.com/api/v1' };
    expect(directive(absolute, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directive(absolute, 'img-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it("adds the API's public origins (images, uploads) to img-src and connect-src", () => {
    const input = { ...base, apiPublicOrigins: ['https://console.example.com'] };
    expect(directive(input, 'img-src')).toEqual(["'self'", 'https://console.example.com']);
    expect(directive(input, 'connect-src')).toEqual(["'self'", 'https://console.example.com']);
  });

  it("adds Sentry's ingest origin only when a DSN is set", () => {
    expect(directive(base, 'connect-src')).toEqual(["'self'"]);
    const dsn = 'https://0123abcd@o42.ingest.us.sentry.io/4501';
    expect(directive({ ...base, sentryDsn: dsn }, 'connect-src')).toEqual([
      "'self'",
      'https://o42.ingest.us.sentry.io',
    ]);
    expect(() => buildPolicy({ ...base, sentryDsn: 'not a dsn' })).toThrow(/SENTRY_DSN/);
  });

  it("adds Stripe's origins only when a publishable key is set", () => {
    const without = policyText(buildPolicy(base), 'header');
    expect(without).not.toContain('stripe');
    expect(directive(base, 'frame-src')).toEqual(["'none'"]);
    const withStripe = { ...base, stripePublishableKey: 'pk_test_123' };
    expect(directive(withStripe, 'script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directive(withStripe, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(withStripe, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(withStripe, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('allows blob: or data: images only when the app asks', () => {
    expect(directive(base, 'img-src')).toEqual(["'self'"]);
    expect(directive({ ...base, imageSchemes: ['blob:'] }, 'img-src')).toEqual(["'self'", 'blob:']);
  });

  it('locks framing, the base URL, forms and plugins', () => {
    const policy = buildPolicy(base);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});

describe('policyText', () => {
  it('leaves frame-ancestors out of the meta variant only (browsers ignore it there)', () => {
    const policy = buildPolicy(base);
    expect(policyText(policy, 'header')).toContain("frame-ancestors 'none'");
    expect(policyText(policy, 'meta')).not.toContain('frame-ancestors');
    expect(policyText(policy, 'meta')).toContain("default-src 'self'; script-src 'self'");
  });
});

describe('securityHeaders', () => {
  it("gives the policy and OWASP's other headers", () => {
    expect(securityHeaders(buildPolicy(base))).toEqual({
      'Content-Security-Policy': policyText(buildPolicy(base), 'header'),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});
