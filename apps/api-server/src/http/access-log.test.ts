import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from './access-log.ts';
import { serializeRequest } from './log-redaction.ts';

/** A Fastify with our access log, writing its JSON lines into an array. */
async function appLogging(level: 'info' | 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream, serializers: { req: serializeRequest } },
    logController: new AccessLogController(),
  });
  app.get('/menus/:id', async (request, reply) =>
    (request.params as { id: string }).id === 'gone' ? reply.code(404).send({}) : { ok: true },
  );
  await app.ready();
  return { app, lines: () => lines.filter((line) => line.reqId !== undefined) };
}

describe('access log', () => {
  it('writes one line per request at info, once answered, with the request, status and time', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/menus/7?token=secret' });
    await app.inject({ method: 'GET', url: '/menus/gone' });
    const written = lines();
    expect(written.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(written[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/menus/7?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof written[0]?.responseTime).toBe('number');
    expect(written[1]).toMatchObject({ res: { statusCode: 404 } });
    await app.close();
  });

  it('also logs each request as it arrives at debug', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject({ method: 'GET', url: '/menus/7' });
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [30, 'request completed'],
    ]);
    await app.close();
  });
});
