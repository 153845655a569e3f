/**
 * Routes from the contract (fastify-openapi-glue on openapi/spec.yaml under /api/v1).
 *
 * Request phases, in order (docs/decisions: validation after authorization):
 *   onRequest      rate limit (sign-in, sign-up, recovery…)
 *   preValidation  bearerAuth -> club membership -> role (x-roles) or admin flag -> body presence/media type
 *   validation     Ajv on params, query and body (bodies strict: no coercion, unknown fields 400)
 *   preHandler     no control characters in any text of the body or query (http/control-characters.ts)
 *   handler        named by operationId
 * so a stranger learns nothing from validation messages, and anonymous calls always get 401.
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { ClubRole } from '@tavola/domain/club-roles';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '#config.ts';
import {
  adminOnly,
  clubNotFound,
  HttpError,
  roleNotAllowed,
  tooManyRequests,
  validationFailed,
} from '#errors.ts';
import { BODYLESS_METHODS, ignoreBody } from '#http/bodyless.ts';
import { clubIdParam } from '#http/club-path.ts';
import { API_PREFIX, type Contract } from '#http/contract.ts';
import { refuseControlCharacters } from '#http/control-characters.ts';
import { lazyValidator } from '#http/lazy-compile.ts';
import { databaseRateLimitStore } from '#http/rate-limit-store.ts';
import { keepRawBody, RAW_BODY_OPERATIONS } from '#http/raw-body.ts';
import type { Handler, Handlers, OperationId } from '#http/types.ts';
import type { ClubAccess } from '#modules/clubs/access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set on /clubs/{clubId}/… calls once ownership is checked */
    clubAccess: ClubAccess | null;
  }
}

/** OpenAPI keywords that are not JSON Schema validation keywords. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

function createAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    // bodies: a string is not a number and unknown fields are errors (400), never stripped
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: false,
    // glue gives recursive schemas a fixed $id: do not register them globally
    addUsedSchema: false,
    allowUnionTypes: true,
    strict: false,
  });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password']) {
    ajv.addFormat(format, true);
  }
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  return ajv;
}

/** Operations of the contract's `admin` tag: administrators only, checked before validation. */
const requireAdmin: preValidationHookHandler = async (request) => {
  if (!request.auth?.isAdmin) throw adminOnly();
};

const checkClubOwnership: preValidationHookHandler = async (request) => {
  const clubId = clubIdParam(request);
  if (!request.auth || clubId === null) throw clubNotFound();
  // found with the session, in its statement (plugins/auth.ts: `authenticate` decides it for every
  // path with a club id); a stranger cannot tell a club that exists from one that does not
  if (!request.clubAccess) throw clubNotFound();
};

/**
 * The operation's `x-roles` (the contract states them on every signed-in operation under
 * /clubs/{clubId}): a member whose role is not listed gets 403. An administrator who is not a
 * member has no role and reaches every operation, as before roles.
 */
function checkClubRole(roles: readonly ClubRole[]): preValidationHookHandler {
  return async (request) => {
    const role = request.clubAccess?.role;
    if (role && !roles.includes(role)) throw roleNotAllowed();
  };
}

function bodyGuard(required: boolean, mediaTypes: string[]): preValidationHookHandler {
  return async (request) => {
    const hasBody = request.body !== undefined && request.body !== null;
    if (!hasBody) {
      if (required) throw validationFailed([{ message: 'The request body is required' }]);
      return;
    }
    const mediaType = request.mediaType ?? '';
    if (!mediaTypes.includes(mediaType)) {
      // 400 rather than 415: the contract's BadRequest covers every malformed request
      throw new HttpError(
        400,
        'unsupported_media_type',
        `The request body must be ${mediaTypes.join(' or ')}`,
      );
    }
  };
}

/** Adapts a typed handler (returns `{ status, body }`) to a Fastify handler. */
function toRouteHandler<Id extends OperationId>(handler: Handler<Id>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await handler(request as Parameters<Handler<Id>>[0], reply);
    // a streaming handler (Server-Sent Events) hijacked the reply and writes it itself
    if (reply.sent) return reply;
    reply.code(result.status);
    return result.body === undefined ? reply.send() : reply.send(result.body);
  };
}

export interface OpenApiOptions {
  contract: Contract;
  handlers: Handlers<OperationId>;
  rateLimits: Partial<Record<OperationId, RateLimitRule>>;
}

export default fp<OpenApiOptions>(
  async (app, { contract, handlers, rateLimits }) => {
    const bodyAjv = createAjv(false);
    const parameterAjv = createAjv(true);
    app.setValidatorCompiler(({ schema, httpPart }) =>
      lazyValidator(() => (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema as object)),
    );
    app.decorateRequest('clubAccess', null);

    // Runs before @fastify/rate-limit's own onRoute hook (registered below), so the config it
    // reads is already there.
    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      const info = operationId ? contract.operations.get(operationId) : undefined;
      if (!info) return;

      const preValidation: preValidationHookHandler[] = [];
      // glue installs the security handler as preHandler, i.e. after validation: move it first
      if (route.preHandler) {
        preValidation.push(...([] as preValidationHookHandler[]).concat(route.preHandler as never));
        route.preHandler = undefined;
      }
      // public calls (`security: []`, the guest menu) under /clubs/{clubId} have no owner to check
      if (info.path.startsWith('/clubs/{clubId}') && info.secured) preValidation.push(checkClubOwnership);
      if (info.roles) preValidation.push(checkClubRole(info.roles));
      if (info.operation.tags?.includes('admin')) preValidation.push(requireAdmin);
      if (info.bodyMediaTypes.includes('multipart/form-data')) {
        // file uploads are read by the handler (request.file()); Ajv cannot validate streams
        const schema = route.schema as { body?: unknown };
        delete schema.body;
        // a body that is not multipart (JSON, parsed) is refused before anything walks it: a JSON
        // body 200,000 arrays deep overflowed the stack of the control-character check (500, found
        // by the contract fuzzer). Not "required" here: a multipart stream leaves request.body unset.
        preValidation.push(bodyGuard(false, info.bodyMediaTypes));
      } else if (info.bodyMediaTypes.length > 0) {
        preValidation.push(bodyGuard(info.requestBodyRequired, info.bodyMediaTypes));
      }
      route.preValidation = preValidation;
      // after validation, so a wrong shape is reported first; signed bodies are checked as sent
      if (!RAW_BODY_OPERATIONS.has(info.operationId)) route.preHandler = refuseControlCharacters;
      // signed bodies (Stripe's webhook) are checked on their bytes as sent
      if (operationId && RAW_BODY_OPERATIONS.has(operationId)) route.preParsing = keepRawBody;
      // an operation that takes no body ignores one rather than failing on it (http/bodyless.ts);
      // Fastify never parses the body of a GET or HEAD, so those pay no hook for it
      else if (info.bodyMediaTypes.length === 0 && !BODYLESS_METHODS.has(String(route.method))) {
        route.preParsing = ignoreBody;
      }

      // health and readiness are probed every few seconds: their lines would fill the log
      if (info.operation.tags?.includes('operations') && !['debug', 'trace'].includes(app.log.level)) {
        route.logLevel = 'warn';
      }

      const rule = rateLimits[operationId as OperationId];
      if (rule) {
        route.config = { ...route.config, rateLimit: { max: rule.max, timeWindow: rule.windowMs } };
      }
    });

    await app.register(rateLimit, {
      global: false,
      ...(app.config.rateLimitStore === 'database' ? { store: databaseRateLimitStore(app.db) } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
    });
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
    // the contract's PDF, spreadsheet and event stream are response types only: no request body may
    // use them (glue warns at start about a content type of the contract that has no parser)
    const responseOnlyTypes = [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/event-stream',
    ];
    app.addContentTypeParser(responseOnlyTypes, (_request, _payload, done) => {
      done(new HttpError(400, 'unsupported_media_type', 'The request body must be JSON'), undefined);
    });

    const serviceHandlers: Record<string, ReturnType<typeof toRouteHandler>> = {};
    for (const [operationId, handler] of Object.entries(handlers)) {
      serviceHandlers[operationId] = toRouteHandler(handler as Handler<OperationId>);
    }
    await app.register(openapiGlue, {
      specification: contract.document,
      serviceHandlers,
      securityHandlers: {
        bearerAuth: async (request: FastifyRequest) => {
          await app.authenticate(request);
        },
      },
      prefix: API_PREFIX,
    });
  },
  { name: 'openapi', dependencies: ['config', 'db', 'auth', 'error-handler'] },
);
