/**
 * A request arbitrary for every operation of the contract. Requests are symbolic where the world
 * moves under them: path ids are "the n-th menu of the owner's club…" (resolved when sent, so they
 * stay real after the fuzzer deleted or created things), or another owner's, or hostile text.
 */
import fc from 'fast-check';
import type { Contract, OperationInfo } from '#http/contract.ts';
import { hostileText, hostileValue, type RawBody, rawBodyArbitrary } from './hostile-values.ts';
import {
  mutatedValue,
  resolveSchema,
  type Schema,
  type SchemaContext,
  validValue,
} from './schema-arbitraries.ts';
import { multipartFile, templateCsvArbitrary } from './spreadsheet-bodies.ts';

export type Caller = 'A' | 'B' | 'anonymous' | 'admin';

/** Whose things a path id is taken from: the world of the request, the other owner's, or a text. */
export type ParamChoice =
  | { kind: 'world' }
  | { kind: 'other'; pick: number }
  | { kind: 'text'; value: string }
  /** put into the URL as is: broken percent-encodings, encoded slashes */
  | { kind: 'raw'; value: string };

export type BodyChoice =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; payload: Buffer };

export interface FuzzRequest {
  operationId: string;
  caller: Caller;
  /** the Authorization header an anonymous caller sends (none, or a made-up one) */
  authorization: string | null;
  /** the caller's own things (A's for anonymous and admin callers), or the other owner's */
  whose: 'own' | 'other';
  /**
   * which club, menu, section, item… of that owner (indexes, taken modulo what exists then); the
   * last one picks an upload address's target and an image
   */
  pick: number[];
  /** whether the body's integer ids are bound to the path's chain when sent (body-binding.ts) */
  bindBody: boolean;
  params: Record<string, ParamChoice>;
  query: Record<string, string> | undefined;
  headers: Record<string, string>;
  body: BodyChoice;
}

/** Whether the operation answers a live event stream (it never ends: session.ts reads its start only). */
export function streamsEvents(info: OperationInfo): boolean {
  return Object.values(info.operation.responses ?? {}).some((response) =>
    Object.keys(((response as Schema).content ?? {}) as Schema).includes('text/event-stream'),
  );
}

/** Path parameters that name a thing an owner has (resolved from the world when sent). */
const WORLD_PARAMETERS = new Set([
  'clubId',
  'menuId',
  'sectionId',
  'itemId',
  'tableId',
  'zoneId',
  'schedulingId',
  'themeId',
  'callId',
  'paymentMethodId',
  'invoiceId',
  // an upload address the owner was given (signed when sent, for one of its logos or banners)
  'uploadToken',
  // an image one of the owner's logos or banners shows
  'imageName',
]);

const RAW_PATH_TEXTS = [
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%2F',
  '1%2F2',
  '..',
  '%2e%2e',
  '1;2',
  '%C0%AF',
  '%ED%A0%80',
];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

function parametersOf(context: SchemaContext, info: OperationInfo): Parameter[] {
  return ((info.operation.parameters ?? []) as Schema[]).map(
    (parameter) => resolveSchema(context.document, parameter) as unknown as Parameter,
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
/** header values must be visible ASCII, or the test client itself refuses to send them */
const headerSafe = (value: string) => /^[\x20-\x7e]*$/.test(value);

function pathParameter(context: SchemaContext, parameter: Parameter): fc.Arbitrary<ParamChoice> {
  const schema = parameter.schema ?? { type: 'string' };
  const fromSchema = validValue(context, schema, 0, parameter.name).map(
    (value): ParamChoice => ({ kind: 'text', value: asText(value) }),
  );
  const hostile = fc.oneof(
    { weight: 4, arbitrary: hostileText.map((value): ParamChoice => ({ kind: 'text', value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_PATH_TEXTS).map((value): ParamChoice => ({ kind: 'raw', value })),
    },
  );
  if (!WORLD_PARAMETERS.has(parameter.name)) {
    return fc.oneof({ weight: 4, arbitrary: fromSchema }, { weight: 1, arbitrary: hostile });
  }
  // mostly one coherent chain (club > menu > section > item), so that most calls get past the
  // ownership and not-found checks into the handlers; the odd id out is enough to try the rest
  return fc.oneof(
    { weight: 30, arbitrary: fc.constant<ParamChoice>({ kind: 'world' }) },
    { weight: 3, arbitrary: fc.nat().map((pick): ParamChoice => ({ kind: 'other', pick })) },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fromSchema },
  );
}

function queryArbitrary(
  context: SchemaContext,
  parameters: Parameter[],
  wellFormed: boolean,
): fc.Arbitrary<Record<string, string> | undefined> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const model = Object.fromEntries(
    query.map((parameter) => {
      const valid = validValue(context, parameter.schema ?? {}, 0, parameter.name).map(asText);
      return [
        parameter.name,
        wellFormed ? valid : fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileText }),
      ];
    }),
  );
  const known = fc.record(model, { requiredKeys: query.filter((p) => p.required).map((p) => p.name) });
  const unknown = fc.record({ unknown: fc.string({ maxLength: 10 }) });
  return fc
    .tuple(known, wellFormed ? fc.constant(null) : fc.option(unknown, { freq: 8 }))
    .map(([values, extra]) => {
      const all = { ...values, ...(extra ?? {}) } as Record<string, string>;
      return Object.keys(all).length > 0 ? all : undefined;
    });
}

function headersArbitrary(
  context: SchemaContext,
  parameters: Parameter[],
  wellFormed: boolean,
): fc.Arbitrary<Record<string, string>> {
  const headers = parameters.filter((parameter) => parameter.in === 'header');
  const model = Object.fromEntries(
    headers.map((parameter) => {
      const valid = validValue(context, parameter.schema ?? {}, 0).map(asText);
      return [
        parameter.name.toLowerCase(),
        (wellFormed ? valid : fc.oneof(valid, hostileText)).filter(headerSafe),
      ];
    }),
  );
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

const rawChoice = (raw: RawBody): BodyChoice => ({ kind: 'raw', ...raw });

/** A spreadsheet-ish upload: CSV rows of random cells, or random bytes, under a random name. */
const multipartArbitrary: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.constantFrom('menu.csv', 'menu.xlsx', 'menu.txt', '../../menu.csv', 'm\u202Eenu.csv', ''),
    fc.oneof(
      fc
        .array(
          fc.array(
            fc.oneof(
              fc.string({ maxLength: 12 }),
              fc.constantFrom(...['Section', 'Item', '12.50', '=1+1', '"']),
            ),
            { maxLength: 8 },
          ),
          {
            maxLength: 6,
          },
        )
        .map((rows) => Buffer.from(rows.map((row) => row.join(',')).join('\n'))),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from('PK\u0003\u0004garbage')),
    ),
    fc.constantFrom(
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
    ),
  )
  .map(([name, content, type]) => multipartFile(name, content, type));

/** Broken images: random bytes, alone or after a PNG's or a JPEG's signature. */
const brokenImageArbitrary: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream'),
    fc.oneof(
      fc.uint8Array({ maxLength: 100 }).map((bytes) => Buffer.from(bytes)),
      fc
        .uint8Array({ maxLength: 60 })
        .map((bytes) =>
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(bytes)]),
        ),
      fc
        .uint8Array({ maxLength: 60 })
        .map((bytes) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(bytes)])),
    ),
  )
  .map(([contentType, payload]) => ({ contentType, payload }));

/** What the fuzzer sends beyond what the contract describes. */
export interface FuzzExtras {
  /** real images (of several sizes and types), so that uploads to a real address can succeed */
  images: RawBody[];
  /** real .xlsx workbooks in the template's layout, uploaded as the import form does */
  workbooks?: RawBody[];
  /**
   * only what a well-behaved client sends: bodies, queries and headers valid against the contract
   * (ids and values may still name missing things or break a rule), real images, no hostile texts
   */
  wellFormed?: boolean;
}

/** Spreadsheets in the template's layout: CSV files with plausible or hostile cells, real workbooks. */
function spreadsheetArbitrary(extras: FuzzExtras): fc.Arbitrary<RawBody> {
  const workbooks = extras.workbooks ?? [];
  if (workbooks.length === 0) return templateCsvArbitrary;
  return fc.oneof(
    { weight: 3, arbitrary: templateCsvArbitrary },
    { weight: 1, arbitrary: fc.constantFrom(...workbooks) },
  );
}

/** Real images under their own type, another type, or none; and broken ones. */
function imageBodyArbitrary(extras: FuzzExtras): fc.Arbitrary<RawBody> {
  if (extras.images.length === 0) return brokenImageArbitrary;
  if (extras.wellFormed) return fc.constantFrom(...extras.images);
  const real = fc
    .tuple(
      fc.constantFrom(...extras.images),
      fc.constantFrom<'own' | string>('own', 'image/png', 'image/jpeg', 'application/octet-stream'),
    )
    .map(([image, type]): RawBody => ({ ...image, contentType: type === 'own' ? image.contentType : type }));
  return fc.oneof({ weight: 1, arbitrary: real }, { weight: 1, arbitrary: brokenImageArbitrary });
}

function bodyArbitrary(
  context: SchemaContext,
  info: OperationInfo,
  extras: FuzzExtras,
): fc.Arbitrary<BodyChoice> {
  const none = fc.constant<BodyChoice>({ kind: 'none' });
  const jsonSchema = info.operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
  const junkJson = hostileValue.map((value): BodyChoice => ({ kind: 'json', value }));
  if (extras.wellFormed) {
    if (info.bodyMediaTypes.includes('multipart/form-data'))
      return spreadsheetArbitrary(extras).map(rawChoice);
    if (info.bodyMediaTypes.some((type) => type.startsWith('image/'))) {
      return imageBodyArbitrary(extras).map(rawChoice);
    }
    return jsonSchema
      ? validValue(context, jsonSchema).map((value): BodyChoice => ({ kind: 'json', value }))
      : none;
  }
  if (info.bodyMediaTypes.includes('multipart/form-data')) {
    return fc.oneof(
      { weight: 2, arbitrary: multipartArbitrary.map(rawChoice) },
      { weight: 3, arbitrary: spreadsheetArbitrary(extras).map(rawChoice) },
      { weight: 1, arbitrary: rawBodyArbitrary(fc.jsonValue()).map(rawChoice) },
      { weight: 1, arbitrary: none },
    );
  }
  if (info.bodyMediaTypes.some((type) => type.startsWith('image/'))) {
    return fc.oneof(
      { weight: 5, arbitrary: imageBodyArbitrary(extras).map(rawChoice) },
      { weight: 1, arbitrary: rawBodyArbitrary(fc.jsonValue()).map(rawChoice) },
      { weight: 1, arbitrary: none },
    );
  }
  if (jsonSchema) {
    const valid = validValue(context, jsonSchema);
    const filledIn = validValue({ ...context, realistic: true }, jsonSchema);
    return fc.oneof(
      { weight: 5, arbitrary: valid.map((value): BodyChoice => ({ kind: 'json', value })) },
      { weight: 3, arbitrary: filledIn.map((value): BodyChoice => ({ kind: 'json', value })) },
      {
        weight: 5,
        arbitrary: mutatedValue(context, jsonSchema).map((value): BodyChoice => ({ kind: 'json', value })),
      },
      { weight: 1, arbitrary: junkJson },
      { weight: 2, arbitrary: rawBodyArbitrary(valid).map(rawChoice) },
      { weight: 1, arbitrary: none },
    );
  }
  // no body in the contract: mostly none, sometimes one anyway
  return fc.oneof(
    { weight: 8, arbitrary: none },
    { weight: 1, arbitrary: junkJson },
    { weight: 1, arbitrary: rawBodyArbitrary(fc.jsonValue()).map(rawChoice) },
  );
}

const ANONYMOUS_AUTHORIZATION = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Bearer ',
      'Bearer not-a-token',
      'Basic dXNlcjpwYXNz',
      'bearer 00000000000000000000000000000000',
      `Bearer ${'a'.repeat(5000)}`,
      'Bearer null',
      'Token x',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ maxLength: 60 })
      .filter(headerSafe)
      .map((token) => `Bearer ${token}`),
  },
);

function requestArbitrary(
  context: SchemaContext,
  info: OperationInfo,
  extras: FuzzExtras,
): fc.Arbitrary<FuzzRequest> {
  const parameters = parametersOf(context, info);
  const pathNames = [...info.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pathModel = Object.fromEntries(
    pathNames.map((name) => {
      const declared = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name);
      return [name, pathParameter(context, declared ?? { name, in: 'path', schema: { type: 'string' } })];
    }),
  );
  // administrators' operations are mostly called by one (the others only ever get 401 or 403)
  const adminWeight = info.operation.tags?.includes('admin') ? 8 : 1;
  const caller: fc.Arbitrary<Caller> = fc.oneof(
    { weight: 5, arbitrary: fc.constant<Caller>('A') },
    { weight: 3, arbitrary: fc.constant<Caller>('B') },
    { weight: 2, arbitrary: fc.constant<Caller>('anonymous') },
    { weight: adminWeight, arbitrary: fc.constant<Caller>('admin') },
  );
  return fc.record({
    operationId: fc.constant(info.operationId),
    caller,
    authorization: ANONYMOUS_AUTHORIZATION,
    whose: fc.oneof(
      { weight: 5, arbitrary: fc.constant('own' as const) },
      { weight: 1, arbitrary: fc.constant('other' as const) },
    ),
    pick: fc.array(fc.nat({ max: 50 }), { minLength: 12, maxLength: 12 }),
    bindBody: fc.oneof(
      { weight: 3, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    params: fc.record(pathModel) as fc.Arbitrary<Record<string, ParamChoice>>,
    query: queryArbitrary(context, parameters, extras.wellFormed === true),
    headers: headersArbitrary(context, parameters, extras.wellFormed === true),
    body: bodyArbitrary(context, info, extras),
  });
}

function shorten(text: string, limit = 300): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

/** How fast-check prints a request in a failure report: readable, and short for megabyte bodies. */
function describeRequest(request: FuzzRequest): string {
  const body =
    request.body.kind === 'none'
      ? 'none'
      : request.body.kind === 'json'
        ? shorten(JSON.stringify(request.body.value) ?? 'undefined')
        : `${request.body.contentType ?? '(no content type)'} ${shorten(JSON.stringify(request.body.payload.toString('latin1')))}`;
  const { body: _body, params, ...rest } = request;
  const shortParams = Object.fromEntries(
    Object.entries(params).map(([name, choice]) => [
      name,
      choice.kind === 'text' ? { kind: 'text', value: shorten(choice.value, 60) } : choice,
    ]),
  );
  return `${shorten(JSON.stringify({ ...rest, params: shortParams }), 1500)} body: ${body}`;
}

/** One arbitrary over every operation of the contract (so new operations are fuzzed at once). */
export function contractRequests(
  context: SchemaContext,
  contract: Contract,
  extras: FuzzExtras = { images: [] },
): fc.Arbitrary<FuzzRequest> {
  return fc
    .oneof(...[...contract.operations.values()].map((info) => requestArbitrary(context, info, extras)))
    .map((request) =>
      Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) }),
    );
}
