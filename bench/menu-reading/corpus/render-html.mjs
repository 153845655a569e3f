// The corpus's HTML menus: a page as a venue's website or a design tool would make it, in one of
// the five layouts, printed to PDF by Chromium (playwright-core, Debian's /usr/bin/chromium), so
// its text layer is Chromium's (leaders as clipped runs of dots, columns by CSS).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { FONT_SETS } from './fonts.mjs';
import { allergenLegend, dietaryLegend, printedDish, sizeLabels } from './menu-text.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

function fontFaces(set) {
  const roles = ['heading', 'body', 'bold', 'italic'];
  return roles
    .map((role) => {
      const face = set[role];
      return `@font-face { font-family: "menu-${role}"; src: url("${pathToFileURL(face.woff2)}") format("woff2"); font-weight: ${face.weight}; font-style: ${face.style}; }`;
    })
    .join('\n');
}

function css(menu, scale) {
  const set = FONT_SETS[menu.fonts.set];
  const script = set.category === 'script';
  const sans = set.category === 'sans';
  const { accent, paper, headingCase } = menu.style;
  return `
${fontFaces(set)}
@page { size: A4; margin: 17mm 19mm; background: ${paper}; }
html { font-size: ${10.5 * scale}pt; }
body { margin: 0; font-family: "menu-body"; color: #2a2a2a; background: ${paper}; -webkit-print-color-adjust: exact; }
header { text-align: center; margin-bottom: 1.6rem; }
header h1 { font-family: "menu-heading"; font-weight: ${set.heading.weight}; font-style: ${set.heading.style}; color: ${accent}; font-size: ${script ? 3.2 : 2.3}rem; margin: 0; }
header p { font-family: "menu-italic"; font-style: italic; margin: 0.2rem 0 0; font-size: 1.1rem; }
section { margin-bottom: 1.1rem; }
h2 { font-family: "menu-heading"; font-weight: ${set.heading.weight}; font-style: ${set.heading.style}; color: ${accent};
  font-size: ${script ? 2.4 : 1.45}rem; margin: 0 0 0.15rem; text-align: ${sans ? 'left' : 'center'};
  letter-spacing: ${headingCase === 'upper' ? '0.12em' : 'normal'};
  ${sans ? 'border-bottom: 0.5pt solid #999; padding-bottom: 0.15rem;' : ''} break-after: avoid; }
h2 .translation { font-family: "menu-italic"; font-style: italic; font-weight: normal; font-size: 0.55em; color: #555; letter-spacing: normal; margin-left: 0.4em; }
.section-translation { font-family: "menu-italic"; font-style: italic; color: #555; text-align: ${sans ? 'left' : 'center'}; margin: 0 0 0.3rem; }
.dish { break-inside: avoid; margin: 0.45rem 0; }
.line { display: flex; align-items: baseline; gap: 0.35em; }
.line > span { flex: none; white-space: nowrap; }
.name { font-family: "menu-bold"; font-weight: ${set.bold.weight}; }
.beside { font-family: "menu-italic"; font-style: italic; }
.diet { font-family: "menu-italic"; font-style: italic; font-size: 0.85em; color: #444; }
.allergens { font-size: 0.85em; }
.allergens.sup { font-size: 0.65em; align-self: flex-start; }
.line > .leader { flex: 1 1 0; overflow: hidden; color: #666; min-width: 1em; }
.line > .spacer { flex: 1 1 0; }
.price { font-family: "menu-bold"; font-weight: ${set.bold.weight}; color: ${accent}; width: 4.6em; text-align: right; flex: none; }
.price.inline { width: auto; margin-left: 0.8em; }
.sizes { display: flex; gap: 0.35em; justify-content: flex-end; font-family: "menu-italic"; font-style: italic; color: #555; font-size: 0.85em; break-after: avoid; }
.sizes span { width: 4.6em; text-align: right; }
.under { font-family: "menu-italic"; font-style: italic; color: #555; font-size: 0.9em; }
.description { font-size: 0.88em; margin-top: 0.05rem; }
.allergen-line { font-size: 0.72em; color: #555; margin-top: 0.05rem; }
.columns { column-count: 2; column-gap: 9mm; }
.page-per-section section + section { break-before: page; }
footer { margin-top: 1.4rem; font-size: 0.72rem; color: #444; break-inside: avoid; }
footer .note { font-family: "menu-italic"; font-style: italic; font-size: 0.9rem; margin-bottom: 0.4rem; }
footer strong { font-family: "menu-bold"; }
footer .legend { white-space: pre-wrap; }
`;
}

/** One dish as HTML: the line with its name, marks and prices (or leaders), then what goes under. */
function dishHtml(menu, dish, prices) {
  const printed = printedDish(dish, menu);
  const parts = [`<span class="name">${escapeHtml(printed.name)}</span>`];
  if (printed.translationBeside)
    parts.push(`<span class="beside">/ ${escapeHtml(printed.translationBeside)}</span>`);
  if (printed.dietary) parts.push(`<span class="diet">${escapeHtml(printed.dietary)}</span>`);
  if (printed.allergensAfterName)
    parts.push(
      `<span class="allergens${printed.superscript ? ' sup' : ''}">${escapeHtml(printed.allergensAfterName)}</span>`,
    );
  if (prices === 'inline') {
    const text = printed.prices.map((price) => (price.label ? `${price.label} ${price.text}` : price.text));
    parts.push(`<span class="price inline">${escapeHtml(text.join('  ·  '))}</span>`);
  } else {
    // leaders are dots a word processor would type: many, clipped by the line's width
    parts.push(
      prices === 'leaders'
        ? `<span class="leader">${' .'.repeat(120)}</span>`
        : '<span class="spacer"></span>',
    );
    for (const price of printed.prices) parts.push(`<span class="price">${escapeHtml(price.text)}</span>`);
  }
  const under = [];
  if (printed.translationUnder)
    under.push(`<div class="under">${escapeHtml(printed.translationUnder)}</div>`);
  if (printed.description) under.push(`<div class="description">${escapeHtml(printed.description)}</div>`);
  if (printed.allergenLine)
    under.push(`<div class="allergen-line">${escapeHtml(printed.allergenLine)}</div>`);
  return `<div class="dish"><div class="line">${parts.join('')}</div>${under.join('')}</div>`;
}

function sectionHtml(menu, section, prices) {
  const english = section.translations.en ?? null;
  const beside =
    english && menu.style.secondLanguage === 'beside'
      ? `<span class="translation">· ${escapeHtml(english)}</span>`
      : '';
  const under =
    english && menu.style.secondLanguage === 'under'
      ? `<div class="section-translation">${escapeHtml(english)}</div>`
      : '';
  const labels = prices === 'inline' ? null : sizeLabels(section);
  const sizes = labels
    ? `<div class="sizes">${labels.map((label) => `<span>${escapeHtml(label)}</span>`).join('')}</div>`
    : '';
  const dishes = section.dishes.map((dish) => dishHtml(menu, dish, prices)).join('\n');
  return `<section><h2>${escapeHtml(section.name)}${beside}</h2>${under}${sizes}${dishes}</section>`;
}

function footerHtml(menu) {
  const { style, language } = menu;
  const parts = [];
  if (style.note) parts.push(`<div class="note">${escapeHtml(style.note)}</div>`);
  const legend = allergenLegend(style, language);
  if (legend)
    parts.push(
      `<div><strong>${escapeHtml(legend.title)}</strong><div class="legend">${escapeHtml(legend.entries.join('   '))}</div></div>`,
    );
  const dietary = dietaryLegend(style, language);
  if (dietary) parts.push(`<div>${escapeHtml(dietary)}</div>`);
  return parts.length > 0 ? `<footer>${parts.join('')}</footer>` : '';
}

const BODY_CLASS = {
  'one-column': { prices: 'inline', wrapper: '' },
  'two-columns': { prices: 'right', wrapper: 'columns' },
  'price-column': { prices: 'right', wrapper: '' },
  'dot-leaders': { prices: 'leaders', wrapper: '' },
  'section-per-page': { prices: 'right', wrapper: 'page-per-section' },
};

/** The menu's HTML page; `scale` shrinks the type when the menu would run past three pages. */
export function menuHtml(menu, scale = 1) {
  const layout = BODY_CLASS[menu.layout];
  if (!layout) throw new Error(`HTML renderer: no layout ${menu.layout}`);
  const sections = menu.sections.map((section) => sectionHtml(menu, section, layout.prices)).join('\n');
  return `<!doctype html>
<html lang="${menu.language}"><head><meta charset="utf-8"><title>${escapeHtml(menu.printed.venue)}</title>
<style>${css(menu, scale)}</style></head>
<body><header><h1>${escapeHtml(menu.printed.venue)}</h1><p>${escapeHtml(menu.printed.title)}</p></header>
<main class="${layout.wrapper}">${sections}</main>
${footerHtml(menu)}
</body></html>`;
}

/** One Chromium for the whole build: it starts in seconds on this machine, a page in milliseconds. */
export async function openBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Prints the menu's page to PDF; the HTML is kept beside it (`htmlFile`), whose fonts are files. */
export async function renderHtmlMenu(browser, menu, htmlFile, { scale = 1 } = {}) {
  fs.mkdirSync(path.dirname(htmlFile), { recursive: true });
  fs.writeFileSync(htmlFile, menuHtml(menu, scale));
  const page = await browser.newPage();
  try {
    await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: false });
    return { pdf };
  } finally {
    await page.close();
  }
}
