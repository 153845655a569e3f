/** The contract (openapi/spec.yaml), loaded once: the routes, request validation and docs come from it. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { CLUB_ROLES, type ClubRole, isClubRole } from '@tavola/domain/club-roles';
import { contractPath } from '#lib/app-paths.ts';

/** Where the contract's routes are served (its `servers` entry). */
export const API_PREFIX = '/api/v1';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OpenApiOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  tags?: string[];
  parameters?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }>; $ref?: string };
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], OpenApiOperation>>>;
  components: { schemas: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

export interface OperationInfo {
  operationId: string;
  method: Uppercase<(typeof HTTP_METHODS)[number]>;
  /** the contract's path template, e.g. /clubs/{clubId}/menu */
  path: string;
  /** needs a signed-in user (bearerAuth) */
  secured: boolean;
  requestBodyRequired: boolean;
  /** media types the request body may use */
  bodyMediaTypes: string[];
  /**
   * the club roles allowed (`x-roles`), on every signed-in operation under /clubs/{clubId}; null
   * elsewhere
   */
  roles: readonly ClubRole[] | null;
  operation: OpenApiOperation;
}

export interface Contract {
  document: OpenApiDocument;
  operations: Map<string, OperationInfo>;
}

let cached: Contract | undefined;

// The production build (build.mjs) parses the contract once and inlines it as JSON text, because
// parsing the YAML costs every start a few hundred milliseconds. Undefined when running from src.
declare const __BUNDLED_CONTRACT__: string | undefined;

function readDocument(file: string): OpenApiDocument {
  if (file === contractPath && typeof __BUNDLED_CONTRACT__ === 'string') {
    return JSON.parse(__BUNDLED_CONTRACT__) as OpenApiDocument;
  }
  // loaded here, not imported above, so that the production build never loads the YAML parser
  const YAML: typeof import('yaml') = createRequire(import.meta.url)('yaml');
  return YAML.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

/**
 * An operation's `x-roles`. Every signed-in operation under /clubs/{clubId} must state them, so
 * a new operation cannot be left open to every member by omission; none other may.
 */
function rolesOf(operation: OpenApiOperation, clubScoped: boolean): readonly ClubRole[] | null {
  const roles = operation['x-roles'];
  if (!clubScoped) {
    if (roles !== undefined) throw new Error(`${operation.operationId}: x-roles outside /clubs/{clubId}`);
    return null;
  }
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isClubRole)) {
    throw new Error(`${operation.operationId}: x-roles must list roles among ${CLUB_ROLES.join(', ')}`);
  }
  return roles;
}

export function loadContract(file = contractPath): Contract {
  if (cached && file === contractPath) return cached;
  const document = readDocument(file);
  const operations = new Map<string, OperationInfo>();
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? document.security ?? [];
      const content = operation.requestBody?.content ?? {};
      // `security: []` or an empty alternative ({}) makes sign-in optional
      const secured =
        security.length > 0 && security.every((alternative) => Object.keys(alternative).length > 0);
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase() as OperationInfo['method'],
        path: route,
        secured,
        requestBodyRequired: operation.requestBody?.required === true,
        bodyMediaTypes: Object.keys(content),
        roles: rolesOf(operation, secured && route.startsWith('/clubs/{clubId}')),
        operation,
      });
    }
  }
  const contract = { document, operations };
  if (file === contractPath) cached = contract;
  return contract;
}
