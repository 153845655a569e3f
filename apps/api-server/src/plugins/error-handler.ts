/**
 * The one error handler: every failure leaves as the contract's `{ code, message, details? }`.
 * Handlers throw `HttpError`s; validation errors become 400 `validation_failed` with per-field
 * details; anything unexpected is logged (and sent to Sentry) and hidden behind `internal_error`.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ErrorDetail,
  HttpError,
  INTERNAL_ERROR_MESSAGE,
  isHttpError,
  noRoute,
  unauthenticated,
} from '#errors.ts';
import { loadContract } from '#http/contract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** reports an unexpected error (Sentry when configured) */
    reportError(error: unknown, request?: FastifyRequest): void;
  }
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldPath(instancePath: string, child?: unknown): string | undefined {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  const path = parts.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
  return path === '' ? undefined : path;
}

function describe(issue: AjvIssue): ErrorDetail {
  const { keyword, params } = issue;
  if (keyword === 'required') {
    return {
      field: fieldPath(issue.instancePath, params.missingProperty),
      message: 'This field is required',
    };
  }
  if (keyword === 'additionalProperties') {
    return { field: fieldPath(issue.instancePath, params.additionalProperty), message: 'Unknown field' };
  }
  const field = fieldPath(issue.instancePath);
  if (keyword === 'type') {
    const expected = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
    return { field, message: `Must be ${expected === 'object' ? 'an object' : `a ${expected}`}` };
  }
  if (keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return { field, message: `Must be one of: ${params.allowedValues.join(', ')}` };
  }
  const message = issue.message ?? 'Is not valid';
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

function validationDetails(issues: AjvIssue[], context: string | undefined): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const issue of issues) {
    // anyOf/oneOf branches repeat the same field; the first word per field is the useful one
    if (issue.keyword === 'anyOf' || issue.keyword === 'oneOf' || issue.keyword === 'if') continue;
    const detail = describe(issue);
    if (detail.field === undefined && context === 'body' && issue.keyword === 'type') {
      detail.message = 'The request body must be a JSON object';
    }
    const key = `${detail.field ?? ''}|${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(
      detail.field === undefined
        ? { message: detail.message }
        : { field: detail.field, message: detail.message },
    );
  }
  return details;
}

/** Fastify's own client errors (bad JSON, wrong content type…) under stable codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

function toHttpError(error: FastifyError & { errors?: unknown[] }): HttpError | null {
  if (isHttpError(error)) return error;
  if (error.validation) {
    return new HttpError(
      400,
      'validation_failed',
      'Some fields are not valid.',
      validationDetails(error.validation as AjvIssue[], error.validationContext),
    );
  }
  // fastify-openapi-glue wraps what the security handler threw
  if (error.name === 'Unauthorized' && Array.isArray(error.errors)) {
    return error.errors.find(isHttpError) ?? unauthenticated();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = FASTIFY_CODES[error.code] ?? 'bad_request';
    // the contract answers malformed requests with 400 (BadRequest), a wrong media type included
    return new HttpError(code === 'unsupported_media_type' ? 400 : status, code, error.message);
  }
  return null;
}

/**
 * Fastify's own refusals (a body over the size limit: 413) keep their status only where the
 * operation's contract lists it (the uploads); elsewhere they are the 400 the contract gives every
 * malformed request, with the same code, or a 404 where no 400 is listed (an empty image name).
 * The fuzzer found 413 answers on every JSON operation, and 400 on GET /images/.
 * A path that names no route is 404 whatever its body: Fastify reads the body of a request bound
 * for the not-found handler too, and the fuzzer found a 413 for `DELETE /clubs/../tables/8` (the
 * client resolves the `..` to `/tables/8`) with an oversize body.
 */
function fitToContract(httpError: HttpError, request: FastifyRequest): HttpError {
  if (request.is404) return noRoute(request.method, request.url);
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  const responses = operationId ? loadContract().operations.get(operationId)?.operation.responses : undefined;
  if (!responses || String(httpError.statusCode) in responses) return httpError;
  if ('400' in responses) return new HttpError(400, httpError.code, httpError.message, httpError.details);
  // an operation that lists no 400 (GET /images/{imageName}): a path that names nothing is not found
  return noRoute(request.method, request.url);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const converted = toHttpError(error);
      // handlers' own HttpErrors are theirs to get right; only Fastify's are fitted
      const httpError = converted && !isHttpError(error) ? fitToContract(converted, request) : converted;
      if (httpError) {
        request.log.info({ code: httpError.code, statusCode: httpError.statusCode }, httpError.message);
        if (httpError.headers) reply.headers(httpError.headers);
        const body = {
          ...httpError.fields,
          code: httpError.code,
          message: httpError.message,
          ...(httpError.details?.length ? { details: httpError.details } : {}),
        };
        return reply.code(httpError.statusCode).send(body);
      }
      request.log.error({ err: error }, 'request failed');
      app.reportError(error, request);
      return reply.code(500).send({ code: 'internal_error', message: INTERNAL_ERROR_MESSAGE });
    });

    app.setNotFoundHandler((request, reply) => {
      const { code, message } = noRoute(request.method, request.url);
      reply.code(404).send({ code, message });
    });
  },
  { name: 'error-handler', dependencies: ['sentry'] },
);
