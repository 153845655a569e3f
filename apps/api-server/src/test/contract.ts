/**
 * Checks responses against the contract: the status must be documented for the operation, and the
 * body must match that response's schema (Ajv 2020 over the whole spec, so $refs resolve).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { loadContract, type OpenApiOperation } from '#http/contract.ts';

const CONTRACT_ID = 'https://tavola.local/openapi.json';
const contract = loadContract();

const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema(contract.document as object, CONTRACT_ID);

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

function responseFor(
  operation: OpenApiOperation,
  status: number,
): { key: string; pointer: string; response: ResponseObject } | null {
  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
    (candidate) => candidate in responses,
  );
  if (!key) return null;
  let response = responses[key] as ResponseObject;
  let pointer = '';
  if (response.$ref) {
    pointer = response.$ref.slice(1);
    const name = response.$ref.split('/').at(-1) as string;
    response = (contract.document.components.responses as Record<string, ResponseObject>)[
      name
    ] as ResponseObject;
  }
  return { key, pointer, response };
}

const validators = new Map<string, ValidateFunction>();

function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${CONTRACT_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** Throws (failing the test) when the response does not match the contract. */
export function assertMatchesContract(operationId: string, response: LightMyRequestResponse): void {
  const info = contract.operations.get(operationId);
  if (!info) throw new Error(`unknown operation ${operationId}`);
  const found = responseFor(info.operation, response.statusCode);
  if (!found) {
    throw new Error(
      `${operationId}: status ${response.statusCode} is not in the contract (body: ${response.body.slice(0, 300)})`,
    );
  }
  const content = found.response.content;
  if (!content) {
    if (response.body !== '')
      throw new Error(`${operationId} ${response.statusCode}: expected no body, got ${response.body}`);
    return;
  }
  const mediaType =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (!(mediaType in content)) {
    throw new Error(
      `${operationId} ${response.statusCode}: content type ${mediaType} is not one of ${Object.keys(content)}`,
    );
  }
  if (mediaType !== 'application/json') return;
  const base =
    found.pointer || `/paths/${escapePointer(info.path)}/${info.method.toLowerCase()}/responses/${found.key}`;
  const validate = validatorFor(`${base}/content/${escapePointer(mediaType)}/schema`);
  const body: unknown = response.json();
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${response.statusCode}: body does not match the contract: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
    );
  }
}
