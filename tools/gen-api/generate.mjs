#!/usr/bin/env node
// Generates packages/api/src/generated/ from openapi/spec.yaml: the types (schema.ts), what the client
// checks before a call (operation-checks.ts), and the contract's constants (enums.ts, max-length.ts,
// min-length.ts, maximum.ts) for the domain's rules to read instead of copying them (docs/decisions/021).
//   node generate.mjs           write the files
//   node generate.mjs --check   exit 1 when the committed files differ from what the contract gives
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const specPath = resolve(root, 'openapi/spec.yaml');
const outDir = resolve(root, 'packages/api/src/generated');
const HEADER = [
  '// Generated from openapi/spec.yaml by tools/gen-api (`pnpm gen:api`). Do not edit by hand.',
  '/* eslint-disable */',
  '',
].join('\n');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The types openapi-typescript derives from the contract. */
async function schemaSource(specText) {
  const ast = await openapiTS(specText, { alphabetize: false, silent: true });
  return `${HEADER}\n${astToString(ast).trimEnd()}\n`;
}

const lowerFirst = (name) => name.charAt(0).toLowerCase() + name.slice(1);

function resolveRef(doc, value) {
  let current = value;
  while (current && typeof current.$ref === 'string') {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

/**
 * What the client must check before sending a call (spec section 5), keyed by "METHOD /path" as
 * the contract writes it: the operationId, the name of the required body (null when there is none)
 * and the required query parameters. The path parameters are the template's `{names}`; the
 * generator checks that they are the ones the contract declares. A tuple per call, not an object:
 * the table is part of the console's first load.
 */
function metaSource(doc) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = item.parameters ?? [];
    const templateParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? [])].map((p) => resolveRef(doc, p));
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
      if ([...pathParams].sort().join() !== [...templateParams].sort().join())
        throw new Error(
          `${method.toUpperCase()} ${path}: path parameters ${pathParams} differ from the template`,
        );
      const requiredQuery = params.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
      const body = resolveRef(doc, op.requestBody);
      const bodyRef = Object.values(body?.content ?? {})[0]?.schema?.$ref;
      const bodyName = bodyRef ? lowerFirst(bodyRef.split('/').pop()) : 'body';
      entries.push({
        key: `${method.toUpperCase()} ${path}`,
        check: [op.operationId, body?.required ? bodyName : null, ...requiredQuery],
      });
    }
  }
  const tuple = (values) => `[${values.map((v) => (v === null ? 'null' : `'${v}'`)).join(', ')}]`;
  return [
    HEADER,
    '/** [operationId, name of the required body or null, ...required query parameters] */',
    'export type OperationCheck = readonly [operationId: string, body: string | null, ...requiredQuery: string[]];',
    '',
    '/** Keyed by "METHOD /path/{template}" as written in the contract; path parameters are the `{names}`. */',
    'export const operationChecks: Readonly<Record<string, OperationCheck>> = {',
    ...entries.map((e) => `  '${e.key}': ${tuple(e.check)},`),
    '};',
    '',
  ].join('\n');
}

const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const propertyKey = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
/** A contract description as a one-line doc comment. */
const docComment = (text) => `/** ${text.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/')} */`;

/**
 * The values of each string enum of the contract's components, in the contract's order, e.g.
 * `export const PaidPlan = ['smart', 'professional'] as const;`. One small export per schema, so a
 * bundle keeps only the ones it uses.
 */
function enumsSource(doc) {
  const lines = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!Array.isArray(schema.enum)) continue;
    if (schema.description) lines.push(docComment(schema.description));
    lines.push(`export const ${name} = [${schema.enum.map(quote).join(', ')}] as const;`, '');
  }
  return [HEADER, ...lines].join('\n');
}

/**
 * One JSON Schema keyword (`maxLength`, `minLength`, `maximum`) of the properties of each object schema of the
 * contract, e.g. `export const BannerInput = { title: 100, ... } as const;`. A property given by
 * `$ref` gets the keyword of the schema it names (what Ajv enforces on it).
 */
function keywordSource(doc, keyword, summary) {
  const lines = [`/** ${summary} */`, ''];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const values = Object.entries(schema.properties ?? {})
      .map(([property, value]) => [property, resolveRef(doc, value)?.[keyword]])
      .filter(([, value]) => typeof value === 'number');
    if (values.length === 0) continue;
    const body = values.map(([property, value]) => `${propertyKey(property)}: ${value}`).join(', ');
    lines.push(`export const ${name} = { ${body} } as const;`);
  }
  return [HEADER, ...lines, ''].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const specText = await readFile(specPath, 'utf8');
  const doc = parse(specText);
  const outputs = {
    'schema.ts': await schemaSource(specText),
    'operation-checks.ts': metaSource(doc),
    'enums.ts': enumsSource(doc),
    'max-length.ts': keywordSource(
      doc,
      'maxLength',
      '`maxLength` of the text properties of each schema, in characters (Unicode code points, as Ajv counts).',
    ),
    'min-length.ts': keywordSource(
      doc,
      'minLength',
      '`minLength` of the text properties of each schema, in characters (Unicode code points, as Ajv counts).',
    ),
    'maximum.ts': keywordSource(doc, 'maximum', '`maximum` of the number properties of each schema.'),
  };
  const stale = [];
  for (const [name, content] of Object.entries(outputs)) {
    const file = resolve(outDir, name);
    const rel = relative(root, file);
    if (check) {
      const current = await readFile(file, 'utf8').catch(() => null);
      if (current !== content) stale.push(rel);
    } else {
      await mkdir(outDir, { recursive: true });
      await writeFile(file, content);
      console.log(`gen-api: wrote ${rel}`);
    }
  }
  if (check) {
    if (stale.length) {
      console.error(
        `gen-api: generated files are stale (out of date with openapi/spec.yaml):\n${stale
          .map((f) => `  - ${f}`)
          .join('\n')}\nRun \`pnpm gen:api\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('gen-api: generated files are up to date with openapi/spec.yaml');
  }
}

main().catch((error) => {
  console.error(`gen-api: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
