import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineBlocks } from './inline-blocks.ts';
import { sha256Source } from './policy.ts';
import { type AppPolicyOptions, appPolicy } from './vite-plugin.ts';

const PAGE = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <script>window.preload = 1;</script>
    <style>body{margin:0}</style>
  </head>
  <body><script type="module" crossorigin src="/assets/index.js"></script></body>
</html>`;

type Hook = (...args: unknown[]) => unknown;

/** Runs the plugin's build hooks on a bundle holding PAGE, as Vite would; returns what came out. */
function build(options: AppPolicyOptions, env: Record<string, string>) {
  const plugin = appPolicy(options);
  (plugin.configResolved as Hook)({ command: 'build', env });
  const bundle: Record<string, { type: 'asset'; source: string }> = {
    'index.html': { type: 'asset', source: PAGE },
  };
  const emitted: Record<string, string> = {};
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => {
      emitted[fileName] = source;
    },
  };
  (plugin.generateBundle as Hook).call(context, {}, bundle);
  return { html: bundle['index.html']?.source ?? '', emitted };
}

describe('appPolicy at build time', () => {
  it('puts a meta policy with the hashes of the final inline code into index.html', () => {
    const { html } = build({ inlineStyles: 'hash' }, { VITE_API_URL: '/api/v1' });
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(meta).toContain(`script-src 'self' ${sha256Source('window.preload = 1;')};`);
    expect(meta).toContain(`style-src 'self' ${sha256Source('body{margin:0}')};`);
    expect(meta).not.toContain('frame-ancestors');
    // the meta element adds no inline code of its own
    expect(inlineBlocks(html)).toEqual(inlineBlocks(PAGE));
  });

  it('writes the headers files with the full policy and the other headers', () => {
    const { emitted } = build(
      { inlineStyles: 'unsafe-inline', thirdParties: ['stripe'] },
      { VITE_PUBLIC_API_URL: 'https://console.example.com/', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
    );
    expect(Object.keys(emitted).sort()).toEqual(['_headers', 'headers.caddy']);
    expect(emitted._headers).toContain("frame-ancestors 'none'");
    expect(emitted._headers).toContain("style-src 'self' 'unsafe-inline';");
    expect(emitted._headers).toContain("img-src 'self' https://console.example.com https://*.stripe.com;");
    expect(emitted._headers).toContain('https://js.stripe.com');
    expect(emitted._headers).toContain('X-Frame-Options: DENY');
    expect(emitted['headers.caddy']).toContain('header @tavola_app_files {');
  });

  it("ignores a third party's setting the app does not use (Stripe in the guest app)", () => {
    const { emitted } = build({ inlineStyles: 'hash' }, { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    expect(emitted._headers).not.toContain('stripe');
  });

  it('allows the local API ports when no public API address is set, and refuses a relative one', () => {
    const { emitted } = build({ inlineStyles: 'hash' }, {});
    expect(emitted._headers).toContain("connect-src 'self' http://localhost:* http://127.0.0.1:*;");
    expect(() => build({ inlineStyles: 'hash' }, { VITE_PUBLIC_API_URL: '/api' })).toThrow(
      /VITE_PUBLIC_API_URL/,
    );
  });
});

describe('appPolicy in vite preview', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function preview(withHeadersFile: boolean) {
    dir = mkdtempSync(path.join(tmpdir(), 'csp-preview-'));
    if (withHeadersFile) writeFileSync(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    let middleware: Hook | undefined;
    const server = {
      config: { root: dir, build: { outDir: '.' } },
      middlewares: { use: (fn: Hook) => (middleware = fn) },
    };
    (appPolicy({ inlineStyles: 'hash' }).configurePreviewServer as Hook)(server);
    return (url: string) => {
      const headers: Record<string, string> = {};
      middleware?.(
        { url },
        { setHeader: (name: string, value: string) => (headers[name] = value) },
        () => {},
      );
      return headers;
    };
  }

  it("sends the build's headers on the app's paths, not on /api", () => {
    const request = preview(true);
    expect(request('/public/menu/1/2/3')).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(request('/api/v1/images/a.png')).toEqual({});
  });

  it('refuses to start without a build', () => {
    expect(() => preview(false)).toThrow(/build the app before previewing it/);
  });
});
