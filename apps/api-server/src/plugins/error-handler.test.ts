import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config.ts';
import { conflict } from '#errors.ts';
import { systemClock } from '#lib/clock.ts';
import configPlugin from './config.ts';
import errorHandlerPlugin from './error-handler.ts';
import sentryPlugin from './sentry.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  await app.register(configPlugin, { config: loadConfig({ NODE_ENV: 'test' }), clock: systemClock });
  await app.register(sentryPlugin);
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw new Error('connection to db-primary.internal:5432 refused');
  });
  app.get('/taken', async () => {
    throw conflict('phone_in_use', 'Phone already used');
  });
  await app.ready();
  return app;
}

describe('the one error handler', () => {
  it('hides the internals of unexpected errors behind internal_error', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'There was an error, please try again later.',
    });
    expect(response.body).not.toContain('db-primary');
    await app.close();
  });

  it('sends typed HTTP errors as the contract error body', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/taken' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'phone_in_use', message: 'Phone already used' });
    const unknown = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    await app.close();
  });
});
