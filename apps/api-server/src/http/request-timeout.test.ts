/**
 * REQUEST_TIMEOUT_SECONDS over a real socket: a client that sends its request too slowly (the
 * slow-body attack, which the proxy streams through) is answered 408 and let go, and nothing of
 * the request is applied; a request received whole in time is not cut however long its answer
 * lasts (the live waiter calls stream). Every wait is for an event: a socket's answer or close,
 * a stream's message.
 */
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { menus, tables } from '#db/schema.ts';
import { nextCallEvent, openEventStream } from '#test/event-stream.ts';
import { useTestApp } from '#test/harness.ts';

/** What came back on a raw connection: everything the server wrote until it closed the socket. */
function rawRequest(base: string, head: string, bodyStart: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head + bodyStart));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

/** A sign-in whose JSON body says it is 400 bytes long and stops after its first few. */
function trickledSignIn(base: string, phone: string): Promise<string> {
  const start = `{"phone":"${phone}","password":"`;
  return rawRequest(
    base,
    [
      'POST /api/v1/login HTTP/1.1',
      `Host: ${new URL(base).host}`,
      'Content-Type: application/json',
      'Content-Length: 400',
      '',
      '',
    ].join('\r\n'),
    start,
  );
}

describe('REQUEST_TIMEOUT_SECONDS', () => {
  it('is two minutes unless set, and refuses what is not a whole number of seconds from 1 to 3600', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).requestTimeoutSeconds).toBe(120);
    expect(loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_SECONDS: '30' }).requestTimeoutSeconds).toBe(30);
    for (const wrong of ['0', '-5', '1.5', 'soon', '3601']) {
      expect(() => loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_SECONDS: wrong })).toThrow(
        /REQUEST_TIMEOUT_SECONDS/,
      );
    }
  });
});

describe('a request that arrives too slowly', () => {
  const t = useTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  let base = '';

  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('is answered 408 and its connection closed, the request not handled', async () => {
    const answer = await trickledSignIn(base, t.demo.user.phone);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).not.toMatch(/"token"/);
    // the server is still there for everyone else
    const countries = await fetch(`${base}/api/v1/countries`);
    expect(countries.status).toBe(200);
    await countries.body?.cancel();
  });

  it('does not cut a request received in time whose answer goes on (the live waiter calls)', async () => {
    const token = await t.signIn(t.demo.user);
    const stream = await openEventStream(`${base}/api/v1/waiter-calls/events`, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect(stream.response.status).toBe(200);
      await stream.next((message) => message.event === 'comment');
      // another request cut by the timeout: by then the stream has outlived it
      expect(await trickledSignIn(base, t.demo.user.phone)).toMatch(/^HTTP\/1\.1 408 /);

      const [menu] = await t.app.db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.clubId, t.demo.clubId), eq(menus.callWaiterEnabled, true)))
        .limit(1);
      const [table] = await t.app.db
        .select({ id: tables.id })
        .from(tables)
        .where(eq(tables.clubId, t.demo.clubId))
        .limit(1);
      if (!menu || !table) throw new Error('the demo club has no table or no menu with waiter calls');
      const called = await t.call('callWaiter', {
        params: { clubId: t.demo.clubId, tableId: table.id },
        body: { menuId: menu.id },
      });
      expect(called.statusCode).toBe(201);
      const heard = await nextCallEvent(stream, 'call');
      expect(heard.call.id).toBe(called.json().id);
    } finally {
      stream.close();
    }
  });
});
