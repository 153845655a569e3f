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

/** The dotted paths ('' for the value itself) of every string inside a JSON value that holds control characters. */
export function findControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = path === '' ? key : `${path}.${key}`;
    // keys too: an unknown field is refused anyway, but never with a NUL in its name in the log
    return hasControlCharacters(key) ? [childPath] : findControlCharacters(child, childPath);
  });
}

/** After validation: the body and query hold the contract's shapes, their texts no control characters. */
export const refuseControlCharacters: preHandlerHookHandler = async (request) => {
  const fields = [request.body, request.query].flatMap((part) => findControlCharacters(part));
  if (fields.length > 0) {
    const { message } = messages.textHasControlCharacters;
    throw validationFailed(fields.map((field) => (field === '' ? { message } : { field, message })));
  }
};
