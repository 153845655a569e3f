import type { components } from './generated/schema';

/** The error body of the contract: `{ code, message, details? }`. */
export type ErrorBody = components['schemas']['Error'];

/** What went wrong: the server answered with an error status, the network failed, or the call timed out. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export interface ApiErrorInit {
  kind?: ApiErrorKind;
  status: number;
  statusText: string;
  body?: unknown;
  response?: Response | null;
  cause?: unknown;
}

/**
 * A failed call (spec section 8: "an object with status, statusText, body and the response").
 * `body` is the parsed JSON error body when the server sent one (usually {@link ErrorBody}), else the
 * raw text or null. Network failures and time-outs have status 0 and no response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly response: Response | null;

  constructor(init: ApiErrorInit) {
    const body = init.body ?? null;
    super(describe(init.status, init.statusText, body), { cause: init.cause });
    this.kind = init.kind ?? 'http';
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = body;
    this.response = init.response ?? null;
  }

  /** The contract's error code (`invalid_credentials`, `not_found`...), when the body has one. */
  get code(): string | undefined {
    return isErrorBody(this.body) ? this.body.code : undefined;
  }

  /** The body when it has the contract's error shape. */
  get errorBody(): ErrorBody | undefined {
    return isErrorBody(this.body) ? this.body : undefined;
  }
}

function describe(status: number, statusText: string, body: unknown): string {
  const detail = isErrorBody(body) ? `: ${body.message}` : '';
  return status ? `${status} ${statusText}${detail}`.trim() : `${statusText}${detail}`;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A call was made without one of its required path/query parameters or without its required body. */
export class MissingParameterError extends Error {
  override readonly name = 'MissingParameterError';
  readonly parameter: string;
  readonly operationId: string;

  constructor(parameter: string, operationId: string) {
    super(`Missing the required parameter '${parameter}' when calling ${operationId}`);
    this.parameter = parameter;
    this.operationId = operationId;
  }
}
