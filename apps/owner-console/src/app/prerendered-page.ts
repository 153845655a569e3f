import { DEFAULT_LANGUAGE } from '@tavola/i18n/languages';

/** What decides whether a page drawn at build time is the page this visit shows. */
export interface Visit {
  /** The path the page was drawn for (`data-prerendered` of `#root`), or undefined if none was. */
  drawnFor: string | undefined;
  pathname: string;
  search: string;
  /** The router's state in the history entry (a reload keeps it): a notice on the sign-in page. */
  historyState: unknown;
  /** The interface language active now. */
  locale: string;
}

/**
 * True when the markup drawn at build time (scripts/prerender-sign-in-pages.mjs) is exactly what
 * the app draws for this visit, so React can hydrate it: the same path, no query (an activation
 * link, a reset token), no notice carried in the history, and English, the language it was drawn in.
 * Otherwise the app draws the page afresh (index.html hides the English meanwhile).
 */
export function canHydrate(visit: Visit): boolean {
  const state = visit.historyState as { usr?: unknown } | null | undefined;
  return (
    visit.drawnFor !== undefined &&
    visit.drawnFor === visit.pathname &&
    visit.search === '' &&
    (state?.usr ?? null) === null &&
    visit.locale === DEFAULT_LANGUAGE
  );
}
