// The console's push handlers, loaded into the service worker that vite-plugin-pwa generates
// (`workbox.importScripts` in vite.config.ts; docs/decisions/054-push-notifications-to-waiters.md).
// A push is a waiter call for a member on shift: it is shown as a notification, even with the
// console closed; tapping it opens that call in the console. The server writes the texts in the
// device's console language; a payload that cannot be read still shows a notification, as browsers
// require of every push.

const FALLBACK = { title: 'Tavola', body: 'A table is calling', url: '/', tag: 'tavola-call' };

/** The payload the server sent (modules/push/notification.ts), or the fallback. */
function readPush(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string' && typeof payload.url === 'string') return payload;
  } catch {
    // not JSON: the fallback
  }
  return FALLBACK;
}

self.addEventListener('push', (event) => {
  const payload = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // one notification per call: the reminder replaces the first and sounds again
      tag: payload.tag,
      renotify: true,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { url: payload.url },
    }),
  );
});

/**
 * Opens a console page: the console's window if one is open (brought forward and sent to the
 * page), else a new one. Global, so that the end-to-end journey can call it in the worker.
 */
async function openConsolePage(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  // focus needs the tap's user activation, which only a real notification click carries
  await open.focus().catch(() => undefined);
  if (open.url === url) return open;
  return open.navigate(url).catch(() => self.clients.openWindow(url));
}
self.openConsolePage = openConsolePage;

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.url || '/';
  event.waitUntil(openConsolePage(path));
});
