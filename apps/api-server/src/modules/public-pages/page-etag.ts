import { DOCUMENTS_MADE_BY, strongEtag } from '#modules/guests/http-cache.ts';
import type { LoadedClubPage } from './page-data.ts';

/**
 * A public page's strong ETag: the club's content version (bumped by every write guests could
 * see, the page's switch and address among them), the menu, the language, the server's build of
 * its documents (DOCUMENTS_MADE_BY), and what it is made into (`data`, or the HTML of a build of the
 * guest app). Equal inputs give equal bytes.
 */
export function pageEtag(
  kind: 'data' | { html: string },
  page: Pick<LoadedClubPage, 'clubId' | 'contentVersion' | 'menuId' | 'language'>,
): string {
  const made = `${DOCUMENTS_MADE_BY}:${kind === 'data' ? 'data' : `html:${kind.html}`}`;
  return strongEtag(`${made}:${page.clubId}:${page.contentVersion}:${page.menuId}:${page.language ?? ''}`);
}
