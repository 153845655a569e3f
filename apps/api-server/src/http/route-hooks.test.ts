import type { onSendHookHandler, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appendRouteHook } from './route-hooks.ts';

const route = (extra: Partial<RouteOptions> = {}): RouteOptions => ({
  method: 'GET',
  url: '/',
  handler: () => 'ok',
  ...extra,
});
const hook =
  (name: string): onSendHookHandler =>
  (_request, reply, payload, done) => {
    reply.header(`x-${name}`, '1');
    done(null, payload);
  };

describe('appendRouteHook', () => {
  it('adds to a route without hooks, with one, and with a list, after the ones it has', () => {
    const [a, b, c] = [hook('a'), hook('b'), hook('c')];
    const none = route();
    appendRouteHook(none, 'onSend', a);
    expect(none.onSend).toEqual([a]);
    const one = route({ onSend: a });
    appendRouteHook(one, 'onSend', b, c);
    expect(one.onSend).toEqual([a, b, c]);
    const list = route({ onSend: [a, b] });
    appendRouteHook(list, 'onSend', c);
    expect(list.onSend).toEqual([a, b, c]);
  });

  it('gives the hook to the routes an onRoute hook picks, and to no other', async () => {
    const app = Fastify();
    app.addHook('onRoute', (options) => {
      if (options.method === 'POST') appendRouteHook(options, 'onSend', hook('written'));
    });
    app.get('/thing', () => 'read');
    app.post('/thing', () => 'written');
    const read = await app.inject({ method: 'GET', url: '/thing' });
    const written = await app.inject({ method: 'POST', url: '/thing' });
    expect(read.headers['x-written']).toBeUndefined();
    expect(written.headers['x-written']).toBe('1');
    await app.close();
  });
});
