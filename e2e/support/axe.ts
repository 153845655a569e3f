// axe-core in the journeys: the WCAG 2.0, 2.1 and 2.2 A and AA rules, and the violations a person
// would be stopped by (serious and critical), each printed with its rule, where it was found and its
// elements, so a failing run says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The serious and critical violations of the page as it is now, one line per violation and element:
 * `<where> · <impact> <rule>: <help> · <element> · <why>`. `where` names the route and state.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return results.violations
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
