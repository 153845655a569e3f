/**
 * Stands in for @seriousme/openapi-schema-validator inside the production bundle only (build.mjs).
 * fastify-openapi-glue validates the contract against the OpenAPI meta-schema at every start: Ajv
 * compiling that meta-schema was about 350 ms of a quiet warm start's 2.5 s (bench/server-start.mjs,
 * profiled). build.mjs runs the real validation once and refuses to build an invalid contract, so
 * the bundle keeps everything else the glue relies on (version detection, the check that every
 * $ref resolves, resolveRefs) and answers "valid" for the meta-schema part.
 */
import { Validator as FullValidator } from '@seriousme/openapi-schema-validator';

export class Validator extends FullValidator {
  /** the compiled meta-schema check, already passed by this build's contract */
  getAjvValidator() {
    return () => true;
  }
}
