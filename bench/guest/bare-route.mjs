// The comparison route of the load bench: Fastify (the API's own copy and version) answering one
// JSON body, with the same logger level as the API, and nothing else (no database, no contract, no
// hooks). Usage: node bare-route.mjs <body.json> <port> <log level>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [bodyFile, port, level] = process.argv.slice(2);
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/api-server/package.json'));
const Fastify = require('fastify');

const body = JSON.parse(fs.readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: { level } });
// serialized at every request, as the API's document is unless it caches the text
app.get('/bare', async () => body);
// the same body encoded once, as the API sends its cached document: the stricter comparison
const bytes = Buffer.from(JSON.stringify(body));
app.get('/bare-bytes', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await app.listen({ host: '127.0.0.1', port: Number(port) });
const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
