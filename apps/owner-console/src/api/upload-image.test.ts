import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@tavola/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putImageWithProgress } from './upload-image';

/** A stand-in for a signed upload address (jsdom's XMLHttpRequest asks it first, as a browser would). */
let server: Server;
let base = '';
const received: { contentType: string | undefined; bytes: number }[] = [];

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'PUT',
      // whatever it asks for (the test set-up's request interceptor adds a header of its own)
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    };
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    const body = await readBody(request);
    received.push({ contentType: request.headers['content-type'], bytes: body.length });
    const refused = request.url === '/heic';
    response
      .writeHead(refused ? 415 : 200, { ...cors, 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          refused
            ? { code: 'image_heic', message: 'Send a JPG' }
            : { url: 'https://api.test/images/x.jpg', photo: { url: 'https://api.test/images/x' } },
        ),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('putImageWithProgress', () => {
  it('PUTs the bytes with their type, reports the whole sent, and answers the body', async () => {
    const progress: number[] = [];
    const answer = await putImageWithProgress<{ photo: { url: string } }>(
      `${base}/ok`,
      new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }),
      (fraction) => progress.push(fraction),
    );
    expect(answer.photo.url).toBe('https://api.test/images/x');
    expect(received.at(-1)).toEqual({ contentType: 'image/jpeg', bytes: 2048 });
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects a refusal as an ApiError with the server’s code', async () => {
    const failure = await putImageWithProgress(`${base}/heic`, new Blob(['x'], { type: 'image/jpeg' })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(415);
    expect((failure as ApiError).code).toBe('image_heic');
  });

  it('rejects a dropped connection as a network ApiError', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const failure = await putImageWithProgress(`http://127.0.0.1:${port}/gone`, new Blob(['x'])).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('network');
  });
});
