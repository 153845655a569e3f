/**
 * Hostile input that once answered 500, fixed once for every operation:
 * - ids past what the database stores (int4): the contract bounds every id it accepts, so they are
 *   a 400 (or the club's 404) before any query runs;
 * - control characters (NUL above all, which PostgreSQL refuses in text) anywhere in a body or
 *   query: 400 naming the field (http/control-characters.ts, the domain's `hasControlCharacters`).
 * The fuzzing suite (test/fuzz) tries far more; these are the named cases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '#http/contract.ts';
import { findControlCharacters } from '#http/control-characters.ts';
import type { OperationId } from '#http/types.ts';
import { resolveSchema, type Schema } from '#test/fuzz/schema-arbitraries.ts';
import { useTestApp } from '#test/harness.ts';

const contract = loadContract();
const HUGE_IDS = ['2147483648', '9223372036854775808', '1'.repeat(40)];

/** operations with an integer path parameter other than the club's */
const withIdParameters = [...contract.operations.values()].flatMap((info) => {
  const names = [...info.path.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1] as string)
    .filter((name) => name !== 'clubId' && /Id$/.test(name));
  return names.length > 0 ? [[info.operationId, names] as const] : [];
});

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/**
 * Every integer or number of a request (parameters and bodies, through $refs) that lacks a lower or
 * an upper bound, and has no enum: where a value out of the database's range could pass.
 */
function unboundedNumbers(): string[] {
  const found = new Set<string>();
  // `seen`: the schemas on the way here, so that a recursive one is walked once
  const walk = (value: unknown, where: string, seen: ReadonlySet<Schema>): void => {
    if (!isSchema(value)) return;
    const node = resolveSchema(contract.document, value);
    if (seen.has(node)) return;
    const inside = new Set([...seen, node]);
    const types = [node.type].flat();
    const numeric = types.includes('integer') || types.includes('number');
    const bounded = (keys: string[]) => keys.some((key) => node[key] !== undefined);
    if (
      numeric &&
      node.enum === undefined &&
      !(bounded(['minimum', 'exclusiveMinimum']) && bounded(['maximum', 'exclusiveMaximum']))
    )
      found.add(where);
    for (const [key, child] of Object.entries(isSchema(node.properties) ? node.properties : {}))
      walk(child, `${where}.${key}`, inside);
    for (const key of ['items', 'additionalProperties', 'schema'])
      walk(node[key], `${where}[${key}]`, inside);
    for (const key of ['allOf', 'oneOf', 'anyOf'])
      for (const part of (node[key] as unknown[] | undefined) ?? []) walk(part, where, inside);
  };
  for (const info of contract.operations.values()) {
    for (const parameter of info.operation.parameters ?? []) {
      const name = isSchema(parameter) ? resolveSchema(contract.document, parameter).name : undefined;
      walk(parameter, `${info.operationId} ${String(name)}`, new Set());
    }
    for (const [type, media] of Object.entries(info.operation.requestBody?.content ?? {}))
      walk(media.schema, `${info.operationId} ${type}`, new Set());
  }
  return [...found].sort();
}

describe('hostile input on every operation', () => {
  const t = useTestApp();
  let token = '';
  let adminToken = '';
  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    adminToken = await t.signIn(await t.createUser({ isAdmin: true }));
  });

  it('finds the operations that take ids in their path', () => {
    expect(withIdParameters.length).toBeGreaterThanOrEqual(15);
  });

  it.each(withIdParameters)(
    '%s: ids of 2^31 and above are refused, never a 500',
    async (operationId, names) => {
      const admin = contract.operations.get(operationId)?.operation.tags?.includes('admin');
      for (const huge of HUGE_IDS) {
        const params: Record<string, string | number> = { clubId: t.demo.clubId, language: 'fr', page: 1 };
        for (const name of names) params[name] = 1;
        for (const name of names) {
          const response = await t.call(operationId as OperationId, {
            params: { ...params, [name]: huge },
            token: admin ? adminToken : token,
          });
          expect(response.statusCode, `${name}=${huge}`).toBeLessThan(500);
          expect([400, 404]).toContain(response.statusCode);
        }
      }
    },
  );

  // found by the contract fuzzer: a body id with a maximum and no minimum let -1e308 through to
  // PostgreSQL's int4 (500)
  it('bounds every number the contract accepts, both ways, so none reaches the database out of range', () => {
    expect(unboundedNumbers()).toEqual([]);
  });

  it('a hugely negative id inside a body is refused with its field named', async () => {
    const response = await t.call('updateClubSettings', {
      params: { clubId: t.demo.clubId },
      token,
      body: { themeId: -1e308 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'themeId' })]);
  });

  it('a huge club id is the 404 every unknown club gets', async () => {
    const response = await t.call('getClub', { params: { clubId: '9223372036854775808' }, token });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('club_not_found');
  });

  it('a huge id inside a body is refused with its field named', async () => {
    const response = await t.call('saveTable', {
      params: { clubId: t.demo.clubId },
      token,
      body: { name: 'T-huge', tableZoneId: 2 ** 31 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'tableZoneId' })]);
  });

  it.each([
    ['saveTable', { name: 'Ta\u0000ble' }],
    ['createZone', { name: 'Terr\u0000ace' }],
    ['createMenu', { name: 'Din\u001bner' }],
  ] as const)(
    '%s: a control character in the name is refused with the field named',
    async (operationId, body) => {
      const response = await t.call(operationId, { params: { clubId: t.demo.clubId }, token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        details: [{ field: 'name', message: 'Remove the invisible control characters from this text' }],
      });
    },
  );

  it('names a nested field, and lets tabs and line breaks through', async () => {
    const nested = await t.call('saveTable', {
      params: { clubId: t.demo.clubId },
      token,
      body: { name: 'Fine name\tand\r\nlines' },
    });
    expect(nested.statusCode).toBeLessThan(300);
  });
});

describe('the control-character check', () => {
  it('walks a body nested 200,000 deep without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findControlCharacters(deep)).toHaveLength(1);
    expect(findControlCharacters({ a: 'x\u0001', b: [{ c: 'fine' }, { d: '\u0002' }] })).toEqual([
      'a',
      'b.1.d',
    ]);
  });
});
