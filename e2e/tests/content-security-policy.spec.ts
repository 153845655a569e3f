// The Content Security Policy of both apps (issue 17), as `vite preview` serves the built apps (the
// same headers as deploy/Caddyfile and a CDN: packages/csp). Each page comes with the policy as a
// header and as a <meta> fallback; the two say the same but for frame-ancestors (header only). The
// policy is really enforced: a script added to the page as inline code does not run, eval is
// refused, and the watch of support/csp.ts reports both, so a journey using it would fail.
import type { Browser, Page } from '@playwright/test';
import { type CspWatch, expect, test, watchCsp } from '../support/csp';
import { consoleUrl, guestUrl } from '../support/stack';

/** Tries what an injected payload would: an inline script and eval. */
async function tryToRunCode(page: Page): Promise<{ inline: unknown; evaluated: string }> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__cspProbe = "ran";';
    document.head.append(script);
    // later, as the page's own task: code DevTools evaluates (this function) may always use eval
    const evaluated = await new Promise<string>((resolve) =>
      setTimeout(() => {
        try {
          // biome-ignore lint/security/noGlobalEval: the check that the policy refuses eval
          eval('1 + 1');
          resolve('ran');
        } catch (error) {
          resolve(error instanceof EvalError ? 'refused' : String(error));
        }
      }, 0),
    );
    return { inline: (window as unknown as { __cspProbe?: unknown }).__cspProbe, evaluated };
  });
}

async function openWatched(browser: Browser, url: string): Promise<{ page: Page; watch: CspWatch }> {
  const context = await browser.newContext();
  const watch = await watchCsp(context);
  const page = await context.newPage();
  await page.goto(url);
  return { page, watch };
}

for (const [app, url, ready] of [
  ['console', `${consoleUrl}/login`, 'Sign in'],
  ['guest app', `${guestUrl}/public/qrcodemenu/999999/999999`, null],
] as const) {
  test(`the ${app} is served with its policy, which refuses inline code and eval`, async ({ browser }) => {
    const { page, watch } = await openWatched(browser, url);
    try {
      if (ready) await expect(page.getByRole('button', { name: ready })).toBeVisible();
      await watch.expectPolicyInForce(page);
      watch.expectNoViolations(`the ${app} as loaded`);

      // header and meta are the same policy, except frame-ancestors (ignored in a meta policy)
      const response = await page.request.get(url);
      const header = response.headers()['content-security-policy'] ?? '';
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(header.replace(/; frame-ancestors 'none'$/, '')).toBe(meta);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

      expect(await tryToRunCode(page)).toEqual({ inline: undefined, evaluated: 'refused' });
      await expect.poll(() => watch.reported.length).toBeGreaterThanOrEqual(2);
      expect(watch.reported.join('\n')).toContain('script-src');
    } finally {
      await page.context().close();
    }
  });
}
