// Where a redrawn PDF's time goes, in one process: the API built in this process (buildApp, demo
// seed, a throwaway file-backed PGlite as `npm start` runs it), a menu of 200 items made through
// the API, then per run an owner's edit followed by each phase of `printFresh` timed on its own:
// the snapshot read (loadMenuPdfSource), the guests' document (buildPublicMenu) and the drawing
// (renderMenuPdf), and the whole request through Fastify's inject. `--cpu-prof=<file>` records a
// CPU profile of the timed runs only (node:inspector), for guest/profile-summary.mjs.
//
// Usage (from apps/api-server, which owns tsx):
//   node --import tsx ../../bench/pdf/phases.ts [--items=200] [--runs=30] [--cpu-prof=/tmp/pdf.cpuprofile]
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api-server/src/app.ts';
import { loadConfig } from '../../apps/api-server/src/config.ts';
import {
  DEMO_CLUB_NAME,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_TOTP_SECRET,
} from '../../apps/api-server/src/db/demo-account.ts';
import { totpCode } from '../../apps/api-server/src/lib/totp.ts';
import { chooseLanguage } from '../../apps/api-server/src/modules/guests/language.ts';
import {
  availableLanguages,
  buildPublicMenu,
  effectiveFlags,
} from '../../apps/api-server/src/modules/guests/menu-document.ts';
import { renderMenuPdf } from '../../apps/api-server/src/modules/menus/pdf/menu-pdf.ts';
import { loadMenuPdfSource } from '../../apps/api-server/src/modules/menus/pdf/menu-pdf-source.ts';
import { median } from '../stats.mjs';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '200' },
    runs: { type: 'string', default: '30' },
    'cpu-prof': { type: 'string' },
  },
});
const itemCount = Number(args.items);
const runs = Number(args.runs);
const SECTIONS = 10;

const min = (values: number[]) => Math.min(...values);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-pdf-phases-'));
const { DATABASE_URL: _ignored, ...env } = process.env;
const app = await buildApp(
  loadConfig({ ...env, NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }),
);
try {
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api/v1${url}`, headers, payload });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const headers: Record<string, string> = {};
  const login = await call('POST', '/login', {
    username: DEMO_PHONE,
    password: DEMO_PASSWORD,
    totp: await totpCode(DEMO_TOTP_SECRET, new Date()),
  });
  headers.authorization = `Bearer ${login.json().token}`;
  const clubs = (await call('GET', '/clubs')).json() as { id: number; name: string }[];
  const club = clubs.find((candidate) => candidate.name === DEMO_CLUB_NAME);
  if (!club) throw new Error('no demo club');
  await call('PATCH', `/clubs/${club.id}/settings`, { pdfMenuEnabled: true });
  const menu = (
    await call('POST', `/clubs/${club.id}/menu`, {
      name: `Bench ${itemCount}`,
      footer: 'Cover charge € 2. Service included.',
      menuLabelEnabled: true,
    })
  ).json() as { id: number };
  const route = `/clubs/${club.id}/menu/${menu.id}`;
  const sectionIds: number[] = [];
  for (let index = 0; index < SECTIONS; index++)
    sectionIds.push((await call('PUT', `${route}/sections`, { name: `Section ${index + 1}` })).json().id);
  let edited: { url: string; body: Record<string, unknown> } | undefined;
  for (let index = 0; index < itemCount; index++) {
    const url = `${route}/sections/${sectionIds[Math.floor((index * SECTIONS) / itemCount)]}/items`;
    const body = {
      name: `${['Tagliatelle al ragù', 'Weißbier vom Fass 0,5 l', 'Χωριάτικη σαλάτα'][index % 3]} ${index + 1}`,
      description: 'Carnaroli rice with porcini mushrooms and aged parmesan, finished with butter',
      ingredients: 'carnaroli rice, porcini, parmesan, butter, white wine',
      allergens: ['milk', 'sulphites'],
      price: index % 9 === 0 ? null : 6 + (index % 17) + 0.5,
      priceText: index % 9 === 0 ? 'market price' : null,
      suggested: index % 11 === 0,
      bestSeller: index % 13 === 0,
    };
    const item = (await call('PUT', url, body)).json() as { id: number };
    edited ??= { url, body: { ...body, id: item.id } };
  }
  const edit = (run: number) => call('PUT', edited?.url ?? '', { ...edited?.body, price: 10 + (run % 50) });

  const timings = {
    read: [] as number[],
    document: [] as number[],
    draw: [] as number[],
    request: [] as number[],
  };
  const once = async (run: number, record: boolean) => {
    await edit(run);
    let started = performance.now();
    const source = await loadMenuPdfSource(app.db, club.id, menu.id);
    if (!source?.menu) throw new Error('menu not read');
    const read = performance.now() - started;
    started = performance.now();
    const flags = effectiveFlags(source.club, source.menu);
    const languages = availableLanguages(source.menu, flags);
    const language = chooseLanguage(languages, undefined, undefined);
    const document = buildPublicMenu(source.menu, source.club, flags, languages, language);
    const built = performance.now() - started;
    started = performance.now();
    await renderMenuPdf({ menu: document, language: language ?? 'en', logo: null });
    const draw = performance.now() - started;
    await edit(run + 1000);
    started = performance.now();
    await call('GET', `${route}/pdf`);
    const request = performance.now() - started;
    if (record) {
      timings.read.push(read);
      timings.document.push(built);
      timings.draw.push(draw);
      timings.request.push(request);
    }
  };
  for (let run = 0; run < 5; run++) await once(run, false);

  const session = new Session();
  if (args['cpu-prof']) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  for (let run = 0; run < runs; run++) await once(run + 5, true);
  if (args['cpu-prof']) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(args['cpu-prof'], JSON.stringify(profile));
    console.log(`CPU profile of the timed runs: ${args['cpu-prof']}`);
  }
  console.log(
    `PDF phases, ${itemCount} items, ${runs} runs after 5 warm-up (load average ${os.loadavg()[0]?.toFixed(1)}):`,
  );
  for (const [phase, values] of Object.entries(timings))
    console.log(
      `  ${phase.padEnd(9)} median ${median(values).toFixed(1).padStart(6)} ms   min ${min(values).toFixed(1).padStart(6)} ms`,
    );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
