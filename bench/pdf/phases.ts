// Where a redrawn PDF's time goes, in one process: the API built in this process (buildApp, demo
// seed, a throwaway file-backed PGlite as `npm start` runs it), a menu of 200 items made through
// the API, then per run an owner's edit followed by each phase of `printFresh` timed on its own:
// the snapshot read (loadMenuPdfSource), the guests' document (buildPublicMenu) and the drawing
// (renderMenuPdf), and the whole request through Fastify's inject. `--cpu-prof=<file>` records a
// CPU profile of the timed runs only (node:inspector), for guest/profile-summary.mjs.
//
// `--photos` (issue 49) gives every item two option groups, dietary tags, a spiciness and its own
// photo (its 320 px JPEG variant written to the image store as the photo pipeline names it, the item's
// photo set in the database: no upload pipeline needed), and turns "Photos in the PDF" on; the
// drawing then reads the photos as the request does (menu-pdf-photos.ts) and the size is printed.
//
// Usage (from apps/api-server, which owns tsx):
//   node --import tsx ../../bench/pdf/phases.ts [--items=200] [--runs=30] [--photos] [--cpu-prof=/tmp/pdf.cpuprofile]
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
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
import { menuItems, menus } from '../../apps/api-server/src/db/schema.ts';
import { totpCode } from '../../apps/api-server/src/lib/totp.ts';
import { chooseLanguage } from '../../apps/api-server/src/modules/guests/language.ts';
import {
  availableLanguages,
  buildPublicMenu,
  effectiveFlags,
} from '../../apps/api-server/src/modules/guests/menu-document.ts';
import { renderMenuPdf } from '../../apps/api-server/src/modules/menus/pdf/menu-pdf.ts';
import { readItemPhotos } from '../../apps/api-server/src/modules/menus/pdf/menu-pdf-photos.ts';
import { loadMenuPdfSource } from '../../apps/api-server/src/modules/menus/pdf/menu-pdf-source.ts';
import { median } from '../stats.mjs';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '200' },
    runs: { type: 'string', default: '30' },
    'cpu-prof': { type: 'string' },
    photos: { type: 'boolean', default: false },
  },
});

/**
 * A photo-like 320 × 240 JPEG, different for each `seed`: soft colour waves with a little grain, at
 * the pipeline's JPEG settings (quality 80, mozjpeg).
 */
function photoJpeg(seed: number): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  let noise = seed * 7919 + 1;
  const hue = (seed * 47) % 255;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) % 2147483648;
      const grain = (noise % 17) - 8;
      const wave = Math.sin((x + seed * 13) / (20 + (seed % 15))) * Math.cos(y / (17 + (seed % 10)));
      const at = (y * width + x) * 3;
      raw[at] = Math.max(0, Math.min(255, hue + 60 * wave + grain));
      raw[at + 1] = Math.max(0, Math.min(255, 140 + 50 * Math.sin((x + y) / 45) + grain));
      raw[at + 2] = Math.max(0, Math.min(255, 255 - hue + 40 * wave + grain));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

const OPTION_GROUPS = [
  {
    name: 'Size',
    choice: 'single',
    minChoices: 1,
    maxChoices: 1,
    required: true,
    options: [
      { name: 'Regular', price: null },
      { name: 'Large', price: 14 },
    ],
  },
  {
    name: 'Extras',
    choice: 'multiple',
    minChoices: 0,
    maxChoices: 2,
    required: false,
    options: [
      { name: 'parmesan', price: 1.5, allergens: ['milk'] },
      { name: 'olives', price: 1 },
      { name: 'chilli oil', price: null },
    ],
  },
];
// the bench has no dependencies of its own: the API's, resolved from its folder
const apiRequire = createRequire(new URL('../../apps/api-server/package.json', import.meta.url));
const sharp = apiRequire('sharp') as typeof import('sharp');
const { eq } = apiRequire('drizzle-orm') as typeof import('drizzle-orm');
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
    const extras = args.photos
      ? { optionGroups: OPTION_GROUPS, dietaryTags: ['vegetarian'], spiciness: index % 4 }
      : {};
    const item = (await call('PUT', url, { ...body, ...extras })).json() as { id: number };
    edited ??= { url, body: { ...body, id: item.id } };
    if (args.photos) {
      const key = index.toString(16).padStart(32, 'b');
      await app.uploads.store.put(`${key}-320.jpg`, await photoJpeg(index), 'image/jpeg');
      const photo = {
        key,
        url: `${app.config.publicApiUrl}/api/v1/images/${key}`,
        widths: [320],
        width: 320,
        height: 240,
        placeholder: 'data:image/webp;base64,AA',
      };
      await app.db.update(menuItems).set({ photo }).where(eq(menuItems.id, item.id));
    }
  }
  if (args.photos) await app.db.update(menus).set({ pdfPhotos: true }).where(eq(menus.id, menu.id));
  const edit = (run: number) => call('PUT', edited?.url ?? '', { ...edited?.body, price: 10 + (run % 50) });

  const timings = {
    read: [] as number[],
    document: [] as number[],
    draw: [] as number[],
    request: [] as number[],
    /** the process's CPU time during the request: what it costs on a quiet machine, whatever the load */
    'request CPU': [] as number[],
  };
  let size = 0;
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
    const photos = args.photos ? await readItemPhotos(app, document) : new Map<number, Buffer>();
    const pdf = await renderMenuPdf({ menu: document, language: language ?? 'en', logo: null, photos });
    size = pdf.length;
    const draw = performance.now() - started;
    await edit(run + 1000);
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    await call('GET', `${route}/pdf`);
    const request = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (record) {
      timings.read.push(read);
      timings.document.push(built);
      timings.draw.push(draw);
      timings.request.push(request);
      timings['request CPU'].push((cpu.user + cpu.system) / 1000);
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
    `PDF phases, ${itemCount} items${args.photos ? ' with photos and options' : ''}, ${runs} runs after 5 warm-up (load average ${os.loadavg()[0]?.toFixed(1)}):`,
  );
  console.log(`  size ${(size / 1024).toFixed(1)} KB`);
  for (const [phase, values] of Object.entries(timings))
    console.log(
      `  ${phase.padEnd(11)} median ${median(values).toFixed(1).padStart(6)} ms   min ${min(values).toFixed(1).padStart(6)} ms`,
    );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
