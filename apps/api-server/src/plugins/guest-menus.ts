import fp from 'fastify-plugin';
import { MenuDocumentCache } from '#modules/guests/document-cache.ts';
import { ScanCounter } from '#modules/guests/scan-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the public menu read's document cache and scan counter (docs/decisions/011) */
    guestMenus: { documents: MenuDocumentCache; scans: ScanCounter };
  }
}

/**
 * The guest reads' process-wide state: built menu documents (keyed by the database's content
 * version, so always right) and the buffered scan counts, flushed every few seconds and when the
 * app closes (before the database does: onClose hooks run in reverse order of registration).
 */
export default fp(
  async (app) => {
    const scans = new ScanCounter(app.db, app.clock, app.log);
    app.decorate('guestMenus', { documents: new MenuDocumentCache(), scans });
    app.addHook('onReady', async () => scans.start());
    app.addHook('onClose', async () => {
      scans.stop();
      await scans.flush();
    });
  },
  { name: 'guest-menus', dependencies: ['config', 'db'] },
);
