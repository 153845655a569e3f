// A stand-in for the CDN in front of the guest app: serves the built app (brotli or gzip where the
// browser takes it, hashed assets cached for a year, every other path without a file answers
// index.html) and proxies /api, the public pages (/m/…), /sitemap.xml and /robots.txt to the API,
// compressing its answers as a CDN does.
//
// By default it speaks HTTP/2 over TLS, with a throwaway self-signed certificate made for the run
// (the browser is told to accept it), because every production CDN speaks HTTP/2 or HTTP/3 and
// Chromium speaks HTTP/2 only over TLS. The protocol changes what Lighthouse's simulation counts:
// over HTTP/1.1 the menu's data request, made while the bundle downloads, needs a second connection
// (its handshakes on the LCP's path); over HTTP/2 it shares the document's. `tls: false` serves
// plain HTTP/1.1 as the bench did before, for comparison. The server is stopped by stopAll().
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { onStop, tempDir } from './stack.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

// Headers that describe one connection (RFC 9110 §7.6.1): never forwarded by a proxy, and refused
// by Node's HTTP/2 layer (ERR_HTTP2_INVALID_CONNECTION_HEADERS) in an answer.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * Starts the stand-in CDN for `distDir` in front of `apiOrigin` on a free loopback port.
 * `tls` (default true): HTTPS with HTTP/2 offered first and HTTP/1.1 kept for clients without it;
 * false: plain HTTP/1.1. `port`: a port chosen beforehand (freePort), when the API must know the
 * CDN's address as its public one (the photo bench: photos served through the CDN). Returns its origin.
 */
export async function startCdn(distDir, apiOrigin, { tls = true, port = 0 } = {}) {
  const handler = cdnHandler(readDist(distDir), new URL(apiOrigin));
  const server = tls
    ? http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handler)
    : http.createServer(handler);
  // the HTTP/2 server has no closeAllConnections(): its sockets are tracked to end them at stop
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  onStop(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  );
  const scheme = tls ? 'https' : 'http';
  return { origin: `${scheme}://127.0.0.1:${server.address().port}`, server };
}

/**
 * A certificate for 127.0.0.1 valid for two days, made by the openssl command (Debian's openssl
 * package) in a directory removed at stop. Nobody trusts it: the bench's Chromium is started with
 * --ignore-certificate-errors.
 */
function selfSignedCertificate() {
  const dir = tempDir('tavola-bench-cdn-tls-');
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    throw new Error(
      `could not make the stand-in CDN's certificate with openssl (apt-get install -y openssl, or run with --http1): ${error.stderr ?? error.message}`,
    );
  }
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
}

/** Every file of the build (source maps aside), with its brotli and gzip forms made once. */
function readDist(distDir) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.map')) {
        const ext = path.extname(entry.name);
        const raw = fs.readFileSync(full);
        const compressible = COMPRESSIBLE.has(ext);
        files.set(`/${path.relative(distDir, full).split(path.sep).join('/')}`, {
          type: TYPES[ext] ?? 'application/octet-stream',
          raw,
          br: compressible
            ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
            : undefined,
          gzip: compressible ? gzipSync(raw, { level: 9 }) : undefined,
          immutable: full.includes(`${path.sep}assets${path.sep}`),
        });
      }
    }
  };
  walk(distDir);
  return files;
}

/** Paths of the guest origin that the API server answers: the clubs' public pages and their sitemap. */
const SERVER_PAGES = /^\/(m\/|sitemap\.xml$|robots\.txt$)/;

/** The request handler, the same for HTTP/1.1 and HTTP/2 (Node's compatibility API). */
function cdnHandler(files, api) {
  return (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    // the API's own paths, and the clubs' public pages it renders (README, "Deploying")
    if (url.pathname.startsWith('/api/') || SERVER_PAGES.test(url.pathname)) {
      proxyToApi(request, response, api);
      return;
    }
    // as deploy/Caddyfile: the file, else the page drawn at build time (`/login` -> login.html),
    // else the app's index.html for any other path of the app
    const file =
      files.get(url.pathname) ??
      (path.extname(url.pathname)
        ? undefined
        : (files.get(`${url.pathname}.html`) ?? files.get('/index.html')));
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      file.br && /\bbr\b/.test(accepts)
        ? [file.br, 'br']
        : file.gzip && /\bgzip\b/.test(accepts)
          ? [file.gzip, 'gzip']
          : [file.raw, undefined];
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** Headers without HTTP/2's pseudo-headers (`:path`…) and the hop-by-hop ones. */
function endToEnd(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

function proxyToApi(request, response, api) {
  const upstream = http.request(
    {
      host: api.hostname,
      port: api.port,
      method: request.method,
      path: request.url,
      headers: { ...endToEnd(request.headers), host: api.host },
    },
    (answer) => {
      const headers = endToEnd(answer.headers);
      // a CDN compresses JSON (and the pages' HTML) on the fly and weakens a strong ETag when it does (the API
      // compares If-None-Match weakly, RFC 9110); so does this stand-in
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
      const textual = /json|html|xml|text\/plain/.test(String(answer.headers['content-type'] ?? ''));
      if (!encoding || !textual || answer.headers['content-encoding'] || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode, headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(raw, { level: 6 });
        headers['content-encoding'] = encoding;
        headers['content-length'] = body.length;
        headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
        if (typeof headers.etag === 'string' && !headers.etag.startsWith('W/'))
          headers.etag = `W/${headers.etag}`;
        response.writeHead(answer.statusCode, headers);
        response.end(body);
      });
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}
