import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';

const GUEST = 'https://menu.example.app';
const CONSOLE = 'https://console.example.app';
const STRANGER = 'https://evil.example';

describe('CORS for the guest app on its own origin', () => {
  const t = useTestApp({ env: { GUEST_ORIGINS: GUEST, CORS_ORIGINS: CONSOLE } });
  const menuUrl = () => `/api/v1/clubs/${t.demo.clubId}/menu/tables/1/menus/1`;

  const preflight = (origin: string, url: string, method = 'GET', headers = 'if-none-match') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('answers the preflight of a public guest call from a guest origin', async () => {
    const response = await preflight(GUEST, menuUrl());
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(GUEST);
    expect(String(response.headers['access-control-allow-headers'])).toContain('if-none-match');
    expect(response.headers['access-control-max-age']).toBe('600');
    const call = await preflight(
      GUEST,
      `/api/v1/clubs/${t.demo.clubId}/menu/tables/1/waiter-calls`,
      'POST',
      'content-type',
    );
    expect(call.headers['access-control-allow-origin']).toBe(GUEST);
    expect((await preflight(GUEST, '/api/v1/users/language', 'POST', 'content-type')).statusCode).toBe(204);
  });

  it('lets a guest origin read the public menu and its ETag', async () => {
    const response = await t.call('getTableMenus', {
      params: { clubId: t.demo.clubId, tableId: 999_999 },
      headers: { origin: GUEST },
    });
    expect(response.headers['access-control-allow-origin']).toBe(GUEST);
    const menu = await t.app.inject({ method: 'GET', url: menuUrl(), headers: { origin: GUEST } });
    expect(menu.headers['access-control-allow-origin']).toBe(GUEST);
    expect(String(menu.headers['access-control-expose-headers'])).toMatch(/etag/i);
  });

  it("gives a guest origin nothing on the owners' calls, and a stranger nothing at all", async () => {
    const owners = await preflight(GUEST, `/api/v1/clubs/${t.demo.clubId}/menu`);
    expect(owners.headers['access-control-allow-origin']).toBeUndefined();
    const login = await preflight(GUEST, '/api/v1/login', 'POST', 'content-type');
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    const stranger = await preflight(STRANGER, menuUrl());
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({ method: 'GET', url: menuUrl(), headers: { origin: STRANGER } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("keeps the console's origins on every call", async () => {
    const response = await preflight(CONSOLE, '/api/v1/login', 'POST', 'content-type');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(CONSOLE);
    const guestCall = await preflight(CONSOLE, menuUrl());
    expect(guestCall.headers['access-control-allow-origin']).toBe(CONSOLE);
  });

  it("lets the console's origin use every method of the contract, with the headers it asks for", async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await preflight(
        CONSOLE,
        `/api/v1/clubs/${t.demo.clubId}/menu`,
        method,
        'authorization',
      );
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['access-control-allow-methods'])).toContain(method);
      expect(response.headers['access-control-allow-headers']).toBe('authorization');
      expect(String(response.headers.vary)).toMatch(/Access-Control-Request-Headers/i);
    }
  });

  it("keys every answer on the Origin for shared caches, and refuses a stranger's preflight with a 404", async () => {
    const plain = await t.app.inject({ method: 'GET', url: menuUrl() });
    expect(String(plain.headers.vary)).toMatch(/\bOrigin\b/);
    // the language came from Accept-Language: both are kept
    expect(String(plain.headers.vary)).toMatch(/Accept-Language/);
    const stranger = await preflight(STRANGER, menuUrl());
    expect(stranger.statusCode).toBe(404);
  });
});
