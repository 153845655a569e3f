/**
 * Operations whose contract takes no request body ignore one if a client sends it anyway, instead
 * of parsing it: a garbage body on `POST /logout` answered 400 `invalid_json`, a status `logout`
 * does not list (found by the fuzzer). With the body's headers removed before parsing, Fastify sees
 * an empty request; Node discards the unread bytes.
 */
import type { preParsingHookHandler } from 'fastify';

export const ignoreBody: preParsingHookHandler = async (request, _reply, payload) => {
  const headers = request.headers;
  if (headers['content-type'] === undefined && headers['transfer-encoding'] === undefined) {
    if (headers['content-length'] === undefined || headers['content-length'] === '0') return payload;
  }
  delete headers['content-type'];
  delete headers['transfer-encoding'];
  headers['content-length'] = '0';
  return payload;
};

/** The methods whose body Fastify never reads (its own list): `ignoreBody` has nothing to do there. */
export const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'TRACE']);
