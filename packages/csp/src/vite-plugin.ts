import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  CADDY_FILE,
  caddyHeaders,
  NETLIFY_FILE,
  netlifyHeaders,
  parseNetlifyHeaders,
} from './headers-files.ts';
import { inlineBlocks, withPolicyMeta } from './inline-blocks.ts';
import { absoluteOrigin, buildPolicy, type PolicyInput, policyText, securityHeaders } from './policy.ts';

/**
 * A build without VITE_PUBLIC_API_URL is a local one (`npm start`, the e2e journeys): the API's
 * images and upload addresses are then on some port of this machine (its PUBLIC_API_URL defaults
 * to http://localhost:8080; the journeys' API is on 127.0.0.1:18080). A production build names the
 * API's public address (Dockerfile: CONSOLE_URL, whose host serves /api).
 */
export const LOCAL_API_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

function apiPublicOrigins(publicApiUrl: string | undefined): string[] {
  if (!publicApiUrl) return LOCAL_API_ORIGINS;
  const origin = absoluteOrigin(publicApiUrl);
  if (!origin) throw new Error(`VITE_PUBLIC_API_URL must be an absolute http(s) URL: ${publicApiUrl}`);
  return [origin];
}

export interface AppPolicyOptions {
  /**
   * 'hash' when every <style> is in the built index.html (the guest app); 'unsafe-inline' when a
   * library adds <style> elements at run time (Mantine in the console: README says why).
   */
  inlineStyles: 'hash' | 'unsafe-inline';
  imageSchemes?: PolicyInput['imageSchemes'];
  /** The third parties the app loads when configured: only these widen its policy. */
  thirdParties?: readonly ('sentry' | 'stripe')[];
}

/**
 * The app's Content Security Policy and security headers, computed at build time from the final
 * index.html (it must come after every plugin that changes the page: the guest's inline CSS) and
 * the app's VITE_* settings. The build writes:
 * - the policy as a <meta http-equiv> in index.html (without frame-ancestors, ignored there);
 * - `_headers` and `headers.caddy` with the full headers (headers-files.ts).
 * `vite preview` then sends the headers of `_headers` with every page, as Caddy does. `vite dev`
 * sends none: its HMR client and React refresh need inline scripts.
 */
export function appPolicy(options: AppPolicyOptions): Plugin {
  let config: ResolvedConfig | undefined;
  const uses = new Set(options.thirdParties ?? []);
  return {
    name: 'tavola-content-security-policy',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config?.command !== 'build') return;
      const page = bundle['index.html'];
      if (page?.type !== 'asset')
        throw new Error('tavola-content-security-policy: no index.html in the bundle');
      const html = String(page.source);
      const blocks = inlineBlocks(html);
      const env = config.env as Record<string, string | undefined>;
      const policy = buildPolicy({
        apiUrl: env.VITE_API_URL,
        apiPublicOrigins: apiPublicOrigins(env.VITE_PUBLIC_API_URL),
        sentryDsn: uses.has('sentry') ? env.VITE_SENTRY_DSN : undefined,
        stripePublishableKey: uses.has('stripe') ? env.VITE_STRIPE_PUBLISHABLE_KEY : undefined,
        inlineScripts: blocks.scripts,
        inlineStyles: options.inlineStyles === 'hash' ? blocks.styles : 'unsafe-inline',
        imageSchemes: options.imageSchemes ?? [],
      });
      page.source = withPolicyMeta(html, policyText(policy, 'meta'));
      const headers = securityHeaders(policy);
      this.emitFile({ type: 'asset', fileName: NETLIFY_FILE, source: netlifyHeaders(headers) });
      this.emitFile({ type: 'asset', fileName: CADDY_FILE, source: caddyHeaders(headers) });
    },
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, NETLIFY_FILE);
      let headers: Record<string, string>;
      try {
        headers = parseNetlifyHeaders(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file} is missing: build the app before previewing it`, { cause: error });
      }
      // the same paths as deploy/Caddyfile: the API's answers keep their own headers
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/api/')) {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
