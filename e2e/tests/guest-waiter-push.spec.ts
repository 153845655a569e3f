// The waiter's phone (issue 51), on phones: a waiter of Trattoria Demo who serves the "Inside"
// zone starts a shift on the Calls view; a guest calls from an Inside table; the server's push
// reaches the waiter's device at a local push service that checks its VAPID signature and decrypts
// it as a browser would; the same push, delivered to the console's service worker through the
// DevTools protocol (no real push service is reachable from here), shows a notification whose tap
// opens that call; the waiter says "On my way" and the guest's page says a waiter is coming.
// Both apps run under their Content Security Policy, with no violation.
import type { BrowserContext, CDPSession } from '@playwright/test';
import {
  type LocalPushService,
  type PushMessage,
  startLocalPushService,
} from '@tavola/api-server/test/push-endpoint';
import { call } from '../support/api';
import { expect, test, watchCsp } from '../support/csp';
import { DemoOwner, guestPaths } from '../support/guest';
import { consoleUrl } from '../support/stack';
import { hireWaiter } from '../support/team';

// an invitation mailed and accepted, two sign-ins through the API, a service worker installed
test.setTimeout(180_000);

let pushService: LocalPushService;
test.beforeAll(async () => {
  pushService = await startLocalPushService();
});
test.afterAll(async () => {
  await pushService?.close();
});

/** The console's service worker registration, as the DevTools protocol names it. */
async function serviceWorkerRegistration(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find(
        (version) => version.scriptURL.startsWith(consoleUrl) && version.status === 'activated',
      );
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const payloadOf = (message: PushMessage) =>
  JSON.parse(message.text) as { kind: string; title: string; body: string; url: string; callId: number };

test('a waiter on shift gets the call on their phone, opens it from the notification, and the guest sees a waiter coming', async ({
  page,
  browser,
  csp,
}) => {
  const owner = await DemoOwner.signIn();
  const food = owner.menuId('Food');
  const table = await owner.newTable('Push');
  const waiter = await hireWaiter(owner, 'Inside');

  // The waiter's console on a phone, signed in, with notifications allowed for the console.
  const waiterContext: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: consoleUrl,
    locale: 'en-GB',
  });
  await waiterContext.grantPermissions(['notifications'], { origin: consoleUrl });
  const waiterCsp = await watchCsp(waiterContext);
  try {
    await waiterContext.addInitScript((token) => {
      localStorage.setItem('auth@token', token);
      localStorage.setItem('isAdmin', 'false');
      localStorage.setItem('language', 'en');
    }, waiter.token);
    const waiterPage = await waiterContext.newPage();
    const cdp = await waiterContext.newCDPSession(waiterPage);
    const registrationId = serviceWorkerRegistration(cdp);
    await waiterPage.goto(`/clubs/${owner.clubId}/calls`);
    await expect(waiterPage.getByRole('heading', { name: 'Waiter calls', level: 1 })).toBeVisible();
    await waiterCsp.expectPolicyInForce(waiterPage);

    // The shift starts with one switch.
    const shift = waiterPage.getByRole('switch', { name: /^On shift/ });
    await expect(shift).not.toBeChecked();
    await shift.click();
    await expect(shift).toBeChecked();
    // The device: what the console's switch saves once the browser subscribed at its push
    // service; here the subscription is the local push service's.
    const device = pushService.subscribe();
    const saved = await call(waiter.token, 'PUT', `/clubs/${owner.clubId}/service/push-subscription`, {
      ...device,
      language: 'en',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(204);

    // A guest calls from the Inside table.
    await page.goto(guestPaths.menu(owner.clubId, table.id, food));
    await expect(page.getByRole('heading', { name: 'Food', level: 1 })).toBeVisible();
    await csp.expectPolicyInForce(page);
    await page.getByRole('button', { name: 'Call a waiter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, call' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Call sent at/ })).toBeVisible();

    // The push reaches the waiter's device: signed by the server, encrypted for the device.
    const message = await pushService.next((each) => each.text.includes(table.name), 30_000);
    const payload = payloadOf(message);
    expect(payload).toMatchObject({
      kind: 'call',
      title: `${table.name} is calling`,
      body: 'Inside · Trattoria Demo',
      url: `/clubs/${owner.clubId}/calls?call=${payload.callId}`,
    });
    expect(message.urgency).toBe('high');
    expect(pushService.refusals).toEqual([]);

    // The browser's part: the push handed to the console's service worker shows the notification.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(consoleUrl).origin,
      registrationId: await registrationId,
      data: message.text,
    });
    await expect
      .poll(() =>
        waiterPage.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            url: (shown.data as { url: string }).url,
          }));
        }),
      )
      .toEqual([
        {
          title: `${table.name} is calling`,
          body: 'Inside · Trattoria Demo',
          tag: `call-${payload.callId}`,
          url: payload.url,
        },
      ]);

    // Tapping it opens the call: the handler's page opening, run in the service worker (a
    // notification cannot be clicked through the DevTools protocol).
    const [worker] = waiterContext.serviceWorkers();
    expect(worker).toBeDefined();
    await waiterPage.goto('/clubs');
    await worker?.evaluate(
      (url) => (self as unknown as { openConsolePage(u: string): Promise<unknown> }).openConsolePage(url),
      payload.url,
    );
    await expect(waiterPage).toHaveURL(`${consoleUrl}${payload.url}`);
    const pointed = waiterPage.getByRole('listitem').filter({ hasText: table.name });
    await expect(pointed).toHaveAttribute('aria-current', 'true');

    // "On my way": the guest's page says a waiter is coming.
    await pointed.getByRole('button', { name: /^On my way/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A waiter is coming' })).toBeVisible();
    await waiterCsp.expectNoViolations();
  } finally {
    await waiterContext.close();
    // the demo club keeps no waiter of this journey: their devices go with them
    await call(owner.token, 'DELETE', `/clubs/${owner.clubId}/members/${waiter.userId}`);
  }
});
