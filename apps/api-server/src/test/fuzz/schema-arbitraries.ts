/**
 * fast-check arbitraries from the contract's JSON Schemas: values the schema accepts (`validValue`),
 * and the same values with one part broken (`mutatedValue`: a wrong type, null, a huge or hostile
 * string, deep nesting, an unknown field, a missing required field…). Used for bodies, queries,
 * headers and path parameters alike, so a new field or operation of the contract is fuzzed at once.
 */
import fc from 'fast-check';
import type { OpenApiDocument } from '#http/contract.ts';
import { fieldHint } from './field-hints.ts';
import { hostileValue } from './hostile-values.ts';

export type Schema = Record<string, unknown>;

/** Real ids to draw integer fields named like ids from (both owners' things, so also another's). */
export interface IdPools {
  /** by entity field name without "Id" (menu, section, item, table, zone, tableZone, theme, brand…) */
  byName: Map<string, number[]>;
  all: number[];
}

export interface SchemaContext {
  document: OpenApiDocument;
  ids: IdPools;
  /**
   * A form as its user fills it in: every field present, and a field with examples or a hint
   * (field-hints.ts) takes one of those. Otherwise each field mixes realistic and generated values
   * independently, so a body of a dozen rule-checked fields (a club's) is almost never valid whole.
   */
  realistic?: boolean;
}

export function resolveSchema(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  // a $ref cycle would loop forever: the contract has none, and 20 hops is far past any chain
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as Schema;
  }
  return current;
}

/** allOf merged into one object schema (the contract uses it to extend a schema with fields). */
function mergeAllOf(context: SchemaContext, schema: Schema): Schema {
  const parts = (schema.allOf as Schema[]).map((part) => resolveSchema(context.document, part));
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const part of [schema, ...parts]) {
    Object.assign(merged.properties as Schema, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    if (part.additionalProperties === false) merged.additionalProperties = false;
  }
  return merged;
}

function idArbitrary(context: SchemaContext, fieldName: string | undefined): fc.Arbitrary<number> | null {
  if (fieldName === undefined) return null;
  const entity = fieldName === 'id' ? '' : fieldName.replace(/Ids?$/, '');
  if (entity === fieldName) return null;
  const pool = (entity === '' ? undefined : context.ids.byName.get(entity)) ?? context.ids.all;
  if (pool.length === 0) return null;
  // mostly a real id (the caller's own or another owner's), sometimes one that does not exist
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
  );
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 40, 60));
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter(fits);
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
      // mostly plain text, sometimes any Unicode (accents, emoji, right-to-left scripts)
      return fc
        .oneof(
          { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
          { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
        )
        .filter(fits);
  }
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  let min = (schema.minimum as number | undefined) ?? (exclusiveMin === undefined ? undefined : exclusiveMin);
  let max = (schema.maximum as number | undefined) ?? (exclusiveMax === undefined ? undefined : exclusiveMax);
  const multipleOf = schema.multipleOf as number | undefined;
  if (integer || multipleOf !== undefined) {
    const step = multipleOf ?? 1;
    if (exclusiveMin !== undefined && min === exclusiveMin) min += step;
    if (exclusiveMax !== undefined && max === exclusiveMax) max -= step;
    const low = Math.ceil((min ?? -1_000_000) / step);
    const high = Math.floor((max ?? 1_000_000) / step);
    return fc
      .integer({ min: Math.max(low, -2_147_483_648), max: Math.min(high, 2_147_483_647) })
      .map((n) => Number((n * step).toFixed(6)));
  }
  return fc
    .double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (exclusiveMin === undefined || n > exclusiveMin) && (exclusiveMax === undefined || n < exclusiveMax),
    )
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

/** A value the schema accepts (the server may still refuse it on business rules). */
export function validValue(
  context: SchemaContext,
  input: Schema,
  depth = 0,
  fieldName?: string,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(context.document, input);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.allOf)) return validValue(context, mergeAllOf(context, schema), depth, fieldName);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives)
    return fc.oneof(...alternatives.map((part) => validValue(context, part, depth + 1, fieldName)));
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [schema.type as string]
      : [];
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  const realistic = [
    ...(examples.length > 0 ? [fc.constantFrom(...examples)] : []),
    ...fittingHint(fieldName, types),
  ];
  // a filled-in form's field with a realistic value takes one, whichever of its types that is
  if (context.realistic && realistic.length > 0) return fc.oneof(...realistic);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue(context, { ...schema, type }, depth, fieldName)));
  }
  const generated = typedValue(context, schema, types[0], depth, fieldName);
  if (realistic.length === 0) return generated;
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...realistic) }, { weight: 2, arbitrary: generated });
}

function fitsType(value: unknown, types: string[]): boolean {
  if (types.length === 0) return true;
  const actual =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number' && Number.isInteger(value)
          ? 'integer'
          : typeof value;
  return types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

/**
 * The field's hint, without the values of a type the schema does not allow (a null where none is
 * allowed would only be refused by Ajv); none when no value fits (a banner's `price` is text, an
 * item's a number): filtering on a type that never comes would loop forever.
 */
function fittingHint(fieldName: string | undefined, types: string[]): fc.Arbitrary<unknown>[] {
  const hint = fieldHint(fieldName);
  if (!hint) return [];
  const fits = (value: unknown) => fitsType(value, types);
  const sample = fc.sample(hint, { numRuns: 50, seed: 1 });
  if (sample.every(fits)) return [hint];
  return sample.some(fits) ? [fc.constantFrom(...sample.filter(fits))] : [];
}

function typedValue(
  context: SchemaContext,
  schema: Schema,
  type: string | undefined,
  depth: number,
  fieldName: string | undefined,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectValue(context, schema, depth);
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min((schema.maxItems as number | undefined) ?? 4, minLength + 4),
      );
      // deeper levels stay small so a nested body (menus > sections > items) stays a few KB
      const cap = depth > 2 ? Math.max(minLength, 1) : maxLength;
      const items = validValue(context, (schema.items ?? {}) as Schema, depth + 1, fieldName);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength: cap, selector: (value) => JSON.stringify(value) })
        : fc.array(items, { minLength, maxLength: cap });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return idArbitrary(context, fieldName) ?? numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // no type: any small JSON value
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(context: SchemaContext, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const minProperties = (schema.minProperties as number | undefined) ?? 0;
  const names = Object.keys(properties);
  if (names.length === 0) {
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') {
      // a map keyed by a named kind of text (a language code…) gets keys of that kind
      const keys = schema.propertyNames
        ? validValue(context, schema.propertyNames as Schema, depth + 1).map(String)
        : fc.string({ minLength: 1, maxLength: 12 });
      return fc.dictionary(keys, validValue(context, extra as Schema, depth + 1), {
        minKeys: minProperties,
        maxKeys: Math.max(minProperties, 3),
      });
    }
    return depth > 3
      ? fc.constant({})
      : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  }
  const model = Object.fromEntries(
    names.map((name) => [name, validValue(context, properties[name] as Schema, depth + 1, name)]),
  );
  const requiredKeys = context.realistic ? names : names.filter((name) => required.has(name));
  return fc.record(model, { requiredKeys }).filter((value) => Object.keys(value).length >= minProperties);
}

/** Every path to a value inside `value` ([] is the value itself). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [index, child] of value.entries()) pathsOf(child, [...prefix, index], out);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, key], out);
  }
  return out;
}

function replaceAt(value: unknown, path: (string | number)[], replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value))
    return value.map((child, index) => (index === head ? replaceAt(child, rest, replace) : child));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replace);
  return copy;
}

export type Mutation =
  | { kind: 'replace'; at: number; with: unknown }
  | { kind: 'unknown-field'; at: number; name: string; with: unknown }
  | { kind: 'drop-field'; at: number };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: hostileValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknown-field' as const),
      at: fc.nat(),
      name: fc.constantFrom(
        '__proto__',
        'constructor',
        'isAdmin',
        'clubId',
        'id',
        'extra',
        'userId',
        'position',
      ),
      with: fc.oneof(fc.constant(1), fc.constant(true), fc.constant({ isAdmin: true }), fc.string()),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop-field' as const), at: fc.nat() }) },
);

export function applyMutation(value: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[mutation.at % paths.length] as (string | number)[];
  if (mutation.kind === 'replace') return replaceAt(value, path, () => mutation.with);
  if (mutation.kind === 'unknown-field') {
    const objects = paths.filter((candidate) => {
      const found = candidate.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);
      return found !== null && typeof found === 'object' && !Array.isArray(found);
    });
    if (objects.length === 0) return value;
    const target = objects[mutation.at % objects.length] as (string | number)[];
    return replaceAt(value, target, (old) => {
      const copy = { ...(old as Record<string, unknown>) };
      // defineProperty, so that "__proto__" is an own field that JSON.stringify sends
      Object.defineProperty(copy, mutation.name, {
        value: mutation.with,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
  }
  const fields = paths.filter((candidate) => typeof candidate.at(-1) === 'string');
  if (fields.length === 0) return value;
  const target = fields[mutation.at % fields.length] as (string | number)[];
  const parentPath = target.slice(0, -1);
  const key = target.at(-1) as string;
  return replaceAt(value, parentPath, (old) => {
    const copy = { ...(old as Record<string, unknown>) };
    delete copy[key];
    return copy;
  });
}

/** A valid value with one part broken (which part is chosen by the mutation, so it shrinks). */
export function mutatedValue(context: SchemaContext, schema: Schema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validValue(context, schema), mutationArbitrary)
    .map(([value, mutation]) => applyMutation(value, mutation));
}
