import { useLingui } from '@lingui/react';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { activateLanguage } from '@tavola/i18n/setup';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider';
import { type OrderStreamEvent, subscribeOrderEvents } from '../../lib/order-events';
import { createAppQueryClient } from '../../lib/query-client';
import type { WaiterCall } from './api/list-waiter-calls';
import type { WaiterCallStreamHandlers } from './api/waiter-call-events';
import { CallsPage } from './components/calls-page';
import { WAITER_CALL_ANNOUNCER_ID, WaiterCallsLive } from './components/waiter-calls-live';
import { CALL_SOUND_KEY } from './hooks/use-call-sound';
import { useOpenCallCount, waiterCallsEntryName } from './hooks/use-open-call-count';

configure({ asyncUtilTimeout: 10_000 });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const call = (id: number, tableName: string, changes: Partial<WaiterCall> = {}): WaiterCall => ({
  id,
  clubId: 1,
  clubName: 'Trattoria da Mario',
  tableId: 100 + id,
  tableName,
  zoneName: 'Terrace',
  menuId: 3,
  createdAt: minutesAgo(0),
  doneAt: null,
  takenAt: null,
  takenByName: null,
  reason: 'waiter',
  ...changes,
});

let openCalls: WaiterCall[] = [];
let listReads = 0;
let clubReads = 0;
/** while set, list reads answer (what the server had when they came) only once it settles */
let slowListReads: Promise<void> | null = null;
/** what `listOwnedClubs` answers: 401 once the session is over */
let clubsStatus = 200;
/** The answer of the next "done": the test settles it when it wants. */
let settleDone: ((response: Response) => void) | null = null;
const doneRequests: string[] = [];
let service: { onShift: boolean; zoneIds: number[]; alertMinutes: number; pushPublicKey?: string } = {
  onShift: false,
  zoneIds: [],
  alertMinutes: 3,
};
/** what the console sent to save or delete this device's subscription */
const pushRequests: { method: string; search: string; body: unknown }[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  openCalls = [];
  listReads = 0;
  clubReads = 0;
  clubsStatus = 200;
  slowListReads = null;
  settleDone = null;
  doneRequests.length = 0;
  pushRequests.length = 0;
  service = { onShift: false, zoneIds: [], alertMinutes: 3 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path.endsWith('/clubs')) {
      clubReads += 1;
      if (clubsStatus === 401) return json(401, { code: 'unauthorized', message: 'Sign in again' });
      return json(200, [{ id: 1, name: 'Trattoria da Mario' }]);
    }
    if (request.method === 'GET' && path.endsWith('/clubs/1/waiter-calls')) {
      listReads += 1;
      const calls = openCalls;
      if (slowListReads) await slowListReads;
      return json(200, { calls });
    }
    if (request.method === 'GET' && path.endsWith('/clubs/1/service')) return json(200, service);
    if (request.method === 'PUT' && path.endsWith('/clubs/1/service/shift')) {
      service = { ...service, onShift: ((await request.json()) as { onShift: boolean }).onShift };
      return json(200, service);
    }
    if (path.endsWith('/clubs/1/service/push-subscription')) {
      const body = request.method === 'PUT' ? await request.json() : null;
      pushRequests.push({ method: request.method, search: new URL(request.url).search, body });
      return new Response(null, { status: 204 });
    }
    const taking = /\/clubs\/1\/waiter-calls\/(\d+)\/take$/.exec(path);
    if (request.method === 'POST' && taking) {
      const found = openCalls.find((entry) => entry.id === Number(taking[1]));
      if (!found) return json(404, { code: 'waiter_call_not_found', message: '' });
      if (found.takenAt) return json(409, { code: 'call_taken', message: '' });
      return json(200, { ...found, takenAt: new Date().toISOString(), takenByName: 'Anna' });
    }
    if (request.method === 'POST' && /\/clubs\/1\/waiter-calls\/\d+\/done$/.test(path)) {
      doneRequests.push(path);
      return new Promise<Response>((resolve) => {
        settleDone = resolve;
      });
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
});

/** The layout's "Waiter calls" entry, as the navigation names it from the open calls' count. */
function CallsEntry() {
  const { i18n } = useLingui();
  const count = useOpenCallCount(1);
  return (
    <a href="/clubs/1/calls" aria-label={count > 0 ? waiterCallsEntryName(i18n, count) : undefined}>
      Waiter calls
    </a>
  );
}

async function renderConsole(
  path: string,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
) {
  await activateLanguage('en', { remember: false });
  let stream: WaiterCallStreamHandlers | null = null;
  let closed = 0;
  const playSound = vi.fn();
  // the address the console is at: the memory router's, or what a test says the address bar shows
  let addressBar: string | null = null;
  const router = createMemoryRouter(
    [
      {
        element: (
          <WaiterCallsLive
            playSound={playSound}
            unlockSound={() => () => undefined}
            currentPath={() => addressBar ?? router.state.location.pathname}
            openStream={(handlers) => {
              stream = handlers;
              return {
                close: () => {
                  closed += 1;
                },
              };
            }}
          >
            <CallsEntry />
            <Outlet />
          </WaiterCallsLive>
        ),
        children: [
          { path: '/clubs/:clubId/calls', element: <CallsPage clubId={1} member /> },
          { path: '/clubs/:clubId/menu', element: <h1>Menus</h1> },
          { path: '/clubs/:clubId/menu/:menuId/edit', element: <h1>Edit menu</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await waitFor(() => expect(stream).not.toBeNull());
  return {
    user: userEvent.setup(),
    router,
    playSound,
    view,
    stream: () => stream as unknown as WaiterCallStreamHandlers,
    closed: () => closed,
    /** the address bar showing `path` before the router renders it */
    setAddressBar: (path: string) => {
      addressBar = path;
    },
  };
}

const callsList = () => screen.findByRole('list', { name: 'Open calls' });

describe('the Calls view', () => {
  it('lists open calls with table, zone and how long ago, the exact time on hover', async () => {
    openCalls = [call(2, 'T4', { createdAt: minutesAgo(3) }), call(1, '12', { zoneName: null })];
    await renderConsole('/clubs/1/calls');
    const list = await callsList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // a name is shown as it is; a bare number reads "Table 12"
    expect(within(list).getByRole('listitem', { name: 'T4' })).toBe(items[0]);
    expect(within(list).getByRole('listitem', { name: 'Table 12' })).toBe(items[1]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Terrace', { exact: false })).toBeInTheDocument();
    const time = within(first).getByText('3 min. ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/\d{1,2}:\d{2}/);
    expect(within(items[1] as HTMLElement).getByText('just now')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('No zone', { exact: false })).toBeInTheDocument();
  });

  it('turns a call red once nobody took it within the alert time, and takes it with "On my way"', async () => {
    openCalls = [call(2, 'T4', { createdAt: minutesAgo(4) }), call(1, 'T1', { createdAt: minutesAgo(1) })];
    await renderConsole('/clubs/1/calls');
    const list = await callsList();
    const late = within(list).getByRole('listitem', { name: 'T4' });
    expect(within(late).getByText('Waiting too long')).toBeVisible();
    expect(
      within(within(list).getByRole('listitem', { name: 'T1' })).queryByText('Waiting too long'),
    ).toBeNull();
    await userEvent.click(within(late).getByRole('button', { name: 'On my way: T4' }));
    expect(await within(late).findByText('Anna is on the way')).toBeVisible();
    expect(within(late).queryByText('Waiting too long')).toBeNull();
    expect(within(late).queryByRole('button', { name: 'On my way: T4' })).toBeNull();
    // the button pressed is gone: focus moves on to the call's "Done", not to the page's top
    expect(within(late).getByRole('button', { name: 'Done: T4' })).toHaveFocus();
  });

  it('shows who goes when another waiter took a call, live', async () => {
    openCalls = [call(5, 'T5')];
    const { stream } = await renderConsole('/clubs/1/calls');
    const list = await callsList();
    stream().onOpen();
    // the server has what its events say (a read made after one sees it)
    const taken = call(5, 'T5', { takenAt: new Date().toISOString(), takenByName: 'Bruno' });
    openCalls = [taken];
    stream().onTaken(taken);
    expect(await within(list).findByText('Bruno is on the way')).toBeVisible();
  });

  it('starts and ends the shift with one switch', async () => {
    await renderConsole('/clubs/1/calls');
    await screen.findByText('No one is calling.');
    const shift = await screen.findByRole('switch', { name: /^On shift/ });
    expect(shift).not.toBeChecked();
    await userEvent.click(shift);
    await waitFor(() => expect(shift).toBeChecked());
    expect(service.onShift).toBe(true);
  });

  it('reads a bill request as such: "T4 asks for the bill"', async () => {
    openCalls = [call(2, 'T4', { reason: 'bill' }), call(1, '12', { zoneName: null })];
    await renderConsole('/clubs/1/calls');
    const list = await callsList();
    const bill = within(list).getByRole('listitem', { name: 'T4 asks for the bill' });
    expect(within(bill).getByRole('button', { name: 'Done: T4' })).toBeInTheDocument();
    // an ordinary call keeps its usual text
    expect(within(list).getByRole('listitem', { name: 'Table 12' })).toBeInTheDocument();
  });

  it('says so when no one is calling', async () => {
    await renderConsole('/clubs/1/calls');
    expect(await screen.findByText('No one is calling.')).toBeInTheDocument();
    expect(screen.getByText('Calls from the tables appear here as they happen.')).toBeInTheDocument();
  });

  it('shows a call live and takes it away when done elsewhere, without sound or notification', async () => {
    const { stream, playSound } = await renderConsole('/clubs/1/calls');
    await screen.findByText('No one is calling.');
    stream().onOpen();
    // the server has what its events say (a read made after one sees it)
    openCalls = [call(7, 'T7')];
    stream().onCall(call(7, 'T7'));
    const list = await callsList();
    expect(within(list).getByRole('listitem', { name: 'T7' })).toBeInTheDocument();
    expect(playSound).not.toHaveBeenCalled();
    expect(screen.queryByText(/is calling a waiter/)).not.toBeInTheDocument();

    openCalls = [];
    stream().onDone(call(7, 'T7', { doneAt: new Date().toISOString() }));
    expect(await screen.findByText('No one is calling.')).toBeInTheDocument();
  });

  // found by an end-to-end run: a call that came while the Club board was still rendering after
  // leaving the Calls view was taken as seen there, and never announced
  it('announces a call that comes after the address has left the Calls view, before the next view shows', async () => {
    const { stream, playSound, setAddressBar } = await renderConsole('/clubs/1/calls');
    await screen.findByText('No one is calling.');
    stream().onOpen();
    setAddressBar('/clubs/1/profile');
    stream().onCall(call(9, 'T9'));
    expect(
      await screen.findByRole('group', { name: 'T9 (Terrace) is calling a waiter' }),
    ).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the next call once a call is done, and to the heading after the last', async () => {
    openCalls = [call(2, 'T2'), call(1, 'T1')];
    await renderConsole('/clubs/1/calls');
    const list = await callsList();
    await userEvent.click(within(list).getByRole('button', { name: 'Done: T2' }));
    openCalls = [call(1, 'T1')];
    settleDone?.(json(200, { ...call(2, 'T2'), doneAt: new Date().toISOString() }));
    await waitFor(() => expect(within(list).getByRole('button', { name: 'On my way: T1' })).toHaveFocus());
    await userEvent.click(within(list).getByRole('button', { name: 'Done: T1' }));
    openCalls = [];
    settleDone?.(json(200, { ...call(1, 'T1'), doneAt: new Date().toISOString() }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Waiter calls', level: 1 })).toHaveFocus(),
    );
  });

  it('takes a call off at once on Done, and puts it back with a message when refused', async () => {
    openCalls = [call(2, 'T4'), call(1, 'T1')];
    const { user } = await renderConsole('/clubs/1/calls');
    await callsList();

    await user.click(screen.getByRole('button', { name: 'Done: T4' }));
    // gone before the server answered
    await waitFor(() => expect(screen.queryByText('T4')).not.toBeInTheDocument());
    await waitFor(() => expect(doneRequests).toHaveLength(1));
    expect(doneRequests[0]).toMatch(/\/clubs\/1\/waiter-calls\/2\/done$/);
    settleDone?.(json(200, call(2, 'T4', { doneAt: new Date().toISOString() })));

    await user.click(screen.getByRole('button', { name: 'Done: T1' }));
    await waitFor(() => expect(doneRequests).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('T1')).not.toBeInTheDocument());
    settleDone?.(
      json(500, { code: 'internal_error', message: 'There was an error, please try again later.' }),
    );
    expect(await screen.findByText('T1')).toBeInTheDocument();
    expect(
      await screen.findByText('The call of T1 could not be marked done. It is back in the list.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('T4')).not.toBeInTheDocument();
  });

  it('reads the list again on every (re)connection and shows whether calls arrive live', async () => {
    const { stream } = await renderConsole('/clubs/1/calls');
    await screen.findByText('No one is calling.');
    expect(listReads).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');

    stream().onOpen();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Live'));
    stream().onDisconnect(false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Offline, reconnecting…'));
    openCalls = [call(9, 'T9')];
    stream().onOpen();
    expect(await screen.findByText('T9')).toBeInTheDocument();
    expect(listReads).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
  });
});

/** The server's VAPID key: 65 bytes, as a P-256 point is. */
const PUBLIC_KEY_BYTES = new Uint8Array(65).fill(4);
const PUBLIC_KEY = btoa(String.fromCharCode(...PUBLIC_KEY_BYTES))
  .replaceAll('+', '-')
  .replaceAll('/', '_')
  .replace(/=+$/, '');

/**
 * A browser with push: the service worker's push manager and the permission prompt (headless
 * Chromium has no push service to subscribe to; the journey in e2e delivers pushes itself).
 */
function pushCapableBrowser(answer: NotificationPermission) {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
  const subscription = {
    endpoint,
    options: { applicationServerKey: PUBLIC_KEY_BYTES.buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'device-key', auth: 'device-secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  return { pushManager, endpoint };
}

describe('call notifications on this device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('turn on with the switch: the browser subscribes with the server’s key, and the server gets the device', async () => {
    service.pushPublicKey = PUBLIC_KEY;
    const browser = pushCapableBrowser('granted');
    const { user } = await renderConsole('/clubs/1/calls');
    const toggle = await screen.findByRole('switch', { name: /^Notifications on this device/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: PUBLIC_KEY_BYTES,
    });
    expect(pushRequests[0]).toEqual({
      method: 'PUT',
      search: '',
      body: {
        endpoint: browser.endpoint,
        keys: { p256dh: 'device-key', auth: 'device-secret' },
        language: 'en',
      },
    });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(pushRequests.at(-1)).toMatchObject({
      method: 'DELETE',
      search: `?endpoint=${encodeURIComponent(browser.endpoint)}`,
    });
  });

  it('stay off, saying so, when the person does not allow them', async () => {
    service.pushPublicKey = PUBLIC_KEY;
    pushCapableBrowser('denied');
    const { user } = await renderConsole('/clubs/1/calls');
    const toggle = await screen.findByRole('switch', { name: /^Notifications on this device/ });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications were not allowed, so they stay off.',
    );
    expect(toggle).not.toBeChecked();
    expect(pushRequests).toEqual([]);
  });

  it('are explained where the browser cannot receive them', async () => {
    service.pushPublicKey = PUBLIC_KEY;
    await renderConsole('/clubs/1/calls');
    expect(
      await screen.findByText(/This browser cannot show call notifications while the console is closed/),
    ).toBeVisible();
    expect(screen.queryByRole('switch', { name: /^Notifications on this device/ })).toBeNull();
  });
});

describe('call notifications on other pages', () => {
  it('chime and notify once per call, with a link to the Calls view', async () => {
    const { stream, playSound, router, user } = await renderConsole('/clubs/1/menu');
    await screen.findByRole('heading', { name: 'Menus' });

    stream().onCall(call(4, 'T4'));
    const alert = await screen.findByRole('group', { name: 'T4 (Terrace) is calling a waiter' });
    expect(within(alert).getByText('Trattoria da Mario')).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(1);

    // the same call again (a repeated event) stays silent
    stream().onCall(call(4, 'T4'));
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('group', { name: /is calling a waiter/ })).toHaveLength(1);

    stream().onCall(call(5, '5', { zoneName: null }));
    expect(await screen.findByRole('group', { name: 'Table 5 is calling a waiter' })).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(2);

    await user.click(within(alert).getByRole('link', { name: 'Open the call' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clubs/1/calls'));
    expect(router.state.location.search).toBe('?call=4');
  });

  it('say that a table asks for the bill', async () => {
    const { stream } = await renderConsole('/clubs/1/menu');
    await screen.findByRole('heading', { name: 'Menus' });
    stream().onCall(call(8, 'T8', { reason: 'bill' }));
    expect(await screen.findByRole('group', { name: 'T8 (Terrace) asks for the bill' })).toBeInTheDocument();
    expect(document.getElementById(WAITER_CALL_ANNOUNCER_ID)).toHaveTextContent(
      'T8 (Terrace) asks for the bill',
    );
  });

  it('hide the notification of a call once it is done', async () => {
    const { stream } = await renderConsole('/clubs/1/menu');
    await screen.findByRole('heading', { name: 'Menus' });
    stream().onCall(call(6, 'T6'));
    await screen.findByRole('group', { name: 'T6 (Terrace) is calling a waiter' });
    stream().onDone(call(6, 'T6', { doneAt: new Date().toISOString() }));
    await waitFor(() =>
      expect(
        screen.queryByRole('group', { name: 'T6 (Terrace) is calling a waiter' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('announce, once back, the calls made while the connection was lost, at every club', async () => {
    const { stream, playSound } = await renderConsole('/clubs/1/menu');
    await screen.findByRole('heading', { name: 'Menus' });
    stream().onOpen();
    // the navigation's badge read the list (and again on the first connection)
    await waitFor(() => expect(listReads).toBe(2));
    stream().onDisconnect(false);
    openCalls = [call(7, 'T7')];
    stream().onOpen();
    // every club's list is read again, and the new call announced
    await screen.findByRole('group', { name: 'T7 (Terrace) is calling a waiter' });
    expect(clubReads).toBe(1);
    expect(listReads).toBe(3);
    expect(playSound).toHaveBeenCalledTimes(1);

    // lost again: the call known from the last read stays silent, the new one is announced
    stream().onDisconnect(false);
    openCalls = [call(8, 'T8'), call(7, 'T7')];
    stream().onOpen();
    await screen.findByRole('group', { name: 'T8 (Terrace) is calling a waiter' });
    expect(listReads).toBe(4);
    expect(playSound).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('group', { name: /is calling a waiter/ })).toHaveLength(2);
  });

  it('announce nothing on the first connection: the calls already open are on the Calls view', async () => {
    openCalls = [call(3, 'T3')];
    const { stream, playSound } = await renderConsole('/clubs/1/calls');
    await within(await callsList()).findByText('T3');
    stream().onOpen();
    await waitFor(() => expect(listReads).toBe(2));
    await screen.findByRole('heading', { name: 'Waiter calls' });
    expect(screen.queryByRole('group', { name: /is calling a waiter/ })).not.toBeInTheDocument();
    expect(playSound).not.toHaveBeenCalled();
  });

  it('close the one connection when the console goes away', async () => {
    const { view, closed } = await renderConsole('/clubs/1/menu');
    view.unmount();
    expect(closed()).toBe(1);
  });
});

const callsEntry = () => screen.getByRole('link', { name: /^Waiter calls/ });
const announcer = () => document.getElementById(WAITER_CALL_ANNOUNCER_ID) as HTMLElement;

describe('a new call on every page (issue 48)', () => {
  it("counts the club's open calls on the navigation's entry, live", async () => {
    openCalls = [call(2, 'T2')];
    const { stream } = await renderConsole('/clubs/1/menu/3/edit');
    await screen.findByRole('heading', { name: 'Edit menu' });
    await waitFor(() => expect(callsEntry()).toHaveAccessibleName('Waiter calls, 1 open'));
    stream().onOpen();
    // the server has what its events say (a read made after one sees it)
    openCalls = [call(5, 'T5'), call(2, 'T2')];
    stream().onCall(call(5, 'T5'));
    await waitFor(() => expect(callsEntry()).toHaveAccessibleName('Waiter calls, 2 open'));
    openCalls = [call(5, 'T5')];
    stream().onDone(call(2, 'T2', { doneAt: new Date().toISOString() }));
    await waitFor(() => expect(callsEntry()).toHaveAccessibleName('Waiter calls, 1 open'));
    openCalls = [];
    stream().onDone(call(5, 'T5', { doneAt: new Date().toISOString() }));
    await waitFor(() => expect(callsEntry()).toHaveAccessibleName('Waiter calls'));
  });

  // found taking screenshots: a read of the list that the live connection did not start (there,
  // the page's first, slow on a busy machine) left before a call was made and answered after its
  // event, which it overwrote: a notification, and no badge
  it('counts a call whose event comes while a read of the list is on its way', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const { stream } = await renderConsole('/clubs/1/menu/3/edit', queryClient);
    await screen.findByRole('heading', { name: 'Edit menu' });
    stream().onOpen();
    await waitFor(() => expect(listReads).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    let answer = () => {};
    slowListReads = new Promise((resolve) => {
      answer = resolve;
    });
    void queryClient.refetchQueries({ queryKey: ['get', '/clubs/{clubId}/waiter-calls'] });
    await waitFor(() => expect(listReads).toBe(3));
    // the call is made, and heard, while that read (which left before it) is on its way
    openCalls = [call(5, 'T5')];
    stream().onCall(call(5, 'T5'));
    await screen.findByRole('group', { name: 'T5 (Terrace) is calling a waiter' });
    slowListReads = null;
    answer();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(callsEntry()).toHaveAccessibleName('Waiter calls, 1 open');
  });

  it("counts a call whose event comes during the page's first read of the list", async () => {
    let answer = () => {};
    slowListReads = new Promise((resolve) => {
      answer = resolve;
    });
    // the connection opened before this page's first read of the list left: nothing to replay
    const { stream } = await renderConsole('/clubs/1/menu/3/edit');
    await screen.findByRole('heading', { name: 'Edit menu' });
    await waitFor(() => expect(listReads).toBe(1));
    openCalls = [call(5, 'T5')];
    stream().onCall(call(5, 'T5'));
    await screen.findByRole('group', { name: 'T5 (Terrace) is calling a waiter' });
    slowListReads = null;
    answer();
    await waitFor(() => expect(callsEntry()).toHaveAccessibleName('Waiter calls, 1 open'));
  });

  it('counts the calls made while the connection was lost, once it is back', async () => {
    const { stream } = await renderConsole('/clubs/1/menu');
    await waitFor(() => expect(listReads).toBe(1));
    expect(callsEntry()).toHaveAccessibleName('Waiter calls');
    stream().onOpen();
    stream().onDisconnect(false);
    openCalls = [call(8, 'T8'), call(7, 'T7')];
    stream().onOpen();
    await waitFor(() => expect(callsEntry()).toHaveAccessibleName('Waiter calls, 2 open'));
  });

  it('keeps the notification until the call is done, and links to the call itself', async () => {
    openCalls = [call(3, 'T3')];
    const { stream, router, user } = await renderConsole('/clubs/1/menu/3/edit');
    await screen.findByRole('heading', { name: 'Edit menu' });
    stream().onCall(call(4, 'T4'));
    openCalls = [call(4, 'T4'), call(3, 'T3')];
    const notification = await screen.findByRole('group', { name: 'T4 (Terrace) is calling a waiter' });
    // no timer closes it: a busy owner may look away
    const shown = notificationsStore.getState().notifications.find((entry) => entry.id === 'waiter-call:4');
    expect(shown?.autoClose).toBe(false);
    const link = within(notification).getByRole('link', { name: 'Open the call' });
    expect(link).toHaveAttribute('href', '/clubs/1/calls?call=4');

    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?call=4'));
    const list = await callsList();
    // the call it pointed at is marked among the others
    expect(within(list).getByRole('listitem', { name: 'T4' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('listitem', { name: 'T3' })).not.toHaveAttribute('aria-current');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: /is calling a waiter/ })).not.toBeInTheDocument(),
    );
  });

  it('says so when the call a link points at was done meanwhile', async () => {
    openCalls = [call(3, 'T3')];
    await renderConsole('/clubs/1/calls?call=4');
    await callsList();
    expect(screen.getByText('That call has been marked done already.')).toBeInTheDocument();
  });

  it("hides a club's call notifications once its Calls view is opened", async () => {
    const { stream, router } = await renderConsole('/clubs/1/menu');
    await screen.findByRole('heading', { name: 'Menus' });
    stream().onCall(call(4, 'T4'));
    await screen.findByRole('group', { name: 'T4 (Terrace) is calling a waiter' });
    await router.navigate('/clubs/1/calls');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: /is calling a waiter/ })).not.toBeInTheDocument(),
    );
  });

  it('plays no sound once the owner turned it off on the Calls view, and again when turned on', async () => {
    const { stream, playSound, user, router } = await renderConsole('/clubs/1/calls');
    const sound = await screen.findByRole('switch', { name: /Sound for new calls/ });
    expect(sound).toBeChecked();
    await user.click(sound);
    expect(sound).not.toBeChecked();
    expect(localStorage.getItem(CALL_SOUND_KEY)).toBe('off');

    await router.navigate('/clubs/1/menu');
    await screen.findByRole('heading', { name: 'Menus' });
    stream().onCall(call(4, 'T4'));
    // shown and read out, not heard
    await screen.findByRole('group', { name: 'T4 (Terrace) is calling a waiter' });
    expect(playSound).not.toHaveBeenCalled();

    localStorage.setItem(CALL_SOUND_KEY, 'on');
    stream().onCall(call(5, 'T5'));
    await screen.findByRole('group', { name: 'T5 (Terrace) is calling a waiter' });
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('reads each new call out in a polite live region, also past the three notifications shown', async () => {
    const { stream } = await renderConsole('/clubs/1/menu/3/edit');
    await screen.findByRole('heading', { name: 'Edit menu' });
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toBeEmptyDOMElement();
    stream().onCall(call(4, '4'));
    await waitFor(() => expect(announcer()).toHaveTextContent('Table 4 (Terrace) is calling a waiter'));

    for (const id of [5, 6, 7]) stream().onCall(call(id, `T${id}`));
    await waitFor(() => expect(announcer()).toHaveTextContent('T7 (Terrace) is calling a waiter'));
    // Mantine shows three notifications and queues the rest: the fourth call's is not on the page,
    // so only the live region tells a screen reader about it now
    expect(screen.getAllByRole('group', { name: /is calling a waiter/ })).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'T7 (Terrace) is calling a waiter' })).not.toBeInTheDocument();
  });

  it('ends the session the console way when the live connection is refused for good', async () => {
    const onSessionExpired = vi.fn();
    const queryClient = createAppQueryClient({ onSessionExpired, onUnexpectedError: vi.fn() });
    const { stream } = await renderConsole('/clubs/1/menu', queryClient);
    await screen.findByRole('heading', { name: 'Menus' });
    clubsStatus = 401;
    stream().onDisconnect(true);
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
  });
});

describe('order events on the same connection', () => {
  it("make that club's orders stale and reach the order board", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const { stream } = await renderConsole('/clubs/1/menu', queryClient);
    await screen.findByRole('heading', { name: 'Menus' });
    const board = (clubId: number) => [
      'get',
      '/clubs/{clubId}/orders',
      { params: { path: { clubId }, query: {} } },
    ];
    queryClient.setQueryData(board(1), { orders: [] });
    queryClient.setQueryData(board(2), { orders: [] });
    const heard: OrderStreamEvent[] = [];
    const stop = subscribeOrderEvents((event) => heard.push(event));
    const event: OrderStreamEvent = { clubId: 1, orderId: 5, tableId: 3, version: 2, event: 'round' };
    stream().onOrder?.(event);
    stop();
    expect(heard).toEqual([event]);
    expect(queryClient.getQueryState(board(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(board(2))?.isInvalidated).toBe(false);
    // an order event is no call: nothing to announce
    expect(screen.queryByRole('group')).toBeNull();
  });
});
