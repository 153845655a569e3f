/**
 * What every module reads the same way from a `/clubs/{clubId}/…` path: the club the ownership
 * check found (plugins/openapi.ts runs it before any handler), and the 404s for an id of the path
 * that names nothing of that club.
 */
import { idFromPath } from '@tavola/domain/ids';
import type { FastifyRequest } from 'fastify';
import { clubNotFound, HttpError, notFound } from '#errors.ts';

/** The `{clubId}` of the path, or null when it has none or it names no possible club. */
export function clubIdParam(request: FastifyRequest): number | null {
  return idFromPath((request.params as Record<string, string | undefined> | undefined)?.clubId);
}

/** The club of the call, as the ownership check found it. */
export function clubIdOf(request: FastifyRequest): number {
  const access = request.clubAccess;
  if (!access) throw clubNotFound();
  return access.clubId;
}

/** `headers`: e.g. `cache-control: no-store` on the public calls, whose refusals depend on the moment. */
export const itemNotFound = () => notFound('item_not_found', 'Item not found');

export const menuNotFound = (headers?: Record<string, string>) =>
  new HttpError(404, 'menu_not_found', 'Menu not found', undefined, headers);

export const tableNotFound = (headers?: Record<string, string>) =>
  new HttpError(404, 'table_not_found', 'Table not found', undefined, headers);
