// The printable PDF menu's speed and size bench (issue 13): the production server (node
// dist/server.js, built first) on a throwaway embedded database with the demo seed; the demo owner
// signs in, turns the club's PDF on and builds a menu of 200 items in 10 sections through the real
// API (names, descriptions, ingredients, allergens, labels, some price texts, a footer); then
// getMenuPdf is asked for that menu over HTTP, one request at a time, after a warm-up: first with an
// owner's edit before each request (the PDF is drawn again), then unchanged (the server's
// content-version cache answers). Prints the median, p90 and min of the whole request as a client
// waits for it, the server's CPU per request, the PDF's size and pages, against the goals. It never
// fails on speed: it exits non-zero only when it could not measure. Every process it starts is
// stopped by its PID (guest/stack.mjs).
//
//
// A second menu of the same 200 items, each with its own photo (uploaded through the API as a PNG
// the bench draws, turned into variants by the server) and two option groups, with "Photos in the
// PDF" on, is measured the same way: issue 49's goal for it is 400 ms and 5 MB.
//
// Usage: node bench/pdf/run.mjs [--items=200] [--runs=30] [--warmup=5] [--no-build] [--lang=it]
//          [--cpu-prof]   (the server's CPU profile to bench/results/, for guest/profile-summary.mjs)
//          [--baseline=<dir>]   A/B: a second server from an earlier build (<dir>/server.js, relative
//                               to apps/api-server, e.g. a copy of dist/ made before a change) with a
//                               menu of its own; each timed request goes to both, one after the
//                               other in alternating order, so both builds see the same load. Prints
//                               both builds' figures and writes no results file.
//          [--dir=<dir>]        the build measured (default dist, built first unless --no-build)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiDir, repoDir, startApi, stopAll } from '../guest/stack.mjs';
import { figure, writeResults } from '../results-file.mjs';
import { median, percentile } from '../stats.mjs';

const GOALS = { medianMs: 100, sizeKb: 500 };
/** The menu whose every item has a photo and options (issue 49). */
const PHOTO_GOALS = { medianMs: 400, sizeKb: 5 * 1024 };
const resultsDir = path.join(repoDir, 'bench/results');
const SECTIONS = 10;

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '200' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    lang: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
  },
});

const DISHES = [
  [
    'Tagliatelle al ragù',
    'Fresh egg pasta with a slow-cooked beef and pork ragù',
    'egg pasta, beef, pork, tomato, carrot, celery, onion',
    ['gluten', 'eggs', 'celery'],
  ],
  [
    'Risotto ai funghi porcini',
    'Carnaroli rice with porcini mushrooms and aged parmesan, finished with butter',
    'carnaroli rice, porcini, parmesan, butter, white wine',
    ['milk', 'sulphites'],
  ],
  [
    'Branzino al forno',
    'Oven-baked sea bass with potatoes, olives and cherry tomatoes',
    'sea bass, potatoes, olives, cherry tomatoes, thyme',
    ['fish'],
  ],
  [
    'Insalata di stagione',
    'Seasonal leaves, fennel, orange and toasted walnuts',
    'mixed leaves, fennel, orange, walnuts, olive oil',
    ['nuts'],
  ],
  [
    'Tiramisù della casa',
    'Savoiardi soaked in espresso with mascarpone cream and cocoa',
    'savoiardi, espresso, mascarpone, eggs, sugar, cocoa',
    ['gluten', 'eggs', 'milk'],
  ],
  ['Weißbier vom Fass 0,5 l', 'Unfiltered wheat beer from a Bavarian brewery', null, ['gluten']],
  [
    'Χωριάτικη σαλάτα',
    'Tomatoes, cucumber, onion, olives and feta',
    'tomatoes, cucumber, onion, olives, feta, oregano',
    ['milk'],
  ],
];

// pngjs comes with the API's dev dependencies: the bench draws its photos with it
const { PNG } = createRequire(path.join(apiDir, 'package.json'))('pngjs');

/**
 * A photo-like 800 × 600 picture, different for each `seed`: soft colour waves (which compress
 * as a photo's shading does) with a little grain (which keeps the JPEG from being unrealistically small).
 */
function photoPng(seed) {
  const width = 800;
  const height = 600;
  const png = new PNG({ width, height });
  let noise = seed * 7919 + 1;
  const hue = (seed * 47) % 255;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) % 2147483648;
      const grain = (noise % 17) - 8;
      const wave = Math.sin((x + seed * 13) / (40 + (seed % 30))) * Math.cos(y / (35 + (seed % 20)));
      const at = (y * width + x) * 4;
      png.data[at] = Math.max(0, Math.min(255, hue + 60 * wave + grain));
      png.data[at + 1] = Math.max(0, Math.min(255, 140 + 50 * Math.sin((x + y) / 90) + grain));
      png.data[at + 2] = Math.max(0, Math.min(255, 255 - hue + 40 * wave + grain));
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Two groups, as a pizzeria's items have: a size and extras, one with an allergen. */
const OPTION_GROUPS = [
  {
    name: 'Size',
    choice: 'single',
    minChoices: 1,
    maxChoices: 1,
    required: true,
    options: [
      { name: 'Regular', price: null, outOfStock: false, allergens: [] },
      { name: 'Large', price: 14, outOfStock: false, allergens: [] },
    ],
  },
  {
    name: 'Extras',
    choice: 'multiple',
    minChoices: 0,
    maxChoices: 2,
    required: false,
    options: [
      { name: 'parmesan', price: 1.5, outOfStock: false, allergens: ['milk'] },
      { name: 'olives', price: 1, outOfStock: false, allergens: [] },
      { name: 'chilli oil', price: null, outOfStock: false, allergens: [] },
    ],
  },
];

async function call(api, method, route, { token, body } = {}) {
  const response = await fetch(`${api}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** The demo sign-in, from the built server's own `demo:totp` script (it prints phone, password, code). */
function demoSignIn() {
  const out = execFileSync(process.execPath, ['dist/scripts/demo-totp.js'], { cwd: apiDir }).toString();
  const code = /code: (\d{6})/.exec(out)?.[1];
  const phone = /phone (\S+),/.exec(out)?.[1];
  const password = /password (\S+) and/.exec(out)?.[1];
  if (!code || !phone || !password) throw new Error(`unexpected demo:totp output: ${out}`);
  return { username: phone, password, totp: code };
}

/** Uploads an item's photo as the console does: an upload address, then the bytes PUT there. */
async function uploadPhoto(api, itemRoute, token, bytes) {
  const { uploadUrl } = await call(api, 'POST', `${itemRoute}/photo`, { token });
  // the address is on the server's public origin (PUBLIC_API_URL): the bench reaches it on its own port
  const address = new URL(uploadUrl);
  const response = await fetch(new URL(`${address.pathname}${address.search}`, api), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: bytes,
  });
  if (!response.ok) throw new Error(`photo upload answered ${response.status}: ${await response.text()}`);
}

/**
 * Signs the demo owner in, turns the Trattoria's PDF on and builds a menu of `items` items; with
 * `photos`, every item has its own photo and two option groups, and the menu prints photos.
 */
async function buildMenu(api, items, { photos = false, signedIn = null } = {}) {
  // a second menu on the same server reuses the session: a TOTP code is accepted once
  const token = signedIn ?? (await call(api, 'POST', '/login', { body: demoSignIn() })).token;
  const clubs = await call(api, 'GET', '/clubs', { token });
  const club = clubs.find((candidate) => candidate.name === 'Trattoria Demo') ?? clubs[0];
  await call(api, 'PATCH', `/clubs/${club.id}/settings`, { token, body: { pdfMenuEnabled: true } });
  const menu = await call(api, 'POST', `/clubs/${club.id}/menu`, {
    token,
    body: {
      name: `Bench ${items}${photos ? ' with photos' : ''}`,
      footer: 'Cover charge € 2. Service included.',
      menuLabelEnabled: true,
      ...(photos ? { pdfPhotos: true } : {}),
    },
  });
  const route = `/clubs/${club.id}/menu/${menu.id}`;
  const sections = [];
  for (let index = 0; index < SECTIONS; index++) {
    sections.push(
      await call(api, 'PUT', `${route}/sections`, { token, body: { name: `Section ${index + 1}` } }),
    );
  }
  let edited;
  for (let index = 0; index < items; index++) {
    const [name, description, ingredients, allergens] = DISHES[index % DISHES.length];
    const section = sections[Math.floor((index * SECTIONS) / items)];
    const itemRoute = `${route}/sections/${section.id}/items`;
    const body = {
      name: `${name} ${index + 1}`,
      description,
      ingredients,
      allergens,
      price: index % 9 === 0 ? null : 6 + (index % 17) + 0.5,
      priceText: index % 9 === 0 ? 'market price' : index % 7 === 0 ? 'per 100 g' : null,
      suggested: index % 11 === 0,
      bestSeller: index % 13 === 0,
      ...(photos
        ? {
            optionGroups: OPTION_GROUPS,
            dietaryTags: allergens.includes('milk') || allergens.includes('eggs') ? [] : ['vegetarian'],
            spiciness: index % 4,
          }
        : {}),
    };
    const item = await call(api, 'PUT', itemRoute, { token, body });
    if (photos) await uploadPhoto(api, `${itemRoute}/${item.id}`, token, photoPng(index));
    edited ??= { route: itemRoute, body: { ...body, id: item.id } };
  }
  /** An owner's edit (a new price for the first item): the next PDF has to be drawn again. */
  const edit = (run) =>
    call(api, 'PUT', edited.route, { token, body: { ...edited.body, price: 10 + (run % 50) } });
  return { token, edit, url: `${api}${route}/pdf${args.lang ? `?lang=${args.lang}` : ''}` };
}

async function fetchPdf(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`getMenuPdf answered ${response.status}: ${bytes.toString().slice(0, 300)}`);
  return { ms, bytes };
}

/** CPU time (user + system) of a process so far, from /proc (Linux); undefined elsewhere. */
function cpuTimeMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The timed series of one server: each figure as the client waits for it, and the server's CPU. */
class Series {
  times = [];
  cpuMs = 0;
  bytes = undefined;
  get median() {
    return median(this.times);
  }
  get sorted() {
    return [...this.times].sort((a, b) => a - b);
  }
}

/** One request of `target`, timed, with the CPU its server spent meanwhile. */
async function timedRequest(target, series) {
  const cpuBefore = cpuTimeMs(target.server.child.pid);
  const result = await fetchPdf(target.url, target.token);
  series.cpuMs += (cpuTimeMs(target.server.child.pid) ?? 0) - (cpuBefore ?? 0);
  series.times.push(result.ms);
  series.bytes = result.bytes;
}

/**
 * `runs` rounds; in each, every target gets `beforeEach` then one timed request, the targets in
 * alternating order (A B, B A, …) so neither always follows the other.
 */
async function interleaved(targets, runs, beforeEach) {
  const results = targets.map(() => new Series());
  for (let index = 0; index < runs; index++) {
    const order = targets.map((_, position) => position);
    if (index % 2 === 1) order.reverse();
    for (const position of order) {
      await beforeEach(targets[position], index);
      await timedRequest(targets[position], results[position]);
    }
  }
  for (const series of results) series.cpuMs /= runs;
  return results;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const items = Number(args.items);
  const runs = Number(args.runs);
  const warmup = Number(args.warmup);
  console.log(
    `PDF menu bench: ${items} items, ${warmup} warm-up + 2 x ${runs} timed requests, one at a time` +
      (args.baseline ? `, A/B against ${args.baseline}` : ''),
  );
  console.log(`load average at start: ${loadAverage()} (${os.cpus().length} cores)`);
  if (!args['no-build']) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  }
  const builds = [
    ...(args.baseline ? [{ label: `A ${args.baseline}`, entry: path.join(args.baseline, 'server.js') }] : []),
    { label: args.baseline ? `B ${args.dir}` : args.dir, entry: path.join(args.dir, 'server.js') },
  ];
  const targets = [];
  for (const build of builds) {
    const server = await startApi({
      logLevel: 'warn',
      label: 'pdf',
      entry: build.entry,
      nodeArgs: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resultsDir}`] : [],
    });
    targets.push({ ...build, server, ...(await buildMenu(server.api, items)) });
  }

  for (const target of targets) {
    target.first = await fetchPdf(target.url, target.token);
    for (let index = 1; index < warmup; index++) {
      await target.edit(index);
      await fetchPdf(target.url, target.token);
    }
  }
  // drawn: the menu changed since the last download (an edit before each request)
  const drawn = await interleaved(targets, runs, (target, index) => target.edit(1000 + index));
  // unchanged: the same PDF asked again (the content-version cache answers)
  const unchanged = await interleaved(targets, runs, async () => {});

  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const line = (label, result) =>
    `${label}: median ${result.median.toFixed(1)} ms, p90 ${percentile(result.sorted, 90).toFixed(1)} ms, ` +
    `min ${result.sorted[0].toFixed(1)} ms; server CPU ${result.cpuMs.toFixed(0)} ms per request` +
    `  (goal ≤ ${GOALS.medianMs} ms: ${verdict(result.median <= GOALS.medianMs)})`;
  const sizes = targets.map((_, position) => {
    const bytes = drawn[position].bytes;
    return {
      kb: bytes.length / 1024,
      pages: (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
    };
  });
  targets.forEach((target, position) => {
    console.log('');
    if (targets.length > 1) console.log(`${target.label}:`);
    console.log(`first request (fonts parsed, modules loaded): ${target.first.ms.toFixed(0)} ms`);
    console.log(line('warm, drawn after an edit', drawn[position]));
    console.log(line('warm, unchanged menu     ', unchanged[position]));
    const { kb, pages } = sizes[position];
    console.log(
      `size: ${kb.toFixed(1)} KB, ${pages} pages  (goal ≤ ${GOALS.sizeKb} KB: ${verdict(kb <= GOALS.sizeKb)})`,
    );
  });

  // the same items, each with a photo and options, "Photos in the PDF" on (the current build only)
  let photoFigures = [];
  if (!args.baseline) {
    const [current] = targets.slice(-1);
    const photoMenu = {
      ...current,
      ...(await buildMenu(current.server.api, items, { photos: true, signedIn: current.token })),
    };
    await fetchPdf(photoMenu.url, photoMenu.token);
    for (let index = 1; index < warmup; index++) {
      await photoMenu.edit(index);
      await fetchPdf(photoMenu.url, photoMenu.token);
    }
    const [photoDrawn] = await interleaved([photoMenu], runs, (target, index) => target.edit(1000 + index));
    const [photoSame] = await interleaved([photoMenu], runs, async () => {});
    const kb = photoDrawn.bytes.length / 1024;
    const photoLine = (label, result) =>
      `${label}: median ${result.median.toFixed(1)} ms, p90 ${percentile(result.sorted, 90).toFixed(1)} ms, ` +
      `min ${result.sorted[0].toFixed(1)} ms; server CPU ${result.cpuMs.toFixed(0)} ms per request` +
      `  (goal ≤ ${PHOTO_GOALS.medianMs} ms: ${verdict(result.median <= PHOTO_GOALS.medianMs)})`;
    console.log('');
    console.log(`with a photo and options on every item ("Photos in the PDF"):`);
    console.log(photoLine('warm, drawn after an edit', photoDrawn));
    console.log(photoLine('warm, unchanged menu     ', photoSame));
    console.log(
      `size: ${(kb / 1024).toFixed(2)} MB  (goal ≤ ${PHOTO_GOALS.sizeKb / 1024} MB: ${verdict(kb <= PHOTO_GOALS.sizeKb)})`,
    );
    photoFigures = [
      figure(
        `PDF of ${items} items with photos, drawn after an edit (median)`,
        photoDrawn.median,
        'ms',
        `<= ${PHOTO_GOALS.medianMs} ms`,
      ),
      figure('PDF with photos drawn after an edit: p90', percentile(photoDrawn.sorted, 90), 'ms'),
      figure('PDF with photos drawn after an edit: server CPU per request', photoDrawn.cpuMs, 'ms'),
      figure(`PDF of ${items} items with photos, unchanged menu (median)`, photoSame.median, 'ms'),
      figure('PDF with photos: size', kb, 'KB', `<= ${PHOTO_GOALS.sizeKb} KB`),
    ];
  }

  console.log('');
  console.log(`load average at end: ${loadAverage()}`);
  console.log(
    '(server CPU: all its threads, from /proc; it grows less than wall time with the load of the machine)',
  );
  if (args.baseline) return; // an A/B run compares two builds; the results file is the current build's alone
  const [current] = targets.slice(-1);
  const [redrawn] = drawn.slice(-1);
  const [same] = unchanged.slice(-1);
  const [{ kb: sizeKb, pages }] = sizes.slice(-1);
  writeResults({
    name: 'pdf',
    title: `PDF menu of ${items} items over HTTP (production server, embedded database)`,
    figures: [
      figure(
        `PDF of ${items} items, warm, drawn after an edit (median)`,
        redrawn.median,
        'ms',
        `<= ${GOALS.medianMs} ms`,
      ),
      figure('PDF drawn after an edit: p90', percentile(redrawn.sorted, 90), 'ms'),
      figure('PDF drawn after an edit: server CPU per request', redrawn.cpuMs, 'ms'),
      figure(`PDF of ${items} items, unchanged menu (median)`, same.median, 'ms', `<= ${GOALS.medianMs} ms`),
      figure('PDF size', sizeKb, 'KB', `<= ${GOALS.sizeKb} KB`),
      figure('first request (fonts parsed, modules loaded)', current.first.ms, 'ms'),
      ...photoFigures,
    ],
    notes: [`${runs} timed requests each after ${warmup} warm-up; ${pages} pages`],
  });
}

process.on('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(`\n!! could not measure: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
