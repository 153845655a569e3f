/**
 * What the contract fuzzer found, pinned as named cases (the fuzzer's seed varies from run to run):
 * each answered a status or a body the contract does not list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoGuestPath } from '#db/seed-demo.ts';
import { useTestApp } from '#test/harness.ts';

describe('hostile requests the fuzzer found, answered as the contract says', () => {
  const t = useTestApp();
  let token = '';
  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
  });

  it('a body over the size limit is 400 payload_too_large where the operation lists no 413', async () => {
    const response = await t.call('createMenu', {
      params: { clubId: t.demo.clubId },
      token,
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('keeps 413 where the contract lists it (the spreadsheet import)', async () => {
    const response = await t.call('importMenuFromExcel', {
      params: { clubId: t.demo.clubId },
      token,
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['over the size limit', JSON.stringify({ name: 'x'.repeat(1_100_000) })],
    ['that is not JSON', '{"name":'],
  ])('a body %s sent to a path that names nothing is the 404 of an unknown path', async (_, payload) => {
    // what `DELETE /clubs/../tables/8` becomes once the client resolves its `..`
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/tables/8?from=fuzzer',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'No route for DELETE /api/v1/tables/8' });
  });

  it('a table id sent as `..` reaches the route its resolved path names (getMenu with an empty id)', async () => {
    // `/clubs/1/menu/tables/..` resolves to `/clubs/1/menu/`: the contract of getMenu applies
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clubs/${t.demo.clubId}/menu/tables/..`,
    });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clubs/${t.demo.clubId}/menu/tables/..`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().code).toBe('validation_failed');
  });

  it('a JSON body 200,000 arrays deep sent to the spreadsheet import is a 400, not a stack overflow', async () => {
    const response = await t.call('importMenuFromExcel', {
      params: { clubId: t.demo.clubId },
      token,
      payload: `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it.each([
    ['cut off after its first boundary', '--x\r\nbroken'],
    ['a part header without its end', '--x\r\nContent-Disposition: form-data; name="file"'],
    [
      'a file part never closed',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\n\r\nsection,name',
    ],
  ])('a multipart body %s is the 400 of an unreadable upload, not a 500', async (_, payload) => {
    const response = await t.call('importMenuFromExcel', {
      params: { clubId: t.demo.clubId },
      token,
      payload,
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('invalid_upload');
  });

  it('an operation without a request body ignores a broken one (logout listed no 400)', async () => {
    const session = await t.signIn(t.demo.user);
    const response = await t.call('logout', {
      token: session,
      payload: '{',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(204);
    expect((await t.call('getCurrentUser', { token: session })).statusCode).toBe(401);
  });

  it('a read ignores a broken body too (GET routes have no body hook: Fastify never reads one)', async () => {
    const guestPath = await demoGuestPath(t.database.db);
    // the demo table's guest address: /public/qrcodemenu/<clubId>/<tableId>?k=<its printed key>
    const [clubId = 0, tableId = 0] = new URL(guestPath ?? '/', 'http://guest.test').pathname
      .split('/')
      .slice(-2)
      .map(Number);
    const table = await t.call('getTableMenus', { params: { clubId, tableId } });
    const menuId = table.json().menu[0].id;
    const response = await t.call('getPublicMenu', {
      params: { clubId, tableId, menuId },
      payload: '{',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(menuId);
  });

  it('an empty image name is the 404 of an unknown image (getImage lists no 400)', async () => {
    const response = await t.call('getImage', { params: { imageName: '' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each([
    ['a path parameter over 100 characters', `/api/v1/images/${'a'.repeat(300)}`],
    ['a broken percent-encoding', '/api/v1/clubs/%E0%A4%A/menu'],
  ])('%s is the 404 of an unknown path, in the contract’s error body', async (_, url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: expect.stringContaining('No route for GET'),
    });
  });
});
