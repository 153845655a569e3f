// axe-core in the journeys: the WCAG 2.0, 2.1 and 2.2 A and AA rules, and the violations a person
// would be stopped by (serious and critical), each printed with its rule, where it was found and its
// elements, so a failing run says what to fix.
//
// axe runs in the page itself (axe.run), injected once per loaded document, and details only the
// violations (every rule still runs on every element): this is what @axe-core/playwright's
// legacy mode does, without its copy of axe into a blank page for every check, and five times
// faster on the console (docs/decisions/022-test-command-speed.md). The pages hold no frames.
import type { BrowserContext, Page } from '@playwright/test';
import axe from 'axe-core';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core in every document the context loads, from its start, for a pass that checks nearly every
 * page it opens. Measured on the console's phone pass: sending axe to each page after it had loaded
 * took 12 s of the pass, as a script of the document 3.5 s more of the pages' loading. Other pages
 * get it on first use (`violations`).
 */
export async function axeInEveryDocument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** The violations of axe's WCAG A and AA rules on the page as it is now. */
async function violations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const inPage = (window as AxeWindow).axe;
    if (!inPage) throw new Error('axe-core did not load in the page');
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_AA_TAGS);
}

/**
 * The serious and critical violations of the page as it is now, one line per violation and element:
 * `<where> · <impact> <rule>: <help> · <element> · <why>`. `where` names the route and state.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  return (await violations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where} · ${violation.impact} ${violation.id}: ${violation.help} · ${node.target.join(' ')} · ${(
            node.failureSummary ?? ''
          ).replaceAll('\n', ' ')}`,
      ),
    );
}
