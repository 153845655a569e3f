/**
 * The fake DeepL's own behaviour that the deepl-node tests do not reach: JSON bodies, the HTTP
 * controls and the command the end-to-end run starts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDeepL, startFakeDeepL } from './fake-deepl.ts';

let fake: FakeDeepL;
beforeAll(async () => {
  fake = await startFakeDeepL();
});
afterAll(async () => {
  await fake.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const AUTH = { authorization: 'DeepL-Auth-Key test' };

describe('fake DeepL', () => {
  it('answers JSON translate requests like DeepL, and refuses a missing key', async () => {
    const response = await post(
      '/v2/translate',
      { text: ['Ciao', 'Grazie'], source_lang: 'IT', target_lang: 'ES', preserve_formatting: true },
      AUTH,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      translations: [
        { detected_source_language: 'IT', text: '[ES] Ciao', billed_characters: 4 },
        { detected_source_language: 'IT', text: '[ES] Grazie', billed_characters: 6 },
      ],
    });
    expect(fake.requests.at(-1)).toMatchObject({ encoding: 'json', preserveFormatting: true });
    expect((await post('/v2/translate', { text: ['Ciao'], target_lang: 'ES' })).status).toBe(403);
  });

  it('fails on command over HTTP, then translates again', async () => {
    fake.reset();
    expect((await post('/__fake/fail', { status: 429, times: 2 })).status).toBe(200);
    const request = { text: ['Pane'], target_lang: 'DE' };
    expect((await post('/v2/translate', request, AUTH)).status).toBe(429);
    expect((await post('/v2/translate', request, AUTH)).status).toBe(429);
    expect((await post('/v2/translate', request, AUTH)).status).toBe(200);
    const recorded = (await (await fetch(`${fake.url}/__fake/requests`)).json()) as unknown[];
    expect(recorded).toHaveLength(3);
    expect((await post('/__fake/fail', { status: 418 })).status).toBe(400);
    expect((await post('/__fake/reset', {})).status).toBe(200);
    expect(fake.requests).toHaveLength(0);
  });

  it('runs as its own process for the end-to-end run', async () => {
    const cli = fileURLToPath(new URL('./fake-deepl-cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const [line] = (await once(lines, 'line')) as [string];
      const url = /^fake DeepL listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line)?.[1];
      expect(url).toBeDefined();
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
