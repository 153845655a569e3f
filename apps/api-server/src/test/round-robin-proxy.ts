/**
 * A small HTTP reverse proxy for tests: each request goes to the next upstream in turn, as a load
 * balancer in round-robin mode would (deploy/Caddyfile's `lb_policy round_robin`). Bodies stream
 * both ways, so a server-sent event stream stays open through it. It records which upstream served
 * each request, so a test can show that a journey really crossed processes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
  /** the upstream's base URL */
  upstream: string;
}

export interface RoundRobinProxy {
  url: string;
  /** every request so far, in the order they arrived */
  served: ProxiedRequest[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('a proxy needs at least one upstream');
  const served: ProxiedRequest[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next % upstreams.length] as string;
    next += 1;
    served.push({ method: request.method ?? 'GET', path: request.url ?? '/', upstream });
    const target = new URL(request.url ?? '/', upstream);
    const outgoing = http.request(
      target,
      {
        method: request.method,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': request.socket.remoteAddress },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // the client went away (a closed event stream): close the upstream side too
    response.on('close', () => outgoing.destroy());
    request.pipe(outgoing);
  });
  // idle connections kept a minute, as a real load balancer does (Caddy: 5 minutes), not Node's 5 s:
  // a client reusing a connection the proxy had just closed saw "other side closed"
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
