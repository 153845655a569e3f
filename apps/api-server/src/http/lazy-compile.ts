/**
 * Schema compilation on first use. Fastify compiles the validator and serializer of every route
 * while the app starts; with the whole contract that is most of a start's CPU time. Compiling each
 * one when its route first runs moves that cost to the first request of each operation (a few
 * milliseconds), so a restarted server listens sooner.
 */
import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type Validator = ReturnType<FastifySchemaCompiler<unknown>>;

/** Wraps a validator factory; the wrapper mirrors the compiled function's `errors`, as Ajv's do. */
export function lazyValidator(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validate: Validator = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

/** Wraps a serializer factory. */
function lazySerializer<T>(compile: () => (data: T) => string): (data: T) => string {
  let compiled: ((data: T) => string) | undefined;
  return (data) => {
    compiled ??= compile();
    return compiled(data);
  };
}

/** Fastify's own serializer factory (fast-json-stringify), compiling each route's on first use. */
export const buildLazySerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => lazySerializer(() => compile(route));
};
