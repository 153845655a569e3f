/**
 * The hostile values an attacker tries first: wrong types, null, huge and invisible texts,
 * numbers past what the database stores, deep nesting, and raw bodies that are not JSON at all.
 */
import fc from 'fast-check';

/** [[[…]]] or {"a":{"a":…}} `depth` levels deep. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = kind === 'array' ? [] : {};
  for (let level = 1; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  'name\u0000with NUL',
  '\u001b[31mred\u001b[0m',
  '\u0007\u0008\u007f',
  '\u202Egnp.exe',
  'abc\u200F\u200E\u2066\u2069',
  '\u200B\uFEFF',
  '\uD800',
  '\uDC00lone',
  '𝕏'.repeat(300),
  '<script>alert(1)</script>',
  "'; drop table menus; --",
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '1'.repeat(40),
  '2147483648',
  '-1',
  '0',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  -2_147_483_649,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  1.5,
  0.001,
  Number.MIN_VALUE,
  1e21,
];

/** Any wrong value for a field: a wrong type, null, a hostile text or number, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(1000, 'array'), nested(1000, 'object')) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Path parameters and query values as text: ids that are 0, negative, huge, or not numbers. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '-0',
      '01',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      '2147483647',
      '2147483648',
      '9223372036854775808',
      '1'.repeat(40),
      'abc',
      'null',
      'undefined',
      '[object Object]',
      '1,2',
      'Infinity',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 2000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

export interface RawBody {
  contentType: string | null;
  payload: Buffer;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Bodies no JSON parser should choke on with a 500: broken, not UTF-8, not JSON, too deep, too big. */
export function rawBodyArbitrary(validJson: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const json = (payload: Buffer): RawBody => ({ contentType: 'application/json', payload });
  return fc.oneof(
    // valid JSON cut short
    validJson.chain((value) => {
      const text = JSON.stringify(value) ?? 'null';
      return fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => json(utf8(text.slice(0, cut))));
    }),
    // a string field holding bytes that are not UTF-8 (lone continuation, overlong, surrogate, 0xFF)
    fc
      .constantFrom(
        [0xc3, 0x28],
        [0xa0, 0xa1],
        [0xc0, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xff, 0xfe],
        [0xf4, 0x90, 0x80, 0x80],
      )
      .map((bytes) => json(Buffer.concat([utf8('{"name":"a'), Buffer.from(bytes), utf8('b"}')]))),
    fc.constantFrom(
      json(utf8('')),
      json(utf8('{')),
      json(utf8('{"a":}')),
      json(utf8("{'a':1}")),
      json(utf8('{"a":1,}')),
      json(utf8('NaN')),
      json(utf8('\uFEFF{}')),
      json(utf8('{"__proto__":{"isAdmin":true}}')),
      json(utf8('{"constructor":{"prototype":{"isAdmin":true}}}')),
      json(utf8('{"a":1,"a":2}')),
      json(utf8('[]')),
      json(utf8('"text"')),
      json(utf8('12')),
      json(utf8('null')),
      json(utf8(`${'['.repeat(1000)}${']'.repeat(1000)}`)),
      json(utf8(`${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`)),
      // deep enough that a recursive walk of the parsed value overflows the stack
      json(utf8(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)),
      json(utf8(`{"name":"${'x'.repeat(1_100_000)}"}`)),
      { contentType: 'text/plain', payload: utf8('{"name":"x"}') },
      { contentType: 'application/x-www-form-urlencoded', payload: utf8('name=x') },
      { contentType: 'application/json; charset=latin1', payload: Buffer.from([0x7b, 0x7d]) },
      { contentType: 'multipart/form-data; boundary=x', payload: utf8('--x\r\nbroken') },
      {
        contentType: 'image/png',
        payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      },
      { contentType: 'application/octet-stream', payload: Buffer.alloc(0) },
      { contentType: null, payload: utf8('{"name":"x"}') },
      { contentType: 'application/json', payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) },
    ),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => json(Buffer.from(bytes))),
  );
}
