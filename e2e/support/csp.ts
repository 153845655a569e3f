// The Content Security Policy in the journeys (issue 17): a watch on a browser context that records
// every violation a page reports (`securitypolicyviolation` events, from an init script) and every
// console message about the policy (Chromium logs "Refused to … because it violates the following
// Content Security Policy directive"), and fails the test when there is one. Journeys get it by
// importing `test` from this file: the `context` fixture is watched; contexts a journey opens itself
// (`browser.newContext()`) are watched with `watchCsp`.
import { type BrowserContext, test as base, expect, type Page, type Response } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Set by the init script: a binding, so reports survive navigations and reach the test at once. */
const BINDING = '__tavolaCspViolation';

export class CspWatch {
  private readonly problems: string[] = [];
  private readonly documents = new WeakMap<Page, Response>();

  static async of(context: BrowserContext): Promise<CspWatch> {
    const watch = new CspWatch();
    await context.exposeBinding(BINDING, (_source, violation: Violation) => {
      watch.problems.push(
        `${violation.directive} blocked ${violation.blocked || '(inline)'} at ${violation.source} on ${violation.page}`,
      );
    });
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          page: location.href,
        });
      });
    }, BINDING);
    context.on('console', (message) => {
      if (/content security policy/i.test(message.text())) watch.problems.push(`console: ${message.text()}`);
    });
    const trackDocuments = (page: Page) =>
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
          watch.documents.set(page, response);
      });
    for (const page of context.pages()) trackDocuments(page);
    context.on('page', trackDocuments);
    return watch;
  }

  /** What was reported so far (for a test that provokes a violation on purpose). */
  get reported(): readonly string[] {
    return this.problems;
  }

  /** No violation and no console message about the policy so far, on any page of the context. */
  expectNoViolations(where = 'this journey'): void {
    expect(this.problems, `Content Security Policy violations in ${where}`).toEqual([]);
  }

  /**
   * The page's policy is in force: its document came with the header and has the <meta> fallback,
   * and both allow scripts from the app (and hashes) only.
   */
  async expectPolicyInForce(page: Page): Promise<void> {
    const response = this.documents.get(page);
    expect(response, `no document response recorded for ${page.url()}`).toBeDefined();
    const header = (await response?.allHeaders())?.['content-security-policy'];
    expectStrictScripts(header, `the header of ${page.url()}`);
    expect(header).toContain("frame-ancestors 'none'");
    // waited for like any expectation (not a fixed 1 s: a busy machine's browser took longer once)
    const metaTag = page.locator('head meta[http-equiv="Content-Security-Policy"]');
    await expect(metaTag).toHaveCount(1);
    const meta = await metaTag.getAttribute('content');
    expectStrictScripts(meta ?? undefined, `the meta policy of ${page.url()}`);
    expect((await response?.allHeaders())?.['x-content-type-options']).toBe('nosniff');
  }
}

function expectStrictScripts(policy: string | undefined, where: string): void {
  expect(policy, `${where}: no policy`).toBeDefined();
  const scriptSrc = policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc, `${where}: script-src`).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  expect(policy, where).toContain("default-src 'self'");
  expect(policy, where).not.toContain('unsafe-eval');
}

/** Watches a context a journey opened itself; call `expectNoViolations` before closing it. */
export const watchCsp = (context: BrowserContext): Promise<CspWatch> => CspWatch.of(context);

/**
 * Playwright's `test`, whose every context is watched: a journey fails when any page of it reported
 * a violation. `csp` gives the watch, for `expectPolicyInForce`.
 */
export const test = base.extend<{ csp: CspWatch }>({
  // automatic: every journey is watched, even one that never asks for `csp`
  csp: [
    async ({ context }, use, testInfo) => {
      const watch = await CspWatch.of(context);
      await use(watch);
      watch.expectNoViolations(testInfo.title);
    },
    { auto: true },
  ],
});

export { expect };
