/**
 * The security headers on every kind of answer a browser gets from the API (issue 17): JSON, the
 * errors that hooks and the router make, a 304, images, the docs and the live event stream.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { menus, tables } from '#db/schema.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  DOCS_CONTENT_SECURITY_POLICY,
  IMAGE_CONTENT_SECURITY_POLICY,
  SWAGGER_UI_INLINE_STYLE_HASHES,
  securityHeaders,
} from '#http/security-headers.ts';
import { openEventStream } from '#test/event-stream.ts';
import { useTestApp } from '#test/harness.ts';

const GUEST = 'https://menu.example.app';

// the images this file stores go to a folder of its own, never the development DATA_DIR
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-security-headers-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

type Headers = LightMyRequestResponse['headers'] | Record<string, string | undefined>;

/** What every answer carries, whatever made it (the request's id set in the same hook). */
function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers['x-request-id'], what).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['content-security-policy'], what).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/);
}

/** An API answer: the JSON policy, readable by this origin's pages only (CORS aside). */
function expectApiHeaders(headers: Headers, what: string) {
  expectSecurityHeaders(headers, what);
  expect(headers['content-security-policy'], what).toBe(API_CONTENT_SECURITY_POLICY);
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  const t = useTestApp({
    env: { GUEST_ORIGINS: GUEST, UPLOAD_DIR: uploadDir },
    rateLimits: { recoverPassword: { max: 1, windowMs: 60_000 } },
  });

  async function demoTableAndMenu() {
    const [table] = await t.app.db
      .select({ id: tables.id })
      .from(tables)
      .where(eq(tables.clubId, t.demo.clubId))
      .orderBy(asc(tables.id))
      .limit(1);
    const [menu] = await t.app.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.clubId, t.demo.clubId))
      .orderBy(asc(menus.id))
      .limit(1);
    if (!table || !menu) throw new Error('demo table or menu missing');
    return { clubId: t.demo.clubId, tableId: table.id, menuId: menu.id };
  }

  it('are on a JSON answer', async () => {
    const response = await t.call('listCountries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectApiHeaders(response.headers, 'listCountries');
  });

  it('are on the guest menu read, its 304 and its CORS preflight from the guest app', async () => {
    const params = await demoTableAndMenu();
    const first = await t.call('getPublicMenu', { params, headers: { origin: GUEST } });
    expect(first.statusCode).toBe(200);
    expectApiHeaders(first.headers, 'getPublicMenu');
    // CORP does not restrict a CORS read: the guest app on its own origin still gets the menu
    expect(first.headers['access-control-allow-origin']).toBe(GUEST);

    const revalidated = await t.call('getPublicMenu', {
      params,
      headers: { origin: GUEST, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expectApiHeaders(revalidated.headers, 'getPublicMenu 304');

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/clubs/${params.clubId}/menu/tables/${params.tableId}/menus/${params.menuId}`,
      headers: { origin: GUEST, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expectApiHeaders(preflight.headers, 'preflight');
  });

  it('are on errors: unknown route, unroutable URL, bad JSON, validation, 401, 429', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expectApiHeaders(unknown.headers, 'unknown route');
    const outsideApi = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(outsideApi.statusCode).toBe(404);
    expectApiHeaders(outsideApi.headers, 'outside /api');

    // refused by the router before any hook (http/unroutable-url.ts)
    const unroutable = await t.app.inject({ method: 'GET', url: `/api/v1/images/${'a'.repeat(300)}` });
    expect(unroutable.statusCode).toBe(404);
    expectApiHeaders(unroutable.headers, 'over-long path parameter');

    const brokenJson = await t.call('login', { payload: '{"username":', contentType: 'application/json' });
    expect(brokenJson.statusCode).toBe(400);
    expectApiHeaders(brokenJson.headers, 'unparsable body');

    const invalid = await t.call('login', { body: { username: 42 } });
    expect(invalid.statusCode).toBe(400);
    expectApiHeaders(invalid.headers, 'validation');

    const anonymous = await t.call('listOwnedClubs');
    expect(anonymous.statusCode).toBe(401);
    expectApiHeaders(anonymous.headers, '401');

    // the rate limit answers in its own onRequest hook
    const recover = () => t.call('recoverPassword', { body: { email: 'nobody@example.com' } });
    await recover();
    const limited = await recover();
    expect(limited.statusCode).toBe(429);
    expectApiHeaders(limited.headers, '429');
  });

  it('are on images, which other origins may embed, served only as the JPEG or PNG their name says', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 0 } },
    })
      .png()
      .toBuffer();
    const name = `${'c'.repeat(32)}.png`;
    await t.app.uploads.store.put(name, png, 'image/png');
    const image = await t.call('getImage', { params: { imageName: name }, headers: { origin: GUEST } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expectSecurityHeaders(image.headers, 'image');
    expect(image.headers['content-security-policy']).toBe(IMAGE_CONTENT_SECURITY_POLICY);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['access-control-allow-origin']).toBe('*');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Whatever bytes sit under a name, and whatever type a store reports, the name decides: HTML
    // stored as a .jpg (a store's metadata saying text/html) is still sent as a JPEG, not sniffed.
    const disguised = `${'d'.repeat(32)}.jpg`;
    await t.app.uploads.store.put(disguised, Buffer.from('<html><script>alert(1)</script>'), 'text/html');
    const html = await t.call('getImage', { params: { imageName: disguised } });
    expect(html.headers['content-type']).toBe('image/jpeg');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['content-security-policy']).toBe(IMAGE_CONTENT_SECURITY_POLICY);

    // no other extension is ever served, even when such a file sits in the store
    for (const other of ['svg', 'html', 'htm', 'xml', 'gif', 'PNG', 'png.html']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/images/${'e'.repeat(32)}.${other}`,
      });
      expect(response.statusCode, other).toBe(404);
      expect(response.headers['content-type'], other).toMatch(/^application\/json/);
      expectSecurityHeaders(response.headers, other);
    }
  });

  it('give the docs a policy of their own that lets Swagger UI load its own files only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page.headers, 'docs page');
    expect(page.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe|https?:|\*/);
    // the page has no inline script or style element for the policy to refuse
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>|<style/);

    // "Try it out" calls this server, which the policy's connect-src 'self' allows
    const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.json().servers).toEqual([{ url: '/api/v1', description: 'This server' }]);

    for (const file of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url: file });
      expect(response.statusCode, file).toBe(200);
      expectSecurityHeaders(response.headers, file);
    }
  });

  it("allow exactly the inline styles the installed Swagger UI writes (React's createElement('style'))", () => {
    const folder = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
      'static',
    );
    const hashes = new Set<string>();
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const match of source.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g)) {
        const css = JSON.parse(match[1] as string) as string;
        hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      }
    }
    expect([...hashes].sort()).toEqual([...SWAGGER_UI_INLINE_STYLE_HASHES].sort());
  });

  it('are in the head of the live waiter-call stream, which its handler writes itself', async () => {
    const token = await t.signIn(t.demo.user);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${base}/api/v1/waiter-calls/events`, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expectApiHeaders(Object.fromEntries(stream.response.headers), 'event stream');
      await stream.next((message) => message.event === 'comment');
    } finally {
      stream.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is built once, with max-age only, or left out at 0', () => {
    expect(securityHeaders({ hstsMaxAgeSeconds: 31_536_000 })['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect(securityHeaders({ hstsMaxAgeSeconds: 0 })).not.toHaveProperty('strict-transport-security');
  });

  describe('when HSTS_MAX_AGE is set', () => {
    const t = useTestApp({ env: { HSTS_MAX_AGE: '600' } });

    it('is on every answer, errors included', async () => {
      const ok = await t.call('listCountries');
      expect(ok.headers['strict-transport-security']).toBe('max-age=600');
      const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
      expect(unknown.headers['strict-transport-security']).toBe('max-age=600');
      expectSecurityHeaders(unknown.headers, 'unknown route');
    });
  });
});
