/**
 * Runs the fake DeepL API as its own process, for the end-to-end run (a Playwright `webServer`
 * waiting on `GET /`): `tsx src/test/fake-deepl-cli.ts [port]` (or `FAKE_DEEPL_PORT`), then start
 * the API with `DEEPL_AUTH_KEY=any DEEPL_SERVER_URL=http://127.0.0.1:PORT`. Stops on SIGINT/SIGTERM.
 */
import { startFakeDeepL } from './fake-deepl.ts';

const requested = process.argv[2] ?? process.env.FAKE_DEEPL_PORT ?? '0';
if (!/^\d+$/.test(requested) || Number(requested) > 65535) {
  console.error(`fake DeepL: the port must be a whole number up to 65535 (got "${requested}")`);
  process.exit(2);
}

const fake = await startFakeDeepL({ port: Number(requested) });
console.log(`fake DeepL listening on ${fake.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
