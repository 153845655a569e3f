/**
 * Minimal valid values generated from the contract's schemas: every required property, the
 * smallest allowed sizes, the first enum value. Used to call every operation with a valid body.
 */
import type { OpenApiDocument } from '#http/contract.ts';

type Schema = Record<string, unknown>;

/** Values for the string patterns the contract uses. */
const PATTERN_EXAMPLES: Record<string, string> = {
  '^[A-Z]{2}$': 'IT',
  '^[A-Za-z]{2}$': 'IT',
  '^[a-z]{2}$': 'it',
  '^[0-9]{6}$': '123456',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': '12:00',
  '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$': '23:00',
  '^[A-Za-z0-9-]{1,10}$': 'RM',
  '^#[0-9A-Fa-f]{6}$': '#FFFFFF',
  '^[A-Z]{3}$': 'EUR',
  '^[A-Za-z0-9_]{1,100}$': 'pm_card_visa',
  '^[0-9 ]{12,23}$': '4242 4242 4242 4242',
  '^[0-9]{3,4}$': '123',
};

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'owner@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2030-01-01',
  'date-time': '2030-01-01T00:00:00Z',
  uri: 'https://example.com/',
};

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as Schema;
  }
  return current;
}

export function exampleFor(document: OpenApiDocument, input: Schema): unknown {
  const schema = resolve(document, input);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) {
    const chosen = alternatives.find((alternative) => resolve(document, alternative).type !== 'null');
    return exampleFor(document, chosen ?? (alternatives[0] as Schema));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  const type = types.find((candidate) => candidate !== 'null') ?? 'null';
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      let names = required;
      // e.g. PATCH bodies: every field optional but at least one
      const minProperties = (schema.minProperties as number | undefined) ?? 0;
      if (names.length < minProperties) names = Object.keys(properties).slice(0, minProperties);
      return Object.fromEntries(names.map((name) => [name, exampleFor(document, properties[name] ?? {})]));
    }
    case 'array': {
      const count = (schema.minItems as number | undefined) ?? 0;
      return Array.from({ length: count }, (_, index) => {
        const item = exampleFor(document, (schema.items ?? {}) as Schema);
        // uniqueItems with integers: 1, 2, 3…
        return typeof item === 'number' ? item + index : item;
      });
    }
    case 'string': {
      if (typeof schema.pattern === 'string') {
        const example = PATTERN_EXAMPLES[schema.pattern];
        if (example === undefined) throw new Error(`no example for pattern ${schema.pattern}: add one`);
        return example;
      }
      if (typeof schema.format === 'string' && schema.format in FORMAT_EXAMPLES)
        return FORMAT_EXAMPLES[schema.format];
      return 'x'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, (schema.minimum as number | undefined) ?? 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}
