/**
 * Typed HTTP errors. Handlers throw these; the one error handler (plugins/error-handler.ts) turns
 * them into the contract's `{ code, message, details? }` body. Never build error replies by hand.
 */
export interface ErrorDetail {
  field?: string;
  /** spreadsheet row (header = 1) and column header, for a problem of an imported file */
  row?: number;
  column?: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** extra response headers, e.g. Retry-After */
    readonly headers?: Record<string, string>,
    /** extra fields of the error body that the contract documents, e.g. `nextAvailableAt` */
    readonly fields?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new HttpError(400, code, message, details);

export const validationFailed = (details: ErrorDetail[]) =>
  new HttpError(400, 'validation_failed', 'Some fields are not valid.', details);

export const unauthenticated = (message = 'Your session has expired, please log in again') =>
  new HttpError(401, 'unauthenticated', message);

export const forbidden = (code: string, message: string) => new HttpError(403, code, message);

/** Administration calls (the contract's `admin` tag) for someone without the admin flag. */
export const adminOnly = () => forbidden('admin_only', 'Only Tavola administrators can do this.');

export const roleNotAllowed = () =>
  forbidden('role_not_allowed', 'Your role in this club does not allow this. Ask the club’s owner.');

export const notFound = (code: string, message: string) => new HttpError(404, code, message);

export const clubNotFound = () => notFound('club_not_found', 'Club not found');

/** A path that names no operation; the path is shown without its query and cut at 200 characters. */
export function noRoute(method: string, url: string): HttpError {
  const path = url.split('?')[0] ?? '';
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return notFound('not_found', `No route for ${method} ${shown}`);
}

export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** The resource is no longer the revision a request's `If-Match` names (a save made on an old copy). */
export const preconditionFailed = (code: string, message: string) => new HttpError(412, code, message);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many attempts, please try again in a minute.', undefined, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });

export const INTERNAL_ERROR_MESSAGE = 'There was an error, please try again later.';
