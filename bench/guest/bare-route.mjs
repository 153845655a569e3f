// The comparison routes of the benches: Fastify (the API's own copy and version) answering ready
// JSON documents, with the same logger level as the API, and nothing else (no database, no
// contract, no hooks). The documents file maps a key to a document, each one the API answered:
// - `/bare/<key>` serializes that document at every request, as the API's would be unless it
//   cached the text;
// - `/bare-bytes/<key>` sends it encoded once, as the API sends its cached document: the stricter
//   comparison.
// The benches ask both sides for the same documents: the load generator decodes every answer it
// reads, at a cost that depends on the bytes, and on two cores it is what limits a closed loop
// (bench/README, "Thirteenth pass").
// Usage: node bare-route.mjs <documents.json> <port> <log level>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [documentsFile, port, level] = process.argv.slice(2);
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api-server/package.json'));
const Fastify = require('fastify');

const documents = new Map(Object.entries(JSON.parse(fs.readFileSync(documentsFile, 'utf8'))));
const encoded = new Map(
  [...documents].map(([key, document]) => [key, Buffer.from(JSON.stringify(document))]),
);
const app = Fastify({ logger: { level } });
app.get('/bare/:key', async (request, reply) => documents.get(request.params.key) ?? reply.code(404).send());
app.get('/bare-bytes/:key', async (request, reply) => {
  const bytes = encoded.get(request.params.key);
  if (bytes === undefined) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(bytes);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
