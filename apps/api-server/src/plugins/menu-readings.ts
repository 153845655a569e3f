import fp from 'fastify-plugin';
import { removeLeftJobFolders } from '#modules/menu-readings/jobs/job-folders.ts';
import { ReadingQueue } from '#modules/menu-readings/jobs/reading-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the menus this process reads from photos or PDFs, each in a process of its own */
    menuReadings: ReadingQueue;
  }
}

/**
 * The readings' queue (pages' images go to the uploads' image store); closing the app stops them and
 * removes their files, before the database closes.
 */
export default fp(
  async (app) => {
    const queue = new ReadingQueue(app.db, app.uploads.store, app.log);
    app.decorate('menuReadings', queue);
    // the folders a killed process left are removed once the server is up, not before it answers
    app.addHook('onReady', async () => {
      void removeLeftJobFolders()
        .then((count) => count > 0 && app.log.info({ count }, 'menu readings: left folders removed'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'menu readings: left folders not removed'));
    });
    app.addHook('onClose', async () => queue.close());
  },
  { name: 'menu-readings', dependencies: ['db', 'uploads'] },
);
