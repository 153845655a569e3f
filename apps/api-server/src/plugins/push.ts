/**
 * Web Push to members' devices (`app.push`, modules/push/sender.ts). The VAPID keys are read (or
 * made, at a first start) as the app is built. A pass runs on every new call this process hears of
 * (plugins/realtime.ts) and every two seconds, which sends the reminders as they fall due. Under
 * test there is no timer: tests call `app.push.deliverDue()` after moving their manual clock.
 */
import fp from 'fastify-plugin';
import { createPushSender, type PushSender } from '#modules/push/sender.ts';
import { loadVapidKeys } from '#modules/push/vapid.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender;
  }
}

export interface PushOptions {
  /** milliseconds between passes; 0 = no timer. Default: two seconds, none under test */
  intervalMs?: number;
}

const INTERVAL_MS = 2_000;

export default fp<PushOptions>(
  async (app, options) => {
    const keys = await loadVapidKeys(app.db, app.config.push.keys);
    const sender = createPushSender({
      db: app.db,
      clock: app.clock,
      log: app.log,
      config: app.config.push,
      keys,
    });
    app.decorate('push', sender);

    const intervalMs = options.intervalMs ?? (app.config.nodeEnv === 'test' ? 0 : INTERVAL_MS);
    const timer = intervalMs > 0 ? setInterval(() => sender.kick(), intervalMs) : undefined;
    timer?.unref();
    // onClose hooks run in reverse order of registration: this one before the database closes
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sender.close();
    });
  },
  { name: 'push', dependencies: ['config', 'db'] },
);
