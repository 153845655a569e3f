/**
 * The process's one LISTEN connection (db/notification-listener.ts), for several channels: live
 * waiter calls across API processes (docs/decisions/013-live-waiter-calls.md) and guests' content
 * changes (docs/decisions/011: the table-context cache trusts its entries only while this listener
 * is up). Orders: changes announce themselves on 'tavola_orders' (modules/orders/queries.ts); the
 * order hub wakes the phones waiting on the order and tells the consoles' streams.
 *
 * Waiter calls: writes announce themselves with `pg_notify('tavola_waiter_calls', {event, id,
 * clubId})` inside their transaction (modules/waiter-calls/queries.ts); the hub
 * (`app.waiterCallEvents`, modules/waiter-calls/call-hub.ts) hands each to its Server-Sent Events
 * subscribers. Content: migration 0006's triggers send the club id on 'tavola_content'; the guests'
 * context cache drops that club (modules/guests/context-cache.ts), and is told when the connection
 * is lost/back.
 */
import fp from 'fastify-plugin';
import { type Channels, type Listener, listenForNotifications } from '#db/notification-listener.ts';
import { CONTENT_CHANNEL } from '#modules/guests/context-cache.ts';
import { OrderHub } from '#modules/orders/order-hub.ts';
import { ORDERS_CHANNEL } from '#modules/orders/queries.ts';
import { WaiterCallHub } from '#modules/waiter-calls/call-hub.ts';
import { WAITER_CALLS_CHANNEL } from '#modules/waiter-calls/queries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    waiterCallEvents: WaiterCallHub;
    orderEvents: OrderHub;
  }
}

export default fp(
  async (app) => {
    const hub = new WaiterCallHub(app.db, app.log);
    app.decorate('waiterCallEvents', hub);
    const orders = new OrderHub(hub, app.log);
    app.decorate('orderEvents', orders);
    let listener: Listener | null = null;
    const { contexts } = app.guestMenus;
    const channels: Channels = {
      handlers: {
        [WAITER_CALLS_CHANNEL]: (payload) => {
          // a new call: its notification is due now (the first process to claim it sends it)
          if (hub.dispatch(payload)?.event === 'call') app.push.kick();
        },
        [ORDERS_CHANNEL]: (payload) => orders.dispatch(payload),
        [CONTENT_CHANNEL]: (payload) => contexts.notified(payload),
      },
      onListening: () => contexts.listening(),
      onLost: () => contexts.lost(),
    };

    // listening before the server accepts requests: a console that connects finds it ready
    app.addHook('onReady', async () => {
      listener = await listenForNotifications(app.dbNotifications, channels, app.log);
    });
    // open streams would keep the HTTP server from closing: end them first
    app.addHook('preClose', async () => {
      hub.endAll();
      orders.endAll();
    });
    // onClose hooks run in reverse order of registration: this one before the database closes
    app.addHook('onClose', async () => {
      await listener?.close();
      listener = null;
      await hub.idle();
    });
  },
  { name: 'realtime', dependencies: ['config', 'db', 'guest-menus', 'push'] },
);
