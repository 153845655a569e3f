/**
 * The kill cycles: writers write through the API while, at a random moment, the server is killed
 * with SIGKILL (its whole process group); it is restarted on the same data and everything is
 * checked (verify.ts) before the next cycle. Every fifth cycle the kill aims at a 1,000-row
 * spreadsheet import, and every fifth another at a 4 MB logo upload, timed from the moment the
 * server logged the request. Every fourth restart is killed too, at a random moment of its start.
 */
import type { components } from '@tavola/api/schema';
import { signInDemo } from '#test/server-process.ts';
import { Api, ServerGone } from './api.ts';
import type { CrashServer } from './crash-server.ts';
import { largePng, menuCsv } from './fixtures.ts';
import { type ImportWrite, Ledger, type LogoWrite } from './ledger.ts';
import { OrderWriter } from './order-writer.ts';
import { type Random, randomInt, seededRandom } from './random.ts';
import { type CheckReport, checkEverything, imageName } from './verify.ts';
import { importMenu, MenuWriter, noWrites, type WriteCounts } from './writer.ts';

type OwnedClub = components['schemas']['OwnedClub'];

export interface CrashRunOptions {
  cycles: number;
  writers: number;
  seed: number;
  /** a plain cycle is killed after a random delay up to this */
  maxKillDelayMs: number;
  log: (line: string) => void;
}

export interface CrashRunSummary {
  cycles: number;
  acknowledged: WriteCounts;
  inFlight: { applied: number; notApplied: number };
  /** orders from the table: lines added and rounds sent, acknowledged */
  orders: { lines: number; sends: number };
  bigImports: { acknowledged: number; applied: number; notApplied: number };
  uploads: { acknowledged: number; applied: number; notApplied: number };
  startMs: number[];
  /** restarts killed before or just after they listened */
  killedStarts: number;
  orphanImages: string[];
  finalExitCode: number | null;
  problems: string[];
}

type CycleKind = 'writes' | 'import' | 'upload';

function cycleKind(cycle: number): CycleKind {
  if (cycle % 5 === 3) return 'import';
  if (cycle % 5 === 0) return 'upload';
  return 'writes';
}

const BIG_IMPORT_ROWS = 1000;

export async function runCrashCycles(
  server: CrashServer,
  options: CrashRunOptions,
): Promise<CrashRunSummary> {
  const random = seededRandom(options.seed);
  const ledger = new Ledger();
  const summary: CrashRunSummary = {
    cycles: 0,
    acknowledged: noWrites(),
    inFlight: ledger.inFlightOutcomes,
    orders: { lines: 0, sends: 0 },
    bigImports: { acknowledged: 0, applied: 0, notApplied: 0 },
    uploads: { acknowledged: 0, applied: 0, notApplied: 0 },
    startMs: [],
    killedStarts: 0,
    orphanImages: [],
    finalExitCode: null,
    problems: [],
  };

  const first = await server.start();
  summary.startMs.push(first.startMs);
  // one sign-in for the whole run: sessions are rows in the database, so the token must survive kills
  const signIn = await signInDemo(first.base);
  if (signIn.status !== 200) throw new Error(`demo sign-in: ${signIn.status} ${await signIn.text()}`);
  const { token } = (await signIn.json()) as { token: string };
  let api = new Api(first.base, token);
  const clubs = await api.expectOk<OwnedClub[]>('GET', '/clubs');
  const clubId = clubs.find((club) => club.name === 'Trattoria Demo')?.id;
  if (clubId === undefined) throw new Error('the demo club is missing');
  const writers: MenuWriter[] = [];
  for (let index = 1; index <= options.writers; index++) {
    writers.push(await MenuWriter.create(api, clubId, `w${index}`, ledger, random));
  }
  const orders = await OrderWriter.create(api, clubId, random);

  // how long after the big request was logged a kill may come; widened while kills land before
  // its commit, so that a run also sees imports and uploads that completed (on a slow machine too)
  const aim = { import: 3000, upload: 1200 };
  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    const kind = cycleKind(cycle);
    const counts = noWrites();
    const stop = { stopped: false };
    const image = kind === 'upload' ? await largePng(options.seed + cycle) : undefined;
    const logBefore = server.output().length;
    const started = performance.now();
    const orderCounts = { lines: 0, sends: 0 };
    const running = [
      ...writers.map((writer) => writer.run(api, counts, stop)),
      orders.run(api, orderCounts, stop),
    ];

    let target = '';
    let bigRequest: Promise<unknown> = Promise.resolve();
    let killDelay: number;
    if (kind === 'import') {
      const name = `big-import-${cycle}`;
      const { csv, itemNames } = menuCsv(name, BIG_IMPORT_ROWS, 20);
      const write: ImportWrite = { name, itemNames, outcome: 'in-flight', contentChecked: false };
      ledger.imports.push(write);
      bigRequest = importMenu(api, clubId, name, csv).then((answer) => {
        write.menuId = answer.menuId;
        write.outcome = 'acknowledged';
      }, cutByTheKill);
      target = 'import';
      killDelay = await afterRequestLogged(server, logBefore, '/menu/excel', random, aim.import);
    } else if (kind === 'upload' && image) {
      const { uploadUrl } = await api.expectOk<{ uploadUrl: string }>('POST', `/clubs/${clubId}/logo`);
      const club = await api.expectOk<{ logo: string | null }>('GET', `/clubs/${clubId}`);
      const write: LogoWrite = { before: club.logo, outcome: 'in-flight' };
      ledger.logos.push(write);
      const path = new URL(uploadUrl).pathname.replace(/^\/api\/v1/, '');
      bigRequest = api
        .expectOk<{ url: string }>('PUT', path, { bytes: image, contentType: 'image/png' })
        .then((answer) => {
          write.url = answer.url;
          write.outcome = 'acknowledged';
          ledger.logoImages.add(imageName(answer.url));
        }, cutByTheKill);
      target = 'upload';
      killDelay = await afterRequestLogged(server, logBefore, '/uploads/', random, aim.upload);
    } else {
      killDelay = randomInt(random, 30, options.maxKillDelayMs);
      await new Promise((resolve) => setTimeout(resolve, killDelay));
    }
    await server.kill();
    stop.stopped = true;
    const killedAt = Math.round(performance.now() - started);
    const writerFailure = (await Promise.all(running)).find((failure) => failure !== undefined);
    if (writerFailure) throw writerFailure;
    const bigFailure = await bigRequest;
    if (bigFailure) throw bigFailure;

    // every fourth restart is itself killed at a random moment (crash recovery, migrations, seed)
    let killedStart = '';
    if (cycle % 4 === 2) {
      const delay = randomInt(random, 0, Math.round(summary.startMs.at(-1) ?? 3000));
      const wasListening = await server.startAndKill(delay);
      summary.killedStarts += 1;
      killedStart = `; its restart killed after ${delay} ms${wasListening ? ' (already listening)' : ''}`;
    }
    const restart = await server.start();
    summary.startMs.push(restart.startMs);
    api = new Api(restart.base, token);
    const last = cycle === options.cycles;
    const report = await checkEverything(api, clubId, writers, ledger, {
      full: last,
      uploadDir: server.uploadDir,
    });
    const orderReport = await orders.check(api);
    report.problems.push(...orderReport.problems);
    report.applied += orderReport.applied;
    report.notApplied += orderReport.notApplied;
    summary.orders.lines += orderCounts.lines;
    summary.orders.sends += orderCounts.sends;
    summary.cycles = cycle;
    for (const key of Object.keys(counts) as (keyof WriteCounts)[]) summary.acknowledged[key] += counts[key];
    const bigOutcome = recordBigWrite(kind, ledger, summary);
    if (kind !== 'writes') aimLater(aim, kind, bigOutcome);
    options.log(
      describeCycle({
        cycle,
        cycles: options.cycles,
        killedAt,
        killDelay,
        target,
        counts,
        bigOutcome,
        killedStart,
        startMs: restart.startMs,
        report,
        orders: orderCounts,
      }),
    );
    if (report.problems.length > 0) {
      summary.problems.push(...report.problems.map((problem) => `cycle ${cycle}: ${problem}`));
      break;
    }
    summary.orphanImages = report.orphanImages;
  }

  // after all the kills, a graceful stop still works (checkpoint, lock released)
  summary.finalExitCode = await server.terminate();
  return summary;
}

/**
 * A big write the kill always cut tells little about the end of the request: aim later next time
 * (at most a minute); once one got through, stay at that window.
 */
function aimLater(aim: { import: number; upload: number }, kind: 'import' | 'upload', outcome: string) {
  if (outcome === 'not-applied') aim[kind] = Math.min(60_000, Math.round(aim[kind] * 1.5));
}

/**
 * A cut by the kill is what the cycle is for; any other failure is kept (not thrown here, where
 * nothing awaits it yet) and thrown once the cycle collects it.
 */
function cutByTheKill(error: unknown): unknown {
  return error instanceof ServerGone ? undefined : error;
}

/**
 * Waits until the server logged the incoming request whose URL contains `urlPart` (so the kill
 * lands while the server works on it), then a random delay up to `maxDelayMs`; returns that delay.
 */
async function afterRequestLogged(
  server: CrashServer,
  from: number,
  urlPart: string,
  random: Random,
  maxDelayMs: number,
): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (!server.output(from).includes(urlPart)) {
    if (Date.now() > deadline) throw new Error(`the server never logged the request to ${urlPart}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const delay = randomInt(random, 0, maxDelayMs);
  await new Promise((resolve) => setTimeout(resolve, delay));
  return delay;
}

function recordBigWrite(kind: CycleKind, ledger: Ledger, summary: CrashRunSummary): string {
  const write =
    kind === 'import' ? ledger.imports.at(-1) : kind === 'upload' ? ledger.logos.at(-1) : undefined;
  if (!write) return '';
  const tally = kind === 'import' ? summary.bigImports : summary.uploads;
  // the check has resolved in-flight writes; an acknowledged one stays acknowledged
  if (write.outcome === 'acknowledged') tally.acknowledged += 1;
  else if (write.outcome === 'applied') tally.applied += 1;
  else tally.notApplied += 1;
  return write.outcome;
}

interface CycleFacts {
  cycle: number;
  cycles: number;
  killedAt: number;
  killDelay: number;
  target: string;
  counts: WriteCounts;
  bigOutcome: string;
  killedStart: string;
  startMs: number;
  report: CheckReport;
  orders: { lines: number; sends: number };
}

function describeCycle(facts: CycleFacts): string {
  const {
    cycle,
    cycles,
    killedAt,
    killDelay,
    target,
    counts,
    bigOutcome,
    killedStart,
    startMs,
    report,
    orders,
  } = facts;
  const acknowledged = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const aim = target ? ` (${target} ${bigOutcome}; killed ${killDelay} ms after it was logged)` : '';
  return (
    `cycle ${cycle}/${cycles}: SIGKILL at ${killedAt} ms${aim}; ${acknowledged} writes acknowledged` +
    ` (${parts || 'none'}; orders: ${orders.lines} lines, ${orders.sends} rounds); in flight: ${report.applied} applied whole, ${report.notApplied} not applied` +
    `${killedStart}; restart ${(startMs / 1000).toFixed(1)} s; checked ${report.menus} menus (${report.items} items),` +
    ` ${report.tableRanges} table ranges, ${report.imports} imports; ` +
    (report.problems.length === 0 ? 'ok' : `${report.problems.length} PROBLEMS`)
  );
}
