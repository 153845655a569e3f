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

/** The dotted path of the first string holding control characters ('' for the value itself), or null. */
export function findControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    // keys are checked too: an unknown field is refused anyway, but never with a NUL in the log
    const childPath = path === '' ? key : `${path}.${key}`;
    if (hasControlCharacters(key)) return childPath;
    const found = findControlCharacters(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/** After validation: the body and query hold the contract's shapes, their texts no control characters. */
export const refuseControlCharacters: preHandlerHookHandler = async (request) => {
  for (const part of [request.body, request.query]) {
    const field = findControlCharacters(part);
    if (field !== null) {
      throw validationFailed([
        { ...(field === '' ? {} : { field }), message: messages.textHasControlCharacters.message },
      ]);
    }
  }
};
