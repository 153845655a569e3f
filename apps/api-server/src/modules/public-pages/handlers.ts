/**
 * The club's public page on the web (docs/decisions/043): the owner's switch and address, and the
 * page's data for anyone. The page itself, as HTML, is served by web-pages.ts.
 */
import { slugProblem } from '@tavola/domain/public-page';
import { SLUG_MESSAGES } from '@tavola/domain/public-page-messages';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '#db/errors.ts';
import { clubs } from '#db/schema.ts';
import { clubNotFound, conflict, validationFailed } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { findClubDetail } from '#modules/clubs/queries.ts';
import { ifNoneMatchMatches, PUBLIC_MENU_CACHE_CONTROL } from '#modules/guests/http-cache.ts';
import { loadClubPage } from './page-data.ts';
import { pageEtag } from './page-etag.ts';

const slugTaken = () => conflict('slug_taken', 'Another club already has this address. Choose another one.');

export const publicPageHandlers: Handlers<'updateClubPublicPage' | 'getPublicClubPage'> = {
  async updateClubPublicPage(request) {
    const { db, clock } = request.server;
    const { clubId } = request.params;
    const { enabled, slug } = request.body;
    const problem = slugProblem(slug);
    if (problem) throw validationFailed([{ field: 'slug', message: SLUG_MESSAGES[problem].message }]);
    try {
      await db
        .update(clubs)
        .set({ publicPage: enabled, slug, updatedAt: clock.now() })
        .where(eq(clubs.id, clubId));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    const club = await findClubDetail(db, clubId);
    if (!club) throw clubNotFound();
    request.log.info({ clubId, publicPage: enabled }, 'public page changed');
    return { status: 200, body: club };
  },

  async getPublicClubPage(request, reply) {
    const { slug } = request.params;
    const { menuId, lang } = request.query;
    const loaded = await loadClubPage(request.server, slug, menuId, lang);
    const etag = pageEtag('data', loaded);
    reply.header('cache-control', PUBLIC_MENU_CACHE_CONTROL);
    reply.header('etag', etag);
    if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) return { status: 304 };
    return { status: 200, body: loaded.page() };
  },
};
