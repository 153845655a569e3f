// Builds the menu-reading corpus (menus read from a PDF or photos): 35 menus in five
// languages, each kept as a PDF with text, a clean image of each page and a "photographed" one,
// beside its ground truth. Nothing is downloaded: the menus are drawn here from hand-written word
// lists (vocab/), by pdfkit, by Chromium from HTML, and by Tavola's own printed menu.
//
// Output, in bench/results/menu-reading-corpus/ (untracked):
//   index.json                 the version, the resolution and every menu's entry (files, pages, …)
//   <menu-id>/truth.json       the MenuDraft it was rendered from (without sources and unsure)
//                              plus { id, kind, layout, fonts, languages, pages, venue, style, printed }
//   <menu-id>/menu.pdf         the PDF with its text layer (menu.html beside it for the HTML ones)
//   <menu-id>/page-N.png       the clean image of page N (200 DPI)
//   <menu-id>/photo-N.jpg      page N "photographed" (photograph.mjs)
// A menu whose truth.json carries the current version is kept as it is: the version is a hash of
// the corpus's sources (and of Tavola's printed menu), so editing them rebuilds, and nothing else
// does (--force rebuilds anyway, e.g. after a sharp, pdf.js or Chromium upgrade).
//
// Usage, from apps/api-server (tsx, sharp, pdfkit and pdf.js belong to it):
//   node --import tsx ../../bench/menu-reading/corpus/build.mjs [--force] [--only=01,07]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFontFiles } from './fonts.mjs';
import { generateCorpus } from './generate.mjs';
import { DPI, pageCount, pageImages } from './page-images.mjs';
import { photograph } from './photograph.mjs';
import { openBrowser, renderHtmlMenu } from './render-html.mjs';
import { renderPdfkitMenu } from './render-pdfkit.mjs';
import { renderTavolaMenu } from './render-tavola.mjs';

export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../results/menu-reading-corpus');
const MAX_PAGES = 3;
/** Type scales tried in turn until a menu fits MAX_PAGES. */
const SCALES = [1, 0.9, 0.8];

const force = process.argv.includes('--force');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

/** A hash of every file the corpus is made from: the version a built menu is checked against. */
function corpusVersion() {
  const repoDir = path.resolve(import.meta.dirname, '../../..');
  const tavolaPdf = path.join(repoDir, 'apps/api-server/src/modules/menus/pdf');
  const files = [
    ...fs
      .readdirSync(import.meta.dirname, { recursive: true })
      .map((file) => path.join(import.meta.dirname, file)),
    ...fs.readdirSync(tavolaPdf).map((file) => path.join(tavolaPdf, file)),
  ]
    .filter((file) => /\.(mjs|ts)$/.test(file) && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  // each file by its place in the repository: the same corpus whichever folder it is checked out in
  for (const file of files) hash.update(path.relative(repoDir, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The menu's PDF, its type shrunk until it fits MAX_PAGES (Tavola's own layout is as it is). */
async function renderPdf(menu, dir, browser) {
  if (menu.layout === 'tavola') return (await renderTavolaMenu(menu)).pdf;
  let pdf;
  for (const scale of SCALES) {
    if (menu.kind === 'html') {
      pdf = (await renderHtmlMenu(await browser(), menu, path.join(dir, 'menu.html'), { scale })).pdf;
      if ((await pageCount(pdf)) <= MAX_PAGES) break;
    } else {
      const rendered = await renderPdfkitMenu(menu, { scale });
      pdf = rendered.pdf;
      if (rendered.pages <= MAX_PAGES) break;
    }
  }
  return pdf;
}

function filesOf(id, pages) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return {
    pdf: `${id}/menu.pdf`,
    images: numbers.map((n) => `${id}/page-${n}.png`),
    photos: numbers.map((n) => `${id}/photo-${n}.jpg`),
  };
}

/** The menu as built now, or null when it must be built again. */
function builtMenu(menu, version) {
  const file = path.join(CORPUS_DIR, menu.id, 'truth.json');
  if (force || !fs.existsSync(file)) return null;
  const truth = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (truth.version !== version) return null;
  const files = filesOf(menu.id, truth.pages);
  const all = [files.pdf, ...files.images, ...files.photos];
  return all.every((name) => fs.existsSync(path.join(CORPUS_DIR, name))) ? truth : null;
}

async function buildMenu(menu, version, browser) {
  const dir = path.join(CORPUS_DIR, menu.id);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const pdf = await renderPdf(menu, dir, browser);
  fs.writeFileSync(path.join(dir, 'menu.pdf'), pdf);
  const images = await pageImages(pdf);
  for (const [index, png] of images.entries()) {
    fs.writeFileSync(path.join(dir, `page-${index + 1}.png`), png);
    const { jpeg } = await photograph(png, `${menu.id}/page-${index + 1}`);
    fs.writeFileSync(path.join(dir, `photo-${index + 1}.jpg`), jpeg);
  }
  // the truth is written last: a menu without it was not finished, and is built again
  const truth = { ...menu, pages: images.length, version };
  fs.writeFileSync(path.join(dir, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  return truth;
}

/** How many menus have each value of `key`: what the corpus covers. */
function countBy(truths, key) {
  const counts = {};
  for (const truth of truths) {
    const values = [key(truth)].flat();
    for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

function summary(truths) {
  const dishes = truths.flatMap((truth) => truth.sections.flatMap((section) => section.dishes));
  return {
    menus: truths.length,
    pages: truths.reduce((sum, truth) => sum + truth.pages, 0),
    dishes: dishes.length,
    byLanguage: countBy(truths, (truth) => truth.language),
    byRenderer: countBy(truths, (truth) => (truth.layout === 'tavola' ? 'tavola' : truth.kind)),
    byLayout: countBy(truths, (truth) => truth.layout),
    byFontSet: countBy(truths, (truth) => truth.fonts.set),
    byFontCategory: countBy(truths, (truth) => truth.fonts.category),
    byVenue: countBy(truths, (truth) => truth.venue),
    byPages: countBy(truths, (truth) => String(truth.pages)),
    byPriceFormat: countBy(truths, (truth) => truth.style.priceFormat),
    byAllergens: countBy(truths, (truth) =>
      truth.style.allergens ? `${truth.style.allergens} ${truth.style.allergenMark}` : 'none',
    ),
    byDietary: countBy(truths, (truth) => truth.style.dietary ?? 'none'),
    bySecondLanguage: countBy(truths, (truth) =>
      truth.languages.length > 1 ? truth.style.secondLanguage : 'none',
    ),
    withSizes: truths.filter((truth) =>
      truth.sections.some((section) => section.dishes.some((dish) => dish.prices.length > 1)),
    ).length,
    withCapitalHeadings: truths.filter((truth) => truth.style.headingCase === 'upper').length,
    withCapitalNames: truths.filter((truth) => truth.style.dishNameCase === 'upper').length,
    withoutDescriptions: truths.filter((truth) => !truth.style.descriptions).length,
    withNote: truths.filter((truth) => truth.style.note).length,
    dishesPerMenu: {
      min: Math.min(...truths.map((truth) => truth.sections.reduce((sum, s) => sum + s.dishes.length, 0))),
      max: Math.max(...truths.map((truth) => truth.sections.reduce((sum, s) => sum + s.dishes.length, 0))),
    },
  };
}

checkFontFiles();
const started = performance.now();
const version = corpusVersion();
const menus = generateCorpus().filter((menu) => !only || only.some((prefix) => menu.id.startsWith(prefix)));
fs.mkdirSync(CORPUS_DIR, { recursive: true });
console.log(
  `menu-reading corpus ${version}: ${menus.length} menus into ${path.relative(process.cwd(), CORPUS_DIR)}`,
);
console.log(`load average at start: ${os.loadavg()[0].toFixed(2)}`);

// Chromium is started only if an HTML menu needs building
let browserPromise;
const browser = () => {
  browserPromise ??= openBrowser();
  return browserPromise;
};

// two menus at a time: the machine's two cores share Chromium, pdf.js and sharp's threads
const truths = new Array(menus.length);
let next = 0;
let built = 0;
async function worker() {
  while (next < menus.length) {
    const index = next++;
    const menu = menus[index];
    const kept = builtMenu(menu, version);
    if (kept) {
      truths[index] = kept;
      continue;
    }
    const menuStarted = performance.now();
    truths[index] = await buildMenu(menu, version, browser);
    built += 1;
    const seconds = ((performance.now() - menuStarted) / 1000).toFixed(1);
    console.log(`  ${menu.id}: ${truths[index].pages} page(s), ${seconds} s`);
  }
}
try {
  await Promise.all([worker(), worker()]);
} finally {
  if (browserPromise) await (await browserPromise).close();
}

const tooLong = truths.filter((truth) => truth.pages > MAX_PAGES).map((truth) => truth.id);
if (tooLong.length > 0) console.warn(`more than ${MAX_PAGES} pages: ${tooLong.join(', ')}`);
if (!only) {
  const index = {
    version,
    dpi: DPI,
    summary: summary(truths),
    menus: truths.map((truth) => ({
      id: truth.id,
      kind: truth.kind,
      layout: truth.layout,
      language: truth.language,
      languages: truth.languages,
      venue: truth.venue,
      fonts: truth.fonts,
      pages: truth.pages,
      truth: `${truth.id}/truth.json`,
      ...filesOf(truth.id, truth.pages),
    })),
  };
  fs.writeFileSync(path.join(CORPUS_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(JSON.stringify(index.summary, null, 1).replace(/\n\s*/g, ' '));
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${built} built, ${menus.length - built} up to date, in ${seconds} s`);
console.log(`load average at end: ${os.loadavg()[0].toFixed(2)}`);
