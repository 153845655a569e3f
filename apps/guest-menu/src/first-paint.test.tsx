// The first paint draws the menu before React has loaded; the app then hydrates it. Both must draw
// the same markup, ids included (else React throws the painted nodes away and draws its own), the
// app must start from the first paint's answer (no skeleton, no second request), and nothing is
// painted over anything but index.html's skeleton.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { MenuPage } from './features/menu/menu-page';
import { paintFirstScreen } from './first-paint';
import { ALLERGENS_KEY, DIET_KEY } from './lib/allergen-filter';
import type { PublicMenu } from './lib/api';
import { saveCopy, tableCopyKey } from './lib/saved-copies';
import { startApp } from './start-app';
import {
  guestMenu,
  jsonResponse,
  mockFetch,
  photoGuestMenu,
  setBrowserLanguages,
  tableView,
} from './test-utils';

const route = { clubId: 1, tableId: 2, menuId: 3 };
const MENU_URL = '/api/v1/clubs/1/menu/tables/2/menus/3';
const SKELETON = '<div class="sk" data-page-skeleton=""></div>';

let root: HTMLElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/public/menu/1/2/3');
  root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = SKELETON;
  document.body.append(root);
});

afterEach(() => {
  root.remove();
  localStorage.clear();
  window.__tavolaPreloads = undefined;
});

function preload(status: number, body: unknown) {
  window.__tavolaPreloads = [
    {
      url: MENU_URL,
      headers: {},
      promise: Promise.resolve(jsonResponse(status, body, { ETag: '"v1"' })),
    },
  ];
}

/** The painted screen's markup; #root is inert until the app has taken it over. */
function paintedMarkup(): string {
  expect(root.getAttribute('inert')).toBe('');
  expect(root.getAttribute('aria-hidden')).toBe('true');
  return root.innerHTML;
}

/** Paints `menu` from the request index.html started; any other request fails the test. */
async function paintMenu(menu: PublicMenu) {
  mockFetch(() => {
    throw new Error('no request but the one index.html started');
  });
  preload(200, menu);
  await paintFirstScreen();
}

async function firstPaintThenApp(menu: PublicMenu) {
  await paintMenu(menu);
  const painted = paintedMarkup();
  const { container } = render(<MenuPage route={route} onNavigate={() => undefined} />);
  return { painted, app: container.innerHTML };
}

describe('the first paint', () => {
  it("draws the markup of the menu page's first render: header, language, filter, first screen", async () => {
    setBrowserLanguages(['en-GB']);
    const { painted, app } = await firstPaintThenApp(
      guestMenu({ callWaiterEnabled: false, translationsEnabled: true, languages: ['de', 'fr'] }),
    );
    expect(painted).toContain('Trattoria Demo');
    expect(painted).toContain('<select class="control-select">');
    expect(painted).toBe(app);
  });

  it('draws the same with photos, dietary tags, options, a dietary choice and a marked dish', async () => {
    localStorage.setItem(ALLERGENS_KEY, JSON.stringify(['milk']));
    localStorage.setItem(DIET_KEY, JSON.stringify(['vegetarian']));
    const { painted, app } = await firstPaintThenApp(photoGuestMenu());
    expect(painted).toContain('<picture>');
    expect(painted).toContain('fetchpriority="high"');
    expect(painted).toContain('Open the photo of Margherita');
    expect(painted).toContain('An option contains an allergen you avoid');
    expect(painted).toContain('Diet &amp; allergens');
    expect(painted).not.toContain('Calzone');
    expect(painted).toBe(app);
  });

  it('draws the same with allergens hidden, the guest’s remembered language and a call button', async () => {
    localStorage.setItem(ALLERGENS_KEY, JSON.stringify(['gluten']));
    localStorage.setItem('tavola.guest.language', 'de');
    window.__tavolaPreloads = undefined;
    const menu = guestMenu({ language: 'de', languages: ['de'], translationsEnabled: true });
    mockFetch(() => {
      throw new Error('no request but the one index.html started');
    });
    window.__tavolaPreloads = [
      {
        url: `${MENU_URL}?lang=de`,
        headers: {},
        promise: Promise.resolve(jsonResponse(200, menu)),
      },
    ];
    await paintFirstScreen();
    const painted = paintedMarkup();
    const { container } = render(<MenuPage route={route} onNavigate={() => undefined} />);
    // the call button is fixed at the bottom of the screen: it comes with the app (on demand),
    // moving nothing
    await waitFor(() => expect(container.querySelector('.call')).not.toBeNull());
    const app = container.cloneNode(true) as HTMLElement;
    const call = app.querySelector('.call')?.parentElement;
    expect(call).not.toBeNull();
    call?.remove();
    expect(painted).toContain('filter-summary');
    expect(painted).toBe(app.innerHTML);
    expect(document.documentElement.lang).toBe('de');
  });

  it('hands its answer to the app, which shows the menu at once without asking again', async () => {
    const { calls } = mockFetch(() => {
      throw new Error('no second request expected');
    });
    // the table's menus as its page saved them (else the app reads them once, after the menu)
    saveCopy(tableCopyKey(1, 2), tableView());
    preload(200, guestMenu());
    await paintFirstScreen();
    render(<MenuPage route={route} onNavigate={() => undefined} />);
    // the app's heading; the painted one (still in its own root here, inert) is out of the accessibility tree
    expect(screen.getAllByRole('heading', { level: 1, name: 'Trattoria Demo' })).toHaveLength(1);
    expect(root.querySelector('h1')).toHaveTextContent('Trattoria Demo');
    expect(calls).toHaveLength(0);
    expect(document.title).toBe('Trattoria Demo · Trattoria Demo');
  });

  it.each([
    ['draws "All menus" for a table with other menus', tableView(), true],
    [
      'draws no "All menus" for a table with this menu only',
      tableView({ menu: [{ id: 3, name: 'Food', position: 0, translations: {} }] }),
      false,
    ],
  ])(
    'on a device that has not read the table (a shared link): %s, as the app then does, nothing added later',
    async (_title, table, shown) => {
      const { calls } = mockFetch(() => {
        throw new Error('no request but the two index.html started');
      });
      // index.html's script asks for the table's menus beside the menu when no copy of them is saved
      window.__tavolaPreloads = [
        {
          url: MENU_URL,
          headers: {},
          promise: Promise.resolve(jsonResponse(200, guestMenu({ callWaiterEnabled: false }))),
        },
        {
          url: '/api/v1/clubs/1/menu/tables/2',
          headers: {},
          promise: Promise.resolve(jsonResponse(200, table)),
        },
      ];
      await paintFirstScreen();
      const painted = paintedMarkup();
      expect(painted.includes('All menus')).toBe(shown);
      const { container } = render(<MenuPage route={route} onNavigate={() => undefined} />);
      expect(container.innerHTML).toBe(painted);
      await act(async () => {
        await Promise.resolve();
      });
      expect(container.innerHTML).toBe(painted);
      expect(calls).toHaveLength(0);
    },
  );

  it('paints nothing for an answer that is not a menu: the skeleton stays for the app', async () => {
    mockFetch(() => {
      throw new Error('no second request expected');
    });
    preload(404, { code: 'table_not_found', message: 'Table not found' });
    await paintFirstScreen();
    expect(root.innerHTML).toBe(SKELETON);
  });

  it('never paints over what the app has drawn, nor on another page', async () => {
    mockFetch(() => {
      throw new Error('no second request expected');
    });
    preload(200, guestMenu());
    root.innerHTML = '<main>the app</main>';
    await paintFirstScreen();
    expect(root.innerHTML).toBe('<main>the app</main>');

    window.history.replaceState(null, '', '/public/nowhere');
    root.innerHTML = SKELETON;
    await paintFirstScreen();
    expect(root.innerHTML).toBe(SKELETON);
  });
});

/** What React reported through the window (its default for a markup it could not hydrate). */
function windowErrors() {
  const errors: unknown[] = [];
  const listener = (event: ErrorEvent) => {
    errors.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', listener);
  return { errors, stop: () => window.removeEventListener('error', listener) };
}

/**
 * React's development build also compares each painted style attribute's text with the one it
 * would write, and jsdom spaces that text differently; React keeps the painted attributes either
 * way (the production build does not compare them), and the markup tests above hold them equal.
 */
const attributeNotice = (call: unknown[]) => String(call[0]).includes("didn't match the client properties");

/** Starts the app in #root as main.tsx does; returns what React reported, and how to stop it. */
async function start() {
  const reported = windowErrors();
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let app: ReturnType<typeof startApp> | undefined;
  await act(async () => {
    app = startApp(root);
  });
  reported.stop();
  // (an error React reported through the window is not logged again: the listener took it)
  expect(consoleErrors.mock.calls.filter((call) => !attributeNotice(call))).toEqual([]);
  consoleErrors.mockRestore();
  return { errors: reported.errors, unmount: () => act(() => app?.unmount()) };
}

describe('the app started over the first paint (main.tsx, startApp)', () => {
  it('hydrates the painted nodes as they are, then makes them usable and adds the call button', async () => {
    await paintMenu(guestMenu({ callWaiterEnabled: true }));
    const paintedHeading = root.querySelector('h1');
    const paintedSelect = root.querySelector('select');

    const { errors, unmount } = await start();
    expect(errors).toEqual([]);
    // the same nodes: nothing was built or laid out again
    expect(root.querySelector('h1')).toBe(paintedHeading);
    expect(root.querySelector('select')).toBe(paintedSelect);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBe(paintedHeading);
    expect(await screen.findByRole('button', { name: 'Call a waiter' })).toBeInTheDocument();
    await unmount();
  });

  it('hydrates a painted menu with photos and options, whose photo then opens its larger view', async () => {
    await paintMenu(photoGuestMenu());
    const paintedPhoto = root.querySelector('img[alt="Margherita"]');
    const { errors, unmount } = await start();
    expect(errors).toEqual([]);
    expect(root.querySelector('img[alt="Margherita"]')).toBe(paintedPhoto);
    await act(async () => {
      screen.getByRole('button', { name: 'Open the photo of Margherita' }).click();
    });
    expect(await screen.findByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
    await unmount();
  });

  it('draws its own nodes, and says so, should the painted markup ever differ', async () => {
    await paintMenu(guestMenu({ callWaiterEnabled: false }));
    const paintedHeading = root.querySelector('h1');
    paintedHeading?.replaceChildren('Another name');

    const { errors, unmount } = await start();
    expect(errors).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' });
    expect(heading).not.toBe(paintedHeading);
    expect(root.hasAttribute('inert')).toBe(false);
    await unmount();
  });

  it('draws its own page over the skeleton when nothing was painted', async () => {
    mockFetch(() => {
      throw new Error('no request but the one index.html started');
    });
    preload(404, { code: 'table_not_found', message: 'Table not found' });
    await paintFirstScreen();
    expect(root.innerHTML).toBe(SKELETON);
    const { errors, unmount } = await start();
    expect(errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(root.querySelector('[data-page-skeleton]')).toBeNull();
    await unmount();
  });
});

describe("the first paint on a table's page (the QR code's address)", () => {
  const TABLE_URL = '/api/v1/clubs/1/menu/tables/2';

  beforeEach(() => {
    window.history.replaceState(null, '', '/public/qrcodemenu/1/2');
    window.__tavolaPreloads = [
      {
        url: TABLE_URL,
        headers: {},
        promise: Promise.resolve(
          jsonResponse(200, tableView({ menu: [{ id: 3, name: 'Dinner', position: 0, translations: {} }] })),
        ),
      },
    ];
  });

  it("opens the table's only menu as the table's page does, and paints it; the app starts there", async () => {
    const { calls } = mockFetch((url) => {
      if (url === MENU_URL) return jsonResponse(200, guestMenu({ callWaiterEnabled: false }));
      throw new Error(`unexpected request ${url}`);
    });
    await paintFirstScreen();
    expect(window.location.pathname).toBe('/public/menu/1/2/3');
    expect(root.querySelector('h1')?.textContent).toBe('Trattoria Demo');
    const painted = paintedMarkup();
    const { container } = render(<App initialPath={window.location.pathname} />);
    expect(container.innerHTML).toBe(painted);
    expect(calls.map((call) => call.url)).toEqual([MENU_URL]);
  });

  it('hands that menu to the app, which hydrates it at the menu’s address', async () => {
    mockFetch((url) => {
      if (url === MENU_URL) return jsonResponse(200, guestMenu({ callWaiterEnabled: false }));
      throw new Error(`unexpected request ${url}`);
    });
    await paintFirstScreen();
    const paintedHeading = root.querySelector('h1');
    const { errors, unmount } = await start();
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Demo' })).toBe(paintedHeading);
    await unmount();
  });

  it('leaves a table with several menus to the app, which lists them at once', async () => {
    window.__tavolaPreloads = [
      {
        url: TABLE_URL,
        headers: {},
        promise: Promise.resolve(jsonResponse(200, tableView())),
      },
    ];
    const { calls } = mockFetch((url) => {
      throw new Error(`unexpected request ${url}`);
    });
    await paintFirstScreen();
    expect(window.location.pathname).toBe('/public/qrcodemenu/1/2');
    expect(root.innerHTML).toBe(SKELETON);
    render(<App initialPath={window.location.pathname} />);
    expect(screen.getByRole('link', { name: 'Drinks' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
