/**
 * The server's side of a club's public page: the guest app's own components rendered to HTML in
 * the guest app's built index.html, for the API server to send (apps/api-server, public pages).
 * Built by Vite as a module of its own for Node (`vite build --ssr`, into dist-server/), with the
 * same CSS class names as the browser's build, so that the guest app in the browser hydrates these
 * very nodes (hydrate.tsx).
 */
import { renderToString } from 'react-dom/server';
import { CLUB_PAGE_DATA_ID, ClubPage, type PublicClubPage } from './club-page';
import { clubPageHead, escapeHtml, scriptJson } from './page-head';

export type { PublicClubPage };

/** Where index.html marks the skeleton that the page's markup replaces. */
const PAGE_START = '<!--tavola:page-->';
const PAGE_END = '<!--/tavola:page-->';
/** index.html keeps its table pages out of search engines; the public page is there to be found. */
const NOINDEX = /\s*<meta name="robots" content="noindex" \/>/;
/**
 * index.html's policy, which allows no style attribute: the server sends the page's own policy as a
 * header instead, with the hashes of this page's style attributes (the theme's colours, the photos'
 * placeholders), which the browser's build sets from JavaScript and the server writes as markup.
 */
const POLICY_META = /\s*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/;

/** Whether `template` is an index.html this module can fill (the markers are there). */
export function isPageTemplate(template: string): boolean {
  return template.includes(PAGE_START) && template.includes(PAGE_END) && template.includes('<title>');
}

/**
 * The whole HTML document of the page: `template` (the guest app's built index.html) with the
 * page's language, head, markup and data. `origin` is the guest app's, for the page's absolute
 * addresses (canonical, hreflang, Open Graph).
 */
export function renderClubPageDocument(template: string, page: PublicClubPage, origin: string): string {
  if (!isPageTemplate(template)) throw new Error('the guest app template has no page markers');
  const head = clubPageHead(page, origin);
  const markup = renderToString(<ClubPage page={page} />);
  const start = template.indexOf(PAGE_START);
  const end = template.indexOf(PAGE_END) + PAGE_END.length;
  const filled =
    template.slice(0, start) +
    markup +
    template
      .slice(end)
      .replace(
        '</body>',
        `<script id="${CLUB_PAGE_DATA_ID}" type="application/json">${scriptJson(page)}</script>\n  </body>`,
      );
  return filled
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(head.lang)}"`)
    .replace(NOINDEX, '')
    .replace(POLICY_META, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`);
}
