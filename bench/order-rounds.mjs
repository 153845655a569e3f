// Orders from the table (issue 52): two API processes behind the round-robin proxy, on PostgreSQL,
// with 1,000 tables (100 clubs of 10). At each table one phone adds a dish and sends it to the
// kitchen while a second phone waits for news of the table's order (getTableOrder with `known`),
// and each club has a board (the console's event stream) open on each API process. Sends come at a
// fixed rate (200 a second, table after table), and for each:
// - send: from the send request to its 201; goal p99 <= 50 ms;
// - to the boards: from the send request to its `order` event (event `round`) on both processes'
//   boards (the later of the two); goal p99 <= 1 s;
// - to the phone: from the send request to the waiting phone's answer with the new version; goal
//   p99 <= 1 s.
// Every round must reach both boards and the phone. The proxy runs in a process of its own. Over the
// sends it also takes the CPU time of each kind of process (PostgreSQL, the API processes, the
// proxy, the generator) per round, and from it the rounds a second the cores could carry at most.
// Writes bench/results/order-rounds.json; never fails on speed.
//
// Usage: pnpm --filter @tavola/bench order-rounds [--clubs=100 --rate=200 --seconds=15 --no-build
//   --cpu-prof=DIR --statements]
//   (runs: node --import tsx, from apps/api-server, which owns tsx and the test helpers it uses).
//   A table sends at most 4 rounds a minute: keep seconds * rate / (clubs * 10) <= 4.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openEventStream } from '../apps/api-server/src/test/event-stream.ts';
import { inBatches } from './batches.mjs';
import { cpuWindow } from './cpu-by-process.mjs';
import { onStop, startApi, startPostgres, startProxyProcess, stopAll } from './guest/stack.mjs';
import { seededPostgres } from './load/databases.mjs';
import { layout, ownerToken } from './load/seed.mjs';
import { privateServerBuild } from './load/server-build.mjs';
import { formatStatements, resetStatements, topStatements } from './pg-statements.mjs';
import { figure, writeResults } from './results-file.mjs';
import { latencySummary } from './stats.mjs';

const { values: args } = parseArgs({
  options: {
    clubs: { type: 'string', default: '100' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    'no-build': { type: 'boolean', default: false },
    // a CPU profile of each API process, written to this directory when they stop
    'cpu-prof': { type: 'string' },
    // PostgreSQL's statements by time spent over the sends (pg_stat_statements)
    statements: { type: 'boolean', default: false },
  },
});
const CLUBS = Number(args.clubs);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const SENDS = RATE * SECONDS;
const TABLES = CLUBS * layout.tablesPerClub;

const build = privateServerBuild({ build: !args['no-build'] });
onStop(build.remove);
try {
  console.log(
    `== Orders from the table: ${TABLES} tables, ${RATE} rounds/s for ${SECONDS} s, 2 API processes`,
  );
  const postgres = await startPostgres({ statements: args.statements });
  const database = await seededPostgres(postgres.url, 'tavola_bench_orders', CLUBS);
  console.log(
    `  seeded ${CLUBS} clubs in ${Math.round(database.seedMs)} ms (PostgreSQL ${postgres.version})`,
  );
  const apiOptions = {
    databaseUrl: database.url,
    logLevel: 'warn',
    seedDemo: false,
    entry: build.entry,
    nodeArgs: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [],
  };
  const a = await startApi({ ...apiOptions, label: 'A' });
  const b = await startApi({ ...apiOptions, label: 'B' });
  const api = `${await startProxyProcess([a.origin, b.origin])}/api/v1`;

  const ask = async (method, path, { token, body, headers = {} } = {}) => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };

  // every club takes orders; a dish each table can order (in stock, priced, no required choice)
  const clubs = Array.from({ length: CLUBS }, (_, index) => index + 1);
  const dishOf = new Map();
  const tables = [];
  await inBatches(clubs, 10, async (club) => {
    const token = ownerToken(club);
    await ask('PATCH', `/clubs/${club}/settings`, { token, body: { ordering: 'all' } });
    const { tables: listed } = await ask('GET', `/clubs/${club}/tables`, { token });
    const view = await ask('GET', `/clubs/${club}/menu/tables/${listed[0].id}`);
    const menu = await ask('GET', `/clubs/${club}/menu/tables/${listed[0].id}/menus/${view.menu[0].id}`);
    const dish = menu.sections
      .flatMap((section) => section.items)
      .find(
        (item) =>
          item.orderable && !item.outOfStock && item.optionGroups.every((group) => group.minChoices === 0),
      );
    if (!dish) throw new Error(`club ${club} has no dish to order`);
    dishOf.set(club, dish.id);
    for (const table of listed) tables.push({ club, id: table.id, key: table.orderKey });
  });
  tables.sort((x, y) => x.id - y.id);

  // two phones at every table: one orders, one waits for news
  await inBatches(tables, 50, async (table) => {
    const join = () =>
      ask('POST', `/clubs/${table.club}/menu/tables/${table.id}/order/guests`, {
        body: { name: null },
        headers: { 'x-table-key': table.key },
      });
    const orderer = await join();
    const watcher = await join();
    table.ordererKey = orderer.key;
    table.watcherKey = watcher.key;
    table.orderId = orderer.order.id;
  });
  console.log(`  ${TABLES} tables, each with two phones on its order`);

  // a board per club on each process: `round` events by order id and version → arrival times
  const boardArrivals = new Map();
  const boardWaits = new Map();
  const streams = [];
  await inBatches(clubs, 20, async (club) => {
    for (const origin of [a.origin, b.origin]) {
      const stream = await openEventStream(`${origin}/api/v1/waiter-calls/events`, {
        authorization: `Bearer ${ownerToken(club)}`,
      });
      await stream.next(undefined, 30_000);
      streams.push(stream);
      (async () => {
        for (;;) {
          const message = await stream.next((m) => m.event === 'order', 3_600_000).catch(() => null);
          if (!message) return;
          const notice = JSON.parse(message.data ?? '{}');
          if (notice.event !== 'round') continue;
          const key = `${notice.orderId}@${notice.version}`;
          const times = boardArrivals.get(key) ?? [];
          times.push(Date.now());
          boardArrivals.set(key, times);
          if (times.length === 2) boardWaits.get(key)?.();
        }
      })();
    }
  });
  onStop(() => {
    for (const stream of streams) stream.close();
  });
  console.log(`  ${streams.length} boards open (one per club on each process)`);

  const sendMs = [];
  const boardMs = [];
  const phoneMs = [];
  const failures = [];

  async function oneRound(table) {
    const path = `/clubs/${table.club}/menu/tables/${table.id}/order`;
    const added = await ask('PUT', `${path}/lines/${randomUUID()}`, {
      body: { itemId: dishOf.get(table.club), quantity: 1 },
      headers: { 'x-order-key': table.ordererKey },
    });
    // the second phone waits for the order to change from what the first one just saw
    const heard = ask('GET', `${path}?known=${added.version}`, {
      headers: { 'x-order-key': table.watcherKey },
    }).then((order) => ({ order, at: Date.now() }));
    heard.catch(() => undefined);
    const started = Date.now();
    const sent = await ask('POST', `${path}/rounds`, {
      body: { idempotencyKey: randomUUID() },
      headers: { 'x-order-key': table.ordererKey },
    });
    sendMs.push(Date.now() - started);
    const key = `${sent.id}@${sent.version}`;
    const onBoards =
      (boardArrivals.get(key)?.length ?? 0) >= 2
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            boardWaits.set(key, resolve);
            setTimeout(
              () =>
                reject(new Error(`round ${key} reached ${boardArrivals.get(key)?.length ?? 0} of 2 boards`)),
              30_000,
            );
          });
    const phone = await heard;
    if (phone.order.version < sent.version)
      throw new Error(`the phone heard version ${phone.order.version}, not ${sent.version}`);
    phoneMs.push(phone.at - started);
    await onBoards;
    boardMs.push(Math.max(...boardArrivals.get(key)) - started);
  }

  // open model: a round every 1/RATE s whatever the earlier ones are doing, table after table
  const running = [];
  const cpu = cpuWindow((command) => {
    if (command.startsWith('postgres')) return 'PostgreSQL';
    if (command.includes(build.entry)) return 'API processes';
    if (command.includes('proxy-process.mjs')) return 'proxy';
    if (command.includes('order-rounds.mjs')) return 'load generator';
    return null;
  });
  if (args.statements) await resetStatements(database.url);
  const start = performance.now();
  for (let index = 0; index < SENDS; index++) {
    const due = start + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(oneRound(tables[index % tables.length]).catch((error) => failures.push(error.message)));
  }
  await Promise.all(running);
  const elapsed = (performance.now() - start) / 1000;
  const used = cpu.stop();
  const send = latencySummary(sendMs);
  const board = latencySummary(boardMs);
  const phone = latencySummary(phoneMs);
  const line = (name, s) =>
    `  ${name.padEnd(10)} ${s.count} rounds  p50 ${s.p50} ms  p99 ${s.p99} ms  max ${s.max} ms`;
  console.log(line('send', send));
  console.log(line('boards', board));
  console.log(line('phone', phone));
  console.log(
    `  ${SENDS} rounds in ${elapsed.toFixed(1)} s (${(SENDS / elapsed).toFixed(0)}/s offered); failed: ${failures.length}${failures.length ? ` (${failures[0]})` : ''}`,
  );
  // where the cores went: CPU milliseconds per round of each kind of process, and the share of the machine
  const cpuPerRound = used
    ? Object.entries(used.seconds)
        .sort((x, y) => y[1] - x[1])
        .map(([group, seconds]) => `${group} ${((seconds * 1000) / SENDS).toFixed(1)} ms`)
        .join(', ')
    : 'not measured (Linux only)';
  const cpuMsPerRound = used
    ? (Object.values(used.seconds).reduce((sum, seconds) => sum + seconds, 0) * 1000) / SENDS
    : null;
  const busy = used
    ? Object.values(used.seconds).reduce((sum, seconds) => sum + seconds, 0) / (used.elapsed * used.cores)
    : null;
  if (args.statements)
    console.log(formatStatements(await topStatements(database.url, { per: SENDS }), 'round'));
  console.log(
    `  CPU per round: ${cpuPerRound}${busy === null ? '' : `; the ${used.cores} cores ${Math.round(busy * 100)}% busy`}`,
  );
  writeResults({
    name: 'order-rounds',
    title: `Orders from the table (2 API processes, PostgreSQL, ${TABLES} tables, ${RATE} rounds/s)`,
    figures: [
      figure('sending a round, p99', send.p99, 'ms', '<= 50 ms'),
      figure('sending a round, p50', send.p50, 'ms'),
      figure('a round to both boards, p99', board.p99, 'ms', '<= 1000 ms'),
      figure('a round to the waiting phone, p99', phone.p99, 'ms', '<= 1000 ms'),
      figure('rounds failed', failures.length, 'rounds', '= 0'),
      // what the machine could carry if nothing but this ran on it: its cores over the CPU one round takes
      ...(cpuMsPerRound
        ? [
            figure(
              'rounds/s the cores could carry',
              Math.round((used.cores * 1000) / cpuMsPerRound),
              'rounds/s',
            ),
          ]
        : []),
    ],
    notes: [
      `CPU per round: ${cpuPerRound}${busy === null ? '' : ` (the ${used.cores} cores ${Math.round(busy * 100)}% busy)`}`,
      `${SENDS} rounds at ${RATE}/s over ${TABLES} tables (each round: a line added, then sent) through a round-robin proxy to 2 API processes, PostgreSQL ${postgres.version}, ${os.cpus().length} cores; the load generator, the proxy, both processes and PostgreSQL share the machine`,
    ],
  });
} finally {
  console.log('  stopping the processes');
  await stopAll();
}
process.exit(0);
