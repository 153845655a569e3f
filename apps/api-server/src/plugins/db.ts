import fp from 'fastify-plugin';
import type { Database, Db, NotificationSource } from '#db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** which database engine: a few writes are shaped differently for each (scan-counter.ts) */
    dbKind: Database['kind'];
    /** where to LISTEN for notifications (plugins/realtime.ts) */
    dbNotifications: NotificationSource;
  }
}

/**
 * Decorates the app with an already open database (see db/client.ts). The database is closed with
 * the app when `closeWithApp` is set (the server); tests that share one database across apps keep it.
 */
export default fp<{ database: Database; closeWithApp: boolean }>(
  async (app, { database, closeWithApp }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate<NotificationSource>('dbNotifications', database.notifications);
    if (closeWithApp) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
