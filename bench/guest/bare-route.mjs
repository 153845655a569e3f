// The comparison routes of the benches: Fastify (the API's own copy and version) answering ready
// JSON documents, with the same logger level as the API, and nothing else (no database, no
// contract, no hooks). The answers file maps a key to one answer of the API, `{ document, headers }`
// (stack.mjs `capturedAnswer`: the JSON document and the header lines the API sent with it, less
// those Node writes itself):
// - `/bare/<key>` sends those header lines and serializes the document at every request, as the API
//   would unless it cached the text;
// - `/bare-bytes/<key>` sends those header lines and the document encoded once, as the API sends its
//   cached document: the stricter comparison, the HTTP stack's limit for these very answers;
// - `/bare-bytes-plain/<key>` sends the encoded document with its content type alone: what the
//   API's other header lines (security, caching, request id) cost the stack, printed for
//   information.
// The benches ask every route for the same documents: the load generator parses every answer it
// reads, at a cost that depends on its bytes and its header lines, and on two cores it shares the
// machine with the server (docs/decisions/028).
// Usage: node bare-route.mjs <answers.json> <port> <log level>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [answersFile, port, level] = process.argv.slice(2);
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api-server/package.json'));
const Fastify = require('fastify');

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(answersFile, 'utf8'))).map(([key, { document, headers }]) => [
    key,
    { document, headers: Object.freeze(headers), bytes: Buffer.from(JSON.stringify(document)) },
  ]),
);
const app = Fastify({ logger: { level } });
/** A route answering the document of `:key` with `send`, or a 404 for an unknown key. */
const answering = (send) => async (request, reply) => {
  const answer = answers.get(request.params.key);
  if (answer === undefined) return reply.code(404).send();
  return send(answer, reply);
};
app.get(
  '/bare/:key',
  answering((answer, reply) => {
    reply.headers(answer.headers);
    return answer.document;
  }),
);
app.get(
  '/bare-bytes/:key',
  answering((answer, reply) => reply.headers(answer.headers).send(answer.bytes)),
);
app.get(
  '/bare-bytes-plain/:key',
  answering((answer, reply) => reply.type('application/json; charset=utf-8').send(answer.bytes)),
);
await app.listen({ host: '127.0.0.1', port: Number(port) });
const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
