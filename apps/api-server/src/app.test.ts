import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';

describe('app wiring', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: 'https://console.tavola.app' } });

  it('serves the API docs from the contract', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Tavola API' } });
    expect(Object.keys(json.json().paths)).toContain('/login');
  });

  it('allows the configured origins only (CORS)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: {
        origin: 'https://console.tavola.app',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://console.tavola.app');

    const other = await t.call('listCountries', { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tags every response with a request id, keeping a well-formed incoming one', async () => {
    const generated = await t.call('listCountries');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.call('listCountries', { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const unsafe = await t.call('listCountries', { headers: { 'x-request-id': 'a b\nc' } });
    expect(unsafe.headers['x-request-id']).not.toBe('a b\nc');
  });

  it('answers unknown routes with the error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
