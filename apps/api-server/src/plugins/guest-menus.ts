import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { appendRouteHook } from '#http/route-hooks.ts';
import { TableContextCache } from '#modules/guests/context-cache.ts';
import { MB, MenuDocumentCache } from '#modules/guests/document-cache.ts';
import { DOCUMENTS_MADE_BY } from '#modules/guests/http-cache.ts';
import { loadMenuContent } from '#modules/guests/menu-content-query.ts';
import { ROWS_PER_STATEMENT, ScanCounter } from '#modules/guests/scan-counter.ts';
import { menuStore } from '#modules/guests/stored-menus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the public menu read's document cache and scan counter (docs/decisions/011) */
    guestMenus: { contexts: TableContextCache; documents: MenuDocumentCache; scans: ScanCounter };
  }
}

/** Methods that may write: their answer drops the club's cached table contexts. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The guest reads' process-wide state: table contexts (trusted while the realtime plugin listens
 * on the content channel, see context-cache.ts), built menu documents (keyed by the database's
 * content version, so always right; kept in the database too, stored-menus.ts) and the buffered
 * scan counts, flushed every few seconds. Both the counts and the documents' writes are finished
 * when the app closes, before the database does (onClose hooks run in reverse order of
 * registration).
 */
export default fp(
  async (app) => {
    const scans = new ScanCounter(app.db, app.clock, {
      rowsPerStatement: ROWS_PER_STATEMENT[app.dbKind],
      log: app.log,
    });
    const contexts = new TableContextCache();
    const documents = new MenuDocumentCache(
      app.config.guestCacheMb * MB,
      loadMenuContent,
      menuStore(DOCUMENTS_MADE_BY, app.log),
    );
    app.decorate('guestMenus', { contexts, documents, scans });
    // A write answered here has committed: its club's contexts go before the answer leaves, so the
    // writer's next read never meets the old one (the database's notification may come a moment
    // later). Guests' own writes (waiter calls) change no content and keep the cache warm.
    // The hook is given to the writing routes only, as they are made: reads, the guests' hot path
    // among them, run no onSend hook for it (and a callback hook costs no promise).
    const dropClubContexts: onSendHookHandler = (request, _reply, payload, done) => {
      const clubId = Number((request.params as { clubId?: unknown } | undefined)?.clubId);
      if (Number.isSafeInteger(clubId)) contexts.invalidate(clubId);
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      const writes = [route.method].flat().some((method) => !READS.has(method));
      if (writes && !route.url.includes('/menu/tables/')) appendRouteHook(route, 'onSend', dropClubContexts);
    });
    app.addHook('onReady', async () => scans.start());
    app.addHook('onClose', async () => {
      scans.stop();
      await Promise.all([scans.flush(), documents.flush()]);
    });
  },
  { name: 'guest-menus', dependencies: ['config', 'db'] },
);
