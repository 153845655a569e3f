/**
 * The clubs' public pages as the web reads them, on the guest app's origin (its CDN or server sends
 * these paths here, as it sends /api; README "Deploying"): `/m/{slug}` and `/m/{slug}/{menuId}` as
 * HTML rendered with the guest app's own components (page-renderer.ts), `/sitemap.xml` listing
 * them, and `/robots.txt` pointing at it. Not operations of the contract: they answer documents
 * for browsers and search engines, not data; the page's data is the contract's getPublicClubPage.
 *
 * Cached like the guests' menu read: a strong ETag from the club's content version (so every
 * change guests could see, the page's switch and address included, makes a new one), a short
 * shared-cache life, and the rendered HTML kept in memory by its ETag.
 */
import { entitlementsFor } from '@tavola/domain/plans';
import { publicPagePath } from '@tavola/domain/public-page';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clubs, menus } from '#db/schema.ts';
import { isHttpError } from '#errors.ts';
import { ifNoneMatchMatches, NO_STORE, PUBLIC_MENU_CACHE_CONTROL } from '#modules/guests/http-cache.ts';
import { loadClubPage } from './page-data.ts';
import { pageEtag } from './page-etag.ts';
import {
  loadPageRenderer,
  type PageRenderer,
  PageRendererUnavailable,
  type RenderedPage,
} from './page-renderer.ts';

/** Rendered pages kept by ETag, at most this many bytes together (the oldest go first). */
const RENDERED_BUDGET_BYTES = 16 * 1024 * 1024;
/** A sitemap file lists at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;
/** Search engines read the sitemap and robots.txt now and then: an hour in any cache. */
const CRAWLER_FILES_CACHE_CONTROL = 'public, max-age=3600';

const MENU_ID = /^[1-9][0-9]{0,9}$/;
const LANGUAGE = /^[a-z]{2}$/;

/** A small page for what is not a page: the browser's own, without scripts or styles. */
function messagePage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
    </main>
  </body>
</html>
`;
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a rendered page costs of the budget: its HTML and its policy's characters. */
const sizeOf = (page: RenderedPage) => page.html.length + page.contentSecurityPolicy.length;

/** A bounded map of rendered pages: inserting past the budget drops the oldest. */
class RenderedPages {
  private readonly pages = new Map<string, RenderedPage>();
  private bytes = 0;

  get(etag: string): RenderedPage | undefined {
    return this.pages.get(etag);
  }

  keep(etag: string, page: RenderedPage): void {
    if (this.pages.has(etag) || sizeOf(page) > RENDERED_BUDGET_BYTES) return;
    this.pages.set(etag, page);
    this.bytes += sizeOf(page);
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= RENDERED_BUDGET_BYTES) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(kept);
    }
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { guestAppDir, guestBaseUrl } = app.config;
    let renderer: Promise<PageRenderer> | undefined;
    const pageRenderer = () => {
      renderer ??= loadPageRenderer(guestAppDir, guestBaseUrl);
      return renderer;
    };
    const rendered = new RenderedPages();

    /** The document headers of a page: the guest app's own policy instead of the API's. */
    const documentHeaders = (reply: FastifyReply, policy: string) =>
      reply
        .header('content-security-policy', policy)
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('cross-origin-resource-policy', 'same-origin');

    const sendMessage = (reply: FastifyReply, status: number, title: string, text: string) =>
      reply
        .code(status)
        .header('cache-control', NO_STORE)
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
        .type('text/html; charset=utf-8')
        .send(messagePage(title, text));

    async function sendPage(
      request: FastifyRequest<{ Params: { slug: string; menuId?: string }; Querystring: { lang?: unknown } }>,
      reply: FastifyReply,
    ) {
      const { slug, menuId } = request.params;
      const lang = typeof request.query.lang === 'string' ? request.query.lang : undefined;
      if (menuId !== undefined && (!MENU_ID.test(menuId) || Number(menuId) > 2_147_483_647)) {
        return sendMessage(reply, 404, 'Page not found', 'This page does not exist.');
      }
      let page: PageRenderer;
      try {
        page = await pageRenderer();
      } catch (error) {
        if (!(error instanceof PageRendererUnavailable)) throw error;
        renderer = undefined;
        request.log.error({ err: error }, 'public pages unavailable');
        return sendMessage(
          reply,
          503,
          'Menu unavailable',
          'This menu cannot be shown right now. Please try again later.',
        );
      }
      try {
        const loaded = await loadClubPage(
          app,
          slug,
          menuId === undefined ? undefined : Number(menuId),
          lang !== undefined && LANGUAGE.test(lang) ? lang : undefined,
        );
        const etag = pageEtag({ html: page.build }, loaded);
        reply.header('cache-control', PUBLIC_MENU_CACHE_CONTROL).header('etag', etag);
        let document = rendered.get(etag);
        if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
          // a 304's headers replace the stored answer's: never the API's policy over the page's
          if (document) documentHeaders(reply, document.contentSecurityPolicy);
          else documentHeaders(reply, '').removeHeader('content-security-policy');
          return reply.code(304).send();
        }
        if (document === undefined) {
          document = page.render(loaded.page());
          rendered.keep(etag, document);
        }
        return documentHeaders(reply, document.contentSecurityPolicy)
          .type('text/html; charset=utf-8')
          .send(document.html);
      } catch (error) {
        if (isHttpError(error) && error.statusCode === 404) {
          return sendMessage(reply, 404, 'Page not found', 'This page does not exist.');
        }
        throw error;
      }
    }

    app.get('/m/:slug', sendPage);
    app.get('/m/:slug/:menuId', sendPage);

    app.get('/sitemap.xml', async (_request, reply) => {
      const rows = await app.db
        .select({ clubId: clubs.id, slug: clubs.slug, plan: clubs.plan, menuId: menus.id })
        .from(clubs)
        .innerJoin(menus, and(eq(menus.clubId, clubs.id), eq(menus.disabled, false)))
        .where(and(eq(clubs.publicPage, true), eq(clubs.enabled, true)))
        .orderBy(asc(clubs.id), asc(menus.position), asc(menus.id));
      const urls: string[] = [];
      const shownPerClub = new Map<number, number>();
      for (const row of rows) {
        if (row.slug === null || urls.length >= SITEMAP_MAX_URLS) continue;
        const shown = shownPerClub.get(row.clubId) ?? 0;
        if (shown >= entitlementsFor(row.plan).maxMenus) continue;
        shownPerClub.set(row.clubId, shown + 1);
        // a club's first menu is its page's own address
        urls.push(`${guestBaseUrl}${publicPagePath(row.slug, shown === 0 ? undefined : row.menuId)}`);
      }
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${xmlText(url)}</loc></url>`).join('\n')}
</urlset>
`;
      return reply
        .header('cache-control', CRAWLER_FILES_CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(body);
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('cache-control', CRAWLER_FILES_CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        // the tables' pages and the console say noindex themselves (a crawler must read them to
        // see it), so nothing but the API is closed here
        .send(`User-agent: *\nDisallow: /api/\n\nSitemap: ${guestBaseUrl}/sitemap.xml\n`),
    );
  },
  { name: 'public-web-pages', dependencies: ['config', 'db', 'guest-menus'] },
);
