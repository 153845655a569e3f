import { photoMenu, sampleMenu, toPublicMenu } from '@tavola/menu-view/fixtures';
import { vi } from 'vitest';
import type { PublicMenu, TableMenuView } from './lib/api';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch at the network boundary; every call is recorded. A thrown error is a network failure. */
export function mockFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function guestMenu(overrides: Partial<PublicMenu> = {}): PublicMenu {
  return toPublicMenu(sampleMenu(), { callWaiterEnabled: true, ...overrides });
}

/** The sample menu with photos, dietary tags and options (a Margherita whose parmesan adds milk). */
export function photoGuestMenu(overrides: Partial<PublicMenu> = {}): PublicMenu {
  return toPublicMenu(photoMenu(), overrides);
}

export function tableView(overrides: Partial<TableMenuView> = {}): TableMenuView {
  const menu = guestMenu();
  return {
    clubName: 'Trattoria Demo',
    tableName: '7',
    nextAvailableAt: null,
    logo: null,
    menu: [
      { id: 1, name: 'Dinner', position: 0, translations: {} },
      { id: 2, name: 'Drinks', position: 1, translations: {} },
    ],
    menuFooter: null,
    refreshTime: 0,
    translationsEnabled: false,
    theme: menu.theme,
    clubAddress: null,
    clubDisplayEmail: null,
    clubDisplayPhone: null,
    clubFacebook: null,
    clubInstagram: null,
    clubWebsite: null,
    clubWhatsapp: null,
    ordering: false,
    ...overrides,
  };
}

export function setBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? 'en');
}
