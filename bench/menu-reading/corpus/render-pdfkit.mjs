// The corpus's own PDF renderer, on pdfkit: a menu in one of the five layouts, set in one of the
// font sets, with a text layer as any PDF made by a word processor or a design tool has.
// Every block (a heading, a dish) is measured before it is drawn, so that none splits across a
// column or a page and a heading stays with its first dish, as a typesetter would keep them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_SETS } from './fonts.mjs';
import { allergenLegend, dietaryLegend, printedDish, sizeLabels } from './menu-text.mjs';

const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../../apps/api-server/package.json'));
const PDFDocument = apiRequire('pdfkit');

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 54, bottom: 54, side: 58 };
const COLUMN_GAP = 26;
/** A fixed date, so that the same menu makes the same bytes. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

/** How a layout places a dish's price: after its name, at the right, or at the right after dots. */
const LAYOUTS = {
  'one-column': { columns: 1, prices: 'inline' },
  'two-columns': { columns: 2, prices: 'right' },
  'price-column': { columns: 1, prices: 'right' },
  'dot-leaders': { columns: 1, prices: 'leaders' },
  'section-per-page': { columns: 1, prices: 'right', pagePerSection: true },
};

/** Pages, columns and the cursor in the current column. */
class Flow {
  constructor(doc, columns, paper) {
    this.doc = doc;
    this.columns = columns;
    this.paper = paper;
    this.width = (PAGE.width - 2 * MARGIN.side - (columns - 1) * COLUMN_GAP) / columns;
    this.bottom = PAGE.height - MARGIN.bottom;
    this.addPage();
  }

  addPage() {
    this.doc.addPage();
    if (this.paper !== '#ffffff') this.doc.rect(0, 0, PAGE.width, PAGE.height).fill(this.paper);
    this.column = 0;
    this.top = MARGIN.top;
    this.y = this.top;
    this.lowest = this.top;
  }

  get x() {
    return MARGIN.side + this.column * (this.width + COLUMN_GAP);
  }

  /** Columns start below what spans the page (the header). */
  startColumnsAt(y) {
    this.top = y;
    this.y = y;
    this.lowest = y;
  }

  /** Moves to the next column or page unless `height` fits below the cursor. */
  ensure(height) {
    if (this.y + height <= this.bottom || this.y === this.top) return;
    if (this.column + 1 < this.columns) {
      this.column += 1;
      this.y = this.top;
    } else {
      this.addPage();
    }
  }

  advance(height) {
    this.y += height;
    this.lowest = Math.max(this.lowest, this.y);
  }
}

/** The ascent of the current font at the current size: where its baseline sits below a line's top. */
function ascent(doc) {
  return (doc._font.ascender / 1000) * doc._fontSize;
}

/**
 * Runs of text on one line, left to right, their baselines aligned (a superscript run keeps its
 * top at the line's top instead, so it sits raised); a run that does not fit goes to the next
 * line. Measures only unless `draw`; returns the height and where the last line ends.
 */
function placeRuns(doc, runs, x, y, width, draw, align = 'left') {
  const measured = runs.map((run) => {
    doc.font(run.font).fontSize(run.size);
    return {
      ...run,
      width: doc.widthOfString(run.text, { characterSpacing: run.spacing ?? 0 }),
      ascent: ascent(doc),
      lineHeight: doc.currentLineHeight(true),
    };
  });
  const lines = [[]];
  let lineWidth = 0;
  for (const run of measured) {
    const gap = lines.at(-1).length === 0 ? 0 : (run.gap ?? 0);
    if (lines.at(-1).length > 0 && lineWidth + gap + run.width > width) {
      lines.push([]);
      lineWidth = 0;
    }
    lineWidth += (lines.at(-1).length === 0 ? 0 : (run.gap ?? 0)) + run.width;
    lines.at(-1).push(run);
  }
  let top = y;
  let endX = x;
  for (const line of lines) {
    const lineAscent = Math.max(...line.map((run) => (run.superscript ? 0 : run.ascent)));
    const height = Math.max(...line.map((run) => run.lineHeight));
    const total = line.reduce((sum, run, index) => sum + run.width + (index === 0 ? 0 : (run.gap ?? 0)), 0);
    let cursor = align === 'center' ? x + (width - total) / 2 : x;
    line.forEach((run, index) => {
      if (index > 0) cursor += run.gap ?? 0;
      if (draw) {
        const runTop = run.superscript ? top : top + lineAscent - run.ascent;
        doc
          .font(run.font)
          .fontSize(run.size)
          .fillColor(run.colour ?? '#222222')
          .text(run.text, cursor, runTop, {
            lineBreak: run.width > width,
            width: run.width > width ? width : undefined,
            characterSpacing: run.spacing ?? 0,
          });
      }
      cursor += run.width;
    });
    endX = cursor;
    top += height;
  }
  return { height: top - y, endX, lastLineTop: top - Math.max(...lines.at(-1).map((run) => run.lineHeight)) };
}

/** A wrapped paragraph in one font; measures only unless `draw`. */
function paragraph(doc, text, font, size, x, y, width, draw, options = {}) {
  doc.font(font).fontSize(size);
  const textOptions = { width, lineGap: options.lineGap ?? 1, align: options.align ?? 'left' };
  const height = doc.heightOfString(text, textOptions);
  if (draw) doc.fillColor(options.colour ?? '#333333').text(text, x, y, textOptions);
  return height;
}

/** The renderer's sizes for a menu: a font set's faces and the menu's scale (shrunk to fit pages). */
function typeOf(menu, scale) {
  const set = FONT_SETS[menu.fonts.set];
  const script = set.category === 'script';
  return {
    set,
    script,
    name: 11 * scale,
    description: 9 * scale,
    small: 7.5 * scale,
    heading: (script ? 25 : set.heading.family === 'Oswald' ? 17 : 15) * scale,
    priceSlot: 52 * scale,
    dishGap: 7 * scale,
  };
}

/** A dish's block: name line (with prices, dots or marks), translation, description, allergens. */
function dishBlock(doc, menu, dish, type, prices, x, y, width, draw) {
  const printed = printedDish(dish, menu);
  const slots = prices === 'inline' ? 0 : printed.prices.length;
  const slotsWidth = slots * type.priceSlot;
  const textWidth = width - slotsWidth - (slots > 0 ? 10 : 0);
  const runs = [{ text: printed.name, font: 'bold', size: type.name }];
  if (printed.translationBeside)
    runs.push({ text: `/ ${printed.translationBeside}`, font: 'italic', size: type.name * 0.92, gap: 4 });
  if (printed.dietary) runs.push({ text: printed.dietary, font: 'italic', size: type.description, gap: 5 });
  if (printed.allergensAfterName) {
    runs.push(
      printed.superscript
        ? {
            text: printed.allergensAfterName,
            font: 'body',
            size: type.small * 0.9,
            gap: 1.5,
            superscript: true,
          }
        : { text: printed.allergensAfterName, font: 'body', size: type.description, gap: 4 },
    );
  }
  if (prices === 'inline') {
    // one-column menus print the price right after the name; sizes with their labels
    const text = printed.prices.map((price) => (price.label ? `${price.label} ${price.text}` : price.text));
    runs.push({
      text: text.join('  ·  '),
      font: 'bold',
      size: type.name,
      gap: 12,
      colour: menu.style.accent,
    });
  }
  const nameLine = placeRuns(doc, runs, x, y, textWidth, draw);
  if (draw && slots > 0) {
    doc.font('bold').fontSize(type.name);
    const slotsX = x + width - slotsWidth;
    printed.prices.forEach((price, index) => {
      doc
        .fillColor(menu.style.accent)
        .text(price.text, slotsX + index * type.priceSlot, nameLine.lastLineTop, {
          width: type.priceSlot,
          align: 'right',
          lineBreak: false,
        });
    });
    if (prices === 'leaders') {
      doc.font('body').fontSize(type.name);
      const dotWidth = doc.widthOfString('.');
      const from = nameLine.endX + 5;
      const firstPriceWidth = doc.font('bold').widthOfString(printed.prices[0].text);
      const to = slotsX + type.priceSlot - firstPriceWidth - 5;
      const count = Math.floor((to - from) / dotWidth);
      if (count > 2)
        doc
          .font('body')
          .fillColor('#555555')
          .text('.'.repeat(count), from, nameLine.lastLineTop, { lineBreak: false });
    }
  }
  let height = nameLine.height;
  if (printed.translationUnder) {
    height += paragraph(
      doc,
      printed.translationUnder,
      'italic',
      type.description,
      x,
      y + height,
      textWidth,
      draw,
      {
        colour: '#555555',
      },
    );
  }
  if (printed.description) {
    height += 1;
    height += paragraph(doc, printed.description, 'body', type.description, x, y + height, textWidth, draw);
  }
  if (printed.allergenLine) {
    height += 1;
    height += paragraph(doc, printed.allergenLine, 'body', type.small, x, y + height, textWidth, draw, {
      colour: '#555555',
    });
  }
  return height;
}

/** A section's heading (and its translation), centred for serif and script sets, left for sans. */
function headingBlock(doc, menu, section, type, x, y, width, draw) {
  const align = type.set.category === 'sans' ? 'left' : 'center';
  const spacing = menu.style.headingCase === 'upper' ? 1.5 : 0;
  const english = section.translations.en ?? null;
  const runs = [
    { text: section.name, font: 'heading', size: type.heading, spacing, colour: menu.style.accent },
  ];
  if (english && menu.style.secondLanguage === 'beside')
    runs.push({ text: `· ${english}`, font: 'italic', size: type.heading * 0.6, gap: 6, colour: '#555555' });
  let height = placeRuns(doc, runs, x, y, width, draw, align === 'center' ? 'center' : 'left').height;
  if (english && menu.style.secondLanguage === 'under') {
    height += paragraph(doc, english, 'italic', type.description * 1.1, x, y + height, width, draw, {
      align,
      colour: '#555555',
    });
  }
  if (type.set.category === 'sans') {
    if (draw)
      doc
        .moveTo(x, y + height + 2)
        .lineTo(x + width, y + height + 2)
        .lineWidth(0.6)
        .stroke('#999999');
    height += 4;
  }
  return height + 6;
}

/** The labels of a section's sizes above its price column: "0,2 l   0,4 l". */
function sizesBlock(doc, labels, type, x, y, width, draw) {
  doc.font('italic').fontSize(type.description);
  const height = doc.currentLineHeight(true) + 2;
  if (draw) {
    const slotsX = x + width - labels.length * type.priceSlot;
    labels.forEach((label, index) => {
      doc.fillColor('#555555').text(label, slotsX + index * type.priceSlot, y, {
        width: type.priceSlot,
        align: 'right',
        lineBreak: false,
      });
    });
  }
  return height;
}

/** Venue and title across the top of the first page. */
function headerBlock(doc, menu, type, draw) {
  const x = MARGIN.side;
  const width = PAGE.width - 2 * MARGIN.side;
  let y = MARGIN.top;
  y += paragraph(doc, menu.printed.venue, 'heading', type.heading * 1.6, x, y, width, draw, {
    align: 'center',
    colour: menu.style.accent,
  });
  y += paragraph(doc, menu.printed.title, 'italic', type.name * 1.2, x, y + 2, width, draw, {
    align: 'center',
  });
  return y + 22;
}

/** The note, the allergen legend and the dietary legend, across the page at its bottom. */
function closingBlock(doc, menu, type, y, draw) {
  const x = MARGIN.side;
  const width = PAGE.width - 2 * MARGIN.side;
  let height = 0;
  const { style, language } = menu;
  if (style.note) height += paragraph(doc, style.note, 'italic', type.description, x, y, width, draw) + 4;
  const legend = allergenLegend(style, language);
  if (legend) {
    height += paragraph(doc, legend.title, 'bold', type.small * 1.1, x, y + height, width, draw);
    height += paragraph(doc, legend.entries.join('   '), 'body', type.small, x, y + height, width, draw) + 4;
  }
  const dietary = dietaryLegend(style, language);
  if (dietary) height += paragraph(doc, dietary, 'body', type.small, x, y + height, width, draw);
  return height;
}

/** Renders one menu; resolves with the PDF bytes and its page count. */
export async function renderPdfkitMenu(menu, { scale = 1 } = {}) {
  const layout = LAYOUTS[menu.layout];
  if (!layout) throw new Error(`pdfkit renderer: no layout ${menu.layout}`);
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    bufferPages: true,
    margins: { top: MARGIN.top, bottom: 0, left: MARGIN.side, right: MARGIN.side },
    lang: menu.language,
    info: {
      Title: `${menu.printed.venue} – ${menu.printed.title}`,
      Creator: 'Tavola menu-reading corpus',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const type = typeOf(menu, scale);
  for (const role of ['heading', 'body', 'bold', 'italic']) doc.registerFont(role, type.set[role].woff);

  const flow = new Flow(doc, layout.columns, menu.style.paper);
  flow.startColumnsAt(headerBlock(doc, menu, type, true));
  menu.sections.forEach((section, index) => {
    if (layout.pagePerSection && index > 0) flow.addPage();
    const labels = layout.prices === 'inline' ? null : sizeLabels(section);
    const measure = (block) => block(flow.x, 0, flow.width, false);
    const heading = (x, y, w, draw) => headingBlock(doc, menu, section, type, x, y, w, draw);
    const sizes = (x, y, w, draw) => (labels ? sizesBlock(doc, labels, type, x, y, w, draw) : 0);
    const dish = (entry) => (x, y, w, draw) =>
      dishBlock(doc, menu, entry, type, layout.prices, x, y, w, draw);
    if (flow.y > flow.top) flow.advance(10 * scale);
    // a heading never ends a column: it moves with its sizes and first dish
    flow.ensure(measure(heading) + measure(sizes) + measure(dish(section.dishes[0])));
    flow.advance(heading(flow.x, flow.y, flow.width, true));
    flow.advance(sizes(flow.x, flow.y, flow.width, true));
    for (const entry of section.dishes) {
      const height = measure(dish(entry));
      flow.ensure(height);
      flow.advance(dish(entry)(flow.x, flow.y, flow.width, true) + type.dishGap);
    }
  });
  const closing = closingBlock(doc, menu, type, 0, false);
  if (closing > 0) {
    if (flow.lowest + 16 + closing > flow.bottom) flow.addPage();
    closingBlock(doc, menu, type, flow.bottom - closing, true);
  }
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}
