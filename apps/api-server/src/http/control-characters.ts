/**
 * Refuses control characters (NUL, escape…; tabs and line breaks are fine) in every string of a
 * request's JSON body and query, for every operation at once. PostgreSQL refuses NUL in text, so
 * without this a NUL in any name was a 500; the domain's rule (`hasControlCharacters`) is the
 * same one the console's forms apply, so the owner sees the same message in both places.
 */

import { messages } from '@tavola/domain/messages';
import { hasControlCharacters } from '@tavola/domain/text';
import type { preHandlerHookHandler } from 'fastify';
import { validationFailed } from '#errors.ts';

/**
 * The dotted paths ('' for the value itself) of every string inside a JSON value that holds control
 * characters. A loop over an explicit stack, not recursion: a body nested 200,000 deep must not
 * overflow the call stack.
 */
export function findControlCharacters(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) found.push(path);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // pushed in reverse, so fields are reported in the order they were sent
      for (const [key, child] of Object.entries(current).reverse()) {
        const childPath = path === '' ? key : `${path}.${key}`;
        // keys too: an unknown field is refused anyway, but never with a NUL in its name in the log
        if (hasControlCharacters(key)) found.push(childPath);
        else pending.push([child, childPath]);
      }
    }
  }
  return found;
}

/**
 * After validation: the body and query hold the contract's shapes, their texts no control characters.
 * (a callback hook, and nothing walked when there is nothing to walk: the guests' hot read pays it)
 */
export const refuseControlCharacters: preHandlerHookHandler = (request, _reply, done) => {
  const { body, query } = request;
  const fields = [
    ...(body === undefined || body === null ? [] : findControlCharacters(body)),
    ...(isEmptyObject(query) ? [] : findControlCharacters(query)),
  ];
  if (fields.length === 0) return done();
  const { message } = messages.textHasControlCharacters;
  done(validationFailed(fields.map((field) => (field === '' ? { message } : { field, message }))));
};

function isEmptyObject(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  for (const _ in value as object) return false;
  return true;
}
