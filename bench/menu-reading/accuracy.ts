// How well menus are read from paper (menus read from photos or a PDF): each menu of the corpus
// (corpus/build.mjs) read as the server reads it (readMenuFiles: the PDF's text layer, or OCR of
// its clean page images, or of its "photographed" ones), scored against the menu it was rendered
// from (score.mjs), per kind; with the time per page and the reading's memory above idle. In this
// process, not the server's forked one, so a page's time is the reading's own.
//
// Usage, from apps/api-server (tsx and the readers' dependencies are there):
//   node --import tsx ../../bench/menu-reading/accuracy.ts [--kinds=pdf,clean,photo] [--only=01,12] [--menus=N]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { MenuDraft } from '../../apps/api-server/src/modules/menu-readings/draft.ts';
import type {
  JobFile,
  ReadingLanguage,
} from '../../apps/api-server/src/modules/menu-readings/jobs/messages.ts';
import { readMenuFiles } from '../../apps/api-server/src/modules/menu-readings/read-files.ts';
import { figure, writeResults } from '../results-file.mjs';
import { combineScores, scoreDraft } from './score.mjs';

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
  options: { kinds: { type: 'string' }, only: { type: 'string' }, menus: { type: 'string' } },
});
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

const figures = [];
const notes: string[] = [];
for (const kind of kinds) {
  const scores = [];
  const pageSeconds: number[] = [];
  for (const menu of menus) {
    const truth = JSON.parse(fs.readFileSync(path.join(CORPUS, menu.truth), 'utf8'));
    const started = performance.now();
    let pages = 0;
    let draft: MenuDraft = { title: null, sections: [] };
    try {
      draft = await readMenuFiles(
        { files: filesOf(menu, kind), language: menu.language },
        { pageCount: async () => {}, page: async () => void pages++ },
      );
    } catch (error) {
      notes.push(`${kind} ${menu.id}: ${(error as Error).message}`);
    }
    const seconds = (performance.now() - started) / 1000;
    if (pages > 0) pageSeconds.push(seconds / pages);
    const score = scoreDraft(truth, draft);
    scores.push(score);
    const p = score.percent;
    console.log(
      `${kind.padEnd(5)} ${menu.id.padEnd(34)} names ${String(p.exactNames).padStart(5)}%  prices ${String(p.exactPrices).padStart(5)}%  sections ${String(p.sections).padStart(5)}%  invented ${String(p.invented).padStart(5)}%  ${(seconds / Math.max(pages, 1)).toFixed(2)} s/page`,
    );
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
