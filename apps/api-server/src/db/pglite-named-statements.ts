/**
 * Named prepared statements on PGlite. PGlite's own `query` sends every statement as an unnamed one:
 * Parse, Describe, Bind, Describe, Execute, Sync, so PostgreSQL parses, analyses and plans it again
 * at every call. Planning also asks each table and index of the statement for its size, and on
 * PGlite's file system that is an `fstat` per relation: for the owner's full-menu read (one long
 * statement over fifteen tables) the parse, the plan and those calls were two thirds of its time.
 * PostgreSQL's driver names the prepared queries (db/client.ts, preparedStatementName); this gives
 * PGlite the same: the first call of a statement's text parses it under a name and keeps its
 * parameter types and row description; later calls only Bind, Execute and Sync, and PostgreSQL
 * plans it as it plans a named statement (a generic plan once it is no worse than a custom one).
 * Results are parsed by PGlite's own `parseResults`, with the caller's options (row mode, parsers),
 * so Drizzle receives exactly what `query` gives it (pglite-named-statements.test.ts compares them).
 *
 * A statement's text is Drizzle's SQL: the same for every call of a query, whatever its values. The
 * texts kept are bounded (least recently used closed past MAX_STATEMENTS), as a query whose text
 * varies (a list of n values) would otherwise add statements without end. Statements other than
 * SELECT, INSERT, UPDATE, DELETE and WITH (migrations, SET, BEGIN) go through `query` as before.
 */
import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  parse as resultParsing,
  type Transaction,
} from '@electric-sql/pglite';

/** The protocol messages a client sends (PGlite's own serialiser, as its query uses). */
const serialize = protocol.serialize;

/** Named statements kept per client: far above the number of distinct queries the API makes. */
export const MAX_STATEMENTS = 512;

const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

/** A statement run on a name; the others (and a COPY's file) go through PGlite's own query. */
const runsNamed = (text: string, options?: QueryOptions) => PREPARABLE.test(text) && !options?.blob;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface NamedStatement {
  name: string;
  /** the parameters' type oids, to serialise values as PGlite's query does */
  parameterTypes: number[];
  /** the statement's RowDescription (or NoData), put before each execution's rows for parseResults */
  description: BackendMessage[];
}

/**
 * `client` with `query`, and `query` of its transactions, on named statements; the rest is the
 * client's own. `query` and `transaction` may be replaced on it (a test's spy counting statements,
 * test/statements.ts) like a plain object's.
 */
export function namedStatementClient(client: PGlite, maxStatements = MAX_STATEMENTS): PGlite {
  /** by text, least recently used first */
  const statements = new Map<string, NamedStatement>();
  let made = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, options?: QueryOptions): Promise<NamedStatement> {
    const oldest = statements.size >= maxStatements ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      await send(serialize.close({ type: 'S', name: oldest[1].name }));
    }
    const name = `tavola_${++made}`;
    await send(serialize.parse({ name, text, types: options?.paramTypes }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const statement: NamedStatement = {
      name,
      parameterTypes: resultParsing.parseDescribeStatementResults(described),
      description: described.filter(
        (message) => message.name === 'rowDescription' || message.name === 'noData',
      ),
    };
    statements.set(text, statement);
    return statement;
  }

  /** Runs the statement; the caller holds PGlite's query lock. */
  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let messages: BackendMessage[] = [];
    try {
      let statement = statements.get(text);
      if (statement) {
        // the most recently used last
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text, options);
      }
      const { name, parameterTypes, description } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = parameterTypes[index] as number;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      messages = [
        ...description,
        ...(await send(serialize.bind({ statement: name, values }))),
        ...(await send(serialize.execute({}))),
      ];
    } catch (error) {
      // PGlite's query adds the statement to its errors; Drizzle's wrapper reads them
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    } finally {
      // ends the extended query, after an error too (PostgreSQL skips to the Sync)
      messages.push(...(await send(serialize.sync())));
    }
    return resultParsing.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!runsNamed(text, options)) return client.query<T>(text, params, options);
    await client._checkReady();
    // the locks PGlite's own query takes: no transaction, then no other statement, meanwhile
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  }

  function inTransaction(tx: Transaction): Transaction {
    const txQuery = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!runsNamed(text, options) || tx.closed) return tx.query<T>(text, params, options);
      // inside the transaction's lock already: only the statement lock, as tx.query takes
      return client._runExclusiveQuery(() => run<T>(text, params, options));
    };
    return new Proxy(tx, {
      get: (target, property, receiver) =>
        property === 'query' ? txQuery : Reflect.get(target, property, receiver),
    });
  }

  const own: Pick<PGlite, 'query' | 'transaction'> = {
    query: query as PGlite['query'],
    transaction: (callback) => client.transaction((tx) => callback(inTransaction(tx))),
  };
  const isOwn = (property: string | symbol): property is keyof typeof own =>
    property === 'query' || property === 'transaction';
  return new Proxy(client, {
    get(target, property) {
      if (isOwn(property)) return own[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, property, value) {
      if (isOwn(property)) own[property] = value;
      else Reflect.set(target, property, value, target);
      return true;
    },
    // vitest's spyOn reads and defines the property itself
    getOwnPropertyDescriptor(target, property) {
      if (isOwn(property))
        return { value: own[property], writable: true, enumerable: true, configurable: true };
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
    defineProperty(target, property, descriptor) {
      if (!isOwn(property)) return Reflect.defineProperty(target, property, descriptor);
      own[property] = descriptor.value ?? descriptor.get?.();
      return true;
    },
  });
}
