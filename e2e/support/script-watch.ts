// Text that holds HTML or script must stay text (issue 15): a watch on a page that records every
// JavaScript dialog (alert, confirm, prompt: what the payloads call) and checks that nothing of a
// payload became markup, whatever the page shows.
import { expect, type Page } from '@playwright/test';

export class ScriptWatch {
  private readonly dialogs: string[] = [];

  constructor(private readonly page: Page) {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      // a dialog left open would block the page; the failure is reported by `expectNothingRan`
      dialog.dismiss().catch(() => {});
    });
  }

  /**
   * No dialog has opened, `window.__pwned` (the script payload's mark) is unset, and no element came
   * from a payload: no `img` with src "x", no `onerror`/`onload`/`onmouseover` attribute, no
   * `script` in the body, no `iframe`.
   */
  async expectNothingRan(where: string): Promise<void> {
    expect(this.dialogs, `${where}: JavaScript dialogs opened`).toEqual([]);
    const found = await this.page.evaluate(() => {
      const problems: string[] = [];
      if ((window as unknown as { __pwned?: unknown }).__pwned !== undefined)
        problems.push('window.__pwned set');
      const count = (selector: string) => document.querySelectorAll(selector).length;
      if (count('img[src="x"]') > 0) problems.push('an img with src "x"');
      if (count('[onerror], [onload], [onmouseover]') > 0) problems.push('an element with an inline handler');
      if (count('body script') > 0) problems.push('a script element in the body');
      if (count('iframe') > 0) problems.push('an iframe');
      return problems;
    });
    expect(found, `${where}: a payload became markup`).toEqual([]);
  }
}
