// How well menus are read from paper (menus read from photos or a PDF): each menu of the corpus
// (corpus/build.mjs) read as the server reads it (readMenuFiles: the PDF's text layer, or OCR of
// its clean page images, or of its "photographed" ones), scored against the menu it was rendered
// from (score.mjs), per kind; with the time per page and the reading's memory above idle. In this
// process, not the server's forked one, so a page's time is the reading's own.
//
// Usage, from apps/api-server (tsx and the readers' dependencies are there):
//   node --import tsx ../../bench/menu-reading/accuracy.ts [--kinds=pdf,clean,photo] [--only=01,12] [--menus=N]
//     [--ocr-cache] [--details]
// --ocr-cache keeps each menu's pages' text (page-text-cache.ts) and reads it back on later runs,
// to score a change of the layout step in seconds; the time and memory figures then cover only the
// pages actually read. --details prints, for each menu, the truth dishes missed or misread and the
// dishes invented.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MenuDraft } from '../../apps/api-server/src/modules/menu-readings/draft.ts';
import type {
  JobFile,
  ReadingLanguage,
} from '../../apps/api-server/src/modules/menu-readings/jobs/messages.ts';
import { draftOfPages } from '../../apps/api-server/src/modules/menu-readings/read-files.ts';
import type { PageText } from '../../apps/api-server/src/modules/menu-readings/reading/page-text.ts';
import { readPages } from '../../apps/api-server/src/modules/menu-readings/reading/read-pages.ts';
import { figure, writeResults } from '../results-file.mjs';
import { openPageTextCache } from './page-text-cache.ts';
import { combineScores, matchDishes, scoreDraft } from './score.mjs';

const CORPUS = path.join(import.meta.dirname, '../results/menu-reading-corpus');
const KINDS = ['pdf', 'clean', 'photo'] as const;
type Kind = (typeof KINDS)[number];

/** The goals, per kind: PDFs and clean images alike, photographed ones looser. */
const GOALS: Record<Kind, { prices: number; names: number; pageSeconds: number }> = {
  pdf: { prices: 99, names: 97, pageSeconds: 1 },
  clean: { prices: 99, names: 97, pageSeconds: 15 },
  photo: { prices: 95, names: 90, pageSeconds: 15 },
};
const SECTIONS_GOAL = 95;
const INVENTED_GOAL = 1;
const MEMORY_GOAL_MB = 400;

const { values: args } = parseArgs({
  // `pnpm run <script> -- --x=1` passes its `--` on: the options after it are still ours
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    kinds: { type: 'string' },
    only: { type: 'string' },
    menus: { type: 'string' },
    'ocr-cache': { type: 'boolean' },
    details: { type: 'boolean' },
  },
});
const cache = args['ocr-cache'] ? openPageTextCache() : null;
const kinds = (args.kinds?.split(',') ?? [...KINDS]) as Kind[];

interface CorpusMenu {
  id: string;
  language: ReadingLanguage;
  truth: string;
  pdf: string;
  images: string[];
  photos: string[];
}

if (!fs.existsSync(path.join(CORPUS, 'index.json'))) {
  console.error('No corpus: build it first (node --import tsx ../../bench/menu-reading/corpus/build.mjs)');
  process.exit(2);
}
const index = JSON.parse(fs.readFileSync(path.join(CORPUS, 'index.json'), 'utf8')) as { menus: CorpusMenu[] };
const only = args.only?.split(',');
const menus = index.menus
  .filter((menu) => !only || only.some((prefix) => menu.id.startsWith(prefix)))
  .slice(0, args.menus ? Number(args.menus) : undefined);

function filesOf(menu: CorpusMenu, kind: Kind): JobFile[] {
  const at = (file: string) => path.join(CORPUS, file);
  if (kind === 'pdf') return [{ path: at(menu.pdf), kind: 'pdf' }];
  return (kind === 'clean' ? menu.images : menu.photos).map((file) => ({
    path: at(file),
    kind: 'image' as const,
  }));
}

// the reading's memory above what this process held before the first one
const idleRss = process.memoryUsage().rss;
let peakRss = idleRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

/** The menu's pages as the server reads them, or from the cache; `read` is how many were read now. */
async function pagesOf(menu: CorpusMenu, kind: Kind): Promise<{ pages: PageText[]; read: number }> {
  const input = { files: filesOf(menu, kind), language: menu.language };
  const cached = cache?.get(input.files, input.language);
  if (cached) return { pages: cached, read: 0 };
  let read = 0;
  const pages = await readPages(input, { pageCount: async () => {}, page: async () => void read++ });
  cache?.put(input.files, input.language, pages);
  return { pages, read };
}

const percentText = (value: number | null) => (value === null ? '   - ' : value.toFixed(1).padStart(5));

type Dish = MenuDraft['sections'][number]['dishes'][number];

/** Every dish with its section, in reading order: the shape score.mjs matches. */
const dishesOf = (menu: MenuDraft) =>
  menu.sections.flatMap((section, sectionIndex) =>
    section.dishes.map((dish) => ({ dish, sectionIndex, sectionName: section.name })),
  );

/** The amounts only: sizes' labels are a figure of their own (exact sizes), not what is looked for here. */
const pricesText = (dish: Dish) => dish.prices.map((price) => price.amount).join(' | ');

/** What a menu's draft got wrong (name, amounts or section), dish by dish (paired as the score pairs them), to find causes. */
function printDetails(truth: MenuDraft, draft: MenuDraft) {
  const truthDishes = dishesOf(truth);
  const draftDishes = dishesOf(draft);
  const draftOf: (number | null)[] = matchDishes(truthDishes, draftDishes);
  const line = (entry: (typeof truthDishes)[number]) =>
    `[${entry.sectionName}] ${entry.dish.name} = ${pricesText(entry.dish)}`;
  truthDishes.forEach((entry, index) => {
    const draftIndex = draftOf[index];
    const matched = draftIndex === null || draftIndex === undefined ? null : draftDishes[draftIndex];
    if (matched && line(matched) === line(entry)) return;
    console.log(`    truth ${line(entry)}\n    draft ${matched ? line(matched) : 'missing'}`);
  });
  const taken = new Set(draftOf);
  draftDishes.forEach((entry, index) => {
    if (!taken.has(index)) console.log(`    invented ${line(entry)}`);
  });
}

const figures = [];
const notes: string[] = [];
let cachedReadings = 0;
for (const kind of kinds) {
  const scores = [];
  const pageSeconds: number[] = [];
  for (const menu of menus) {
    const truth = JSON.parse(fs.readFileSync(path.join(CORPUS, menu.truth), 'utf8')) as MenuDraft;
    const started = performance.now();
    let read = 0;
    let draft: MenuDraft = { title: null, sections: [] };
    try {
      const reading = await pagesOf(menu, kind);
      read = reading.read;
      if (read === 0) cachedReadings++;
      draft = draftOfPages(reading.pages, menu.language);
    } catch (error) {
      notes.push(`${kind} ${menu.id}: ${(error as Error).message}`);
    }
    const seconds = (performance.now() - started) / 1000;
    if (read > 0) pageSeconds.push(seconds / read);
    const score = scoreDraft(truth, draft);
    scores.push(score);
    const p = score.percent;
    const time = read > 0 ? `${(seconds / read).toFixed(2)} s/page` : 'cached';
    console.log(
      `${kind.padEnd(5)} ${menu.id.padEnd(34)} names ${percentText(p.exactNames)}%  prices ${percentText(p.exactPrices)}%  sections ${percentText(p.sections)}%  invented ${percentText(p.invented)}%  ${time}`,
    );
    if (args.details) printDetails(truth, draft);
  }
  const all = combineScores(scores);
  const goal = GOALS[kind];
  const label = { pdf: 'PDF with text', clean: 'clean image', photo: 'photographed image' }[kind];
  figures.push(
    figure(`${label}: exact prices`, all.percent.exactPrices, '%', `>= ${goal.prices} %`),
    figure(`${label}: exact dish names`, all.percent.exactNames, '%', `>= ${goal.names} %`),
    figure(`${label}: sections right`, all.percent.sections, '%', `>= ${SECTIONS_GOAL} %`),
    figure(`${label}: dishes invented`, all.percent.invented, '%', `<= ${INVENTED_GOAL} %`),
    figure(`${label}: time per page (median)`, median(pageSeconds), 's', `<= ${goal.pageSeconds} s`),
    figure(`${label}: dishes found`, all.percent.found, '%'),
    figure(`${label}: exact descriptions`, all.percent.exactDescriptions, '%'),
    figure(`${label}: exact allergens`, all.percent.exactAllergens, '%'),
    figure(`${label}: exact sizes`, all.percent.exactSizes, '%'),
    figure(`${label}: exact translations`, all.percent.exactTranslations, '%'),
  );
  console.log(
    `\n${label}: ${all.menus} menus, ${all.totals.truthDishes} dishes: names ${all.percent.exactNames}%, prices ${all.percent.exactPrices}%, sections ${all.percent.sections}%, invented ${all.percent.invented}%, found ${all.percent.found}%, median ${median(pageSeconds).toFixed(2)} s/page\n`,
  );
}
clearInterval(sampler);
if (cachedReadings > 0)
  notes.push(
    `${cachedReadings} menus' pages came from the OCR cache (--ocr-cache): the time per page and the memory cover only the pages read in this run`,
  );
figures.push(
  figure(
    'reading memory above idle (peak)',
    (peakRss - idleRss) / 1024 / 1024,
    'MB',
    `<= ${MEMORY_GOAL_MB} MB`,
  ),
);
console.log(`memory above idle: ${((peakRss - idleRss) / 1024 / 1024).toFixed(0)} MB`);
writeResults({
  name: 'menu-reading',
  title: `Menus read from paper: ${menus.length} corpus menus (${kinds.join(', ')})`,
  figures,
  notes,
});
