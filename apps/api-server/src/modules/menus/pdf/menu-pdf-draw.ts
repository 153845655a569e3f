/**
 * Drawing what menu-pdf-measure.ts measured: the header, the section titles between hairlines, the
 * items in two columns, the closing block at the foot of the last page and the page numbers. The
 * cursor starts a new page whenever the next block would not fit below.
 */
import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import {
  CHILLI,
  CONTENT,
  type Colours,
  type Doc,
  GAP,
  type LayoutContext,
  LEGEND,
  LOGO_BOX,
  type MeasuredColumn,
  type MeasuredRun,
  PAGE_NUMBER_Y,
  PHOTO,
  PRICE_COLUMN,
  type PublicMenu,
  TEXT_COLUMN,
  textOptions,
} from './menu-pdf-layout.ts';
import { type MeasuredClosing, type MeasuredItem, measureSectionTitle } from './menu-pdf-measure.ts';
import { writeMeasuredLine } from './pdfkit-shortcuts.ts';

/**
 * A chilli pepper in a 10 × 10 box, as PDF path operators written once: the body, then its stalk.
 * (pdfkit's `path()` would parse an SVG path again for every chilli of a long menu.)
 */
const CHILLI_BODY =
  '3.4 2.6 m 6.4 2.4 9.2 4.6 9.6 9.2 c 9.7 9.9 9.1 10 8.8 9.5 c 7.4 7.2 5.2 6.3 2.8 6.1 c 0.9 5.9 1 2.8 3.4 2.6 c h';
const CHILLI_STALK = '2.6 3.2 m 2.2 2 3 0.9 4.6 0.6 c';

/** `count` chillies in a row from (x, y), the top of a line `lineHeight` high. */
function drawChillies(doc: Doc, count: number, x: number, y: number, lineHeight: number, colour: string) {
  const top = y + (lineHeight - CHILLI.height) / 2;
  const scale = CHILLI.width / 10;
  for (let index = 0; index < count; index++) {
    const left = x + index * (CHILLI.width + CHILLI.gap);
    doc.save().transform(scale, 0, 0, scale, left, top);
    doc.addContent(CHILLI_BODY).fill(colour);
    doc.addContent(CHILLI_STALK).lineWidth(1.1).lineCap('round').stroke(colour);
    doc.restore();
  }
}

/** Where a run's chillies go: after its last line, a space away. */
function drawRunChillies(doc: Doc, run: MeasuredRun, x: number, top: number) {
  if (!run.chillies || run.chillies <= 0) return;
  const lines = run.lines ?? [{ text: run.text, width: doc.widthOfString(run.text) }];
  const last = lines.at(-1);
  const lineHeight = run.height / Math.max(lines.length, 1);
  const text = last?.text.trim() ?? '';
  const left = x + (text === '' ? 0 : (last?.width ?? 0) + 4);
  drawChillies(doc, run.chillies, left, top + run.height - lineHeight, lineHeight, run.colour);
}

function drawColumn(doc: Doc, column: MeasuredColumn, x: number, y: number, width: number) {
  let top = y;
  column.runs.forEach((run, index) => {
    if (index > 0) top += run.gapBefore ?? 0;
    doc
      .font(run.font)
      .fontSize(run.size)
      .fillColor(run.colour, run.opacity ?? 1);
    if (run.lines === null) {
      doc.text(run.text, x, top, textOptions(run, width));
    } else {
      const lineHeight = run.height / run.lines.length;
      run.lines.forEach((line, lineIndex) => {
        const free = width - line.width;
        const left = run.align === 'right' ? x + free : run.align === 'center' ? x + free / 2 : x;
        writeMeasuredLine(doc, line.text, left, top + lineIndex * lineHeight, {
          characterSpacing: run.characterSpacing ?? 0,
          // what pdfkit's line wrapper would hand on; without it pdfkit measures the line once more
          textWidth: line.width - (run.characterSpacing ?? 0) * (line.text.length - 1),
          wordCount: line.text.split(' ').length,
        });
      });
    }
    drawRunChillies(doc, run, x, top);
    top += run.height;
  });
}

export function drawItem(doc: Doc, item: MeasuredItem, y: number) {
  if (item.photo) {
    const { image, width, height } = item.photo;
    doc.save().roundedRect(CONTENT.left, y, width, height, PHOTO.radius).clip();
    // pdfkit takes an opened image where its types say a Buffer; one opened image is embedded once
    doc.image(image as unknown as Buffer, CONTENT.left, y, { width, height });
    doc.restore();
  }
  drawColumn(doc, item.textColumn, CONTENT.left + item.textOffset, y, TEXT_COLUMN - item.textOffset);
  drawColumn(doc, item.priceColumn, CONTENT.left + CONTENT.width - PRICE_COLUMN, y + 1, PRICE_COLUMN);
}

/** Where the next block goes; starts new pages as blocks need them. */
export class Cursor {
  y = CONTENT.top;
  constructor(private readonly doc: Doc) {}

  get atPageTop(): boolean {
    return this.y === CONTENT.top;
  }

  newPage() {
    this.doc.addPage();
    this.y = CONTENT.top;
  }

  /** Moves to a new page unless `height` fits below; at a page's top anything goes (nothing better). */
  ensureRoom(height: number) {
    if (!this.atPageTop && this.y + height > CONTENT.bottom) this.newPage();
  }
}

export function drawHeader(
  doc: Doc,
  cursor: Cursor,
  menu: PublicMenu,
  logo: Buffer | null,
  colours: Colours,
) {
  if (logo) {
    try {
      const image = doc.openImage(logo);
      const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height, 1);
      const width = image.width * scale;
      const height = image.height * scale;
      // pdfkit takes an opened image where its types say a Buffer
      doc.image(image as unknown as Buffer, CONTENT.left + (CONTENT.width - width) / 2, cursor.y, {
        width,
        height,
      });
      cursor.y += height + 16;
    } catch {
      // bytes that look like a PNG or JPEG but do not decode: the menu prints without its logo
    }
  }
  const centred = { width: CONTENT.width, align: 'center' as const };
  // no letter spacing: text extraction (copy, search, screen readers) would split the words
  doc.font('sans-bold').fontSize(9.5).fillColor(colours.text, 0.65);
  doc.text(menu.clubName, CONTENT.left, cursor.y, centred);
  cursor.y += doc.heightOfString(menu.clubName, centred) + 4;

  // a long name is set smaller rather than filling half the page: two lines at most, when it can
  const nameOptions = { ...centred, lineGap: 2 };
  doc.font('serif-bold').fillColor(colours.highlight, 1);
  let nameHeight = 0;
  for (const size of [28, 24, 20]) {
    nameHeight = doc.fontSize(size).heightOfString(menu.name, nameOptions);
    if (nameHeight <= 2 * (doc.currentLineHeight(true) + nameOptions.lineGap) + 0.5) break;
  }
  doc.text(menu.name, CONTENT.left, cursor.y, nameOptions);
  cursor.y += nameHeight + 10;

  const ruleWidth = 56;
  doc
    .moveTo(CONTENT.left + (CONTENT.width - ruleWidth) / 2, cursor.y)
    .lineTo(CONTENT.left + (CONTENT.width + ruleWidth) / 2, cursor.y)
    .lineWidth(1.2)
    .strokeColor(colours.highlight)
    .stroke();
  cursor.y += 30;
}

/** The title centred between two hairlines (one line); a title that wraps goes without them. */
export function drawSectionTitle(doc: Doc, name: string, y: number, colours: Colours) {
  const title = measureSectionTitle(doc, name);
  doc.fillColor(colours.sectionTitle, 1).text(name, CONTENT.left + 60, y, title.options);
  if (title.width <= title.options.width) {
    const middle = y + 16 * 0.62;
    const centre = CONTENT.left + CONTENT.width / 2;
    const space = title.width / 2 + 14;
    doc.save().lineWidth(0.6).strokeColor(colours.highlight).opacity(0.6);
    doc
      .moveTo(CONTENT.left, middle)
      .lineTo(centre - space, middle)
      .stroke();
    doc
      .moveTo(centre + space, middle)
      .lineTo(CONTENT.left + CONTENT.width, middle)
      .stroke();
    doc.restore();
  }
  return title.height;
}

function drawLegend(doc: Doc, y: number, context: LayoutContext) {
  const { colours, texts } = context;
  doc.save().lineWidth(0.6).strokeColor(colours.highlight).opacity(0.6);
  doc
    .moveTo(CONTENT.left, y)
    .lineTo(CONTENT.left + CONTENT.width, y)
    .stroke();
  doc.restore();
  doc
    .font('sans-bold')
    .fontSize(9)
    .fillColor(colours.sectionTitle, 1)
    .text(texts.allergenLegend, CONTENT.left, y + 8, { width: CONTENT.width });
  const columnWidth = CONTENT.width / LEGEND.columns;
  const top = y + LEGEND.top;
  ALLERGEN_CODES.forEach((code, index) => {
    // numbered down the first column, then the next, as a reader scans a legend
    const x = CONTENT.left + Math.floor(index / LEGEND.rows) * columnWidth;
    const lineY = top + (index % LEGEND.rows) * LEGEND.rowHeight;
    doc
      .font('sans-bold')
      .fontSize(8)
      .fillColor(colours.highlight, 1)
      .text(String(index + 1), x, lineY, { width: 14, align: 'right', lineBreak: false });
    doc
      .font('sans')
      .fontSize(8)
      .fillColor(colours.text, 0.9)
      .text(texts.allergenNames[code], x + 19, lineY, { width: columnWidth - 22, lineBreak: false });
  });
  doc
    .font('sans-italic')
    .fontSize(7.5)
    .fillColor(colours.text, 0.7)
    .text(texts.allergenNote, CONTENT.left, top + LEGEND.rows * LEGEND.rowHeight + 4, {
      width: CONTENT.width,
    });
}

export function drawClosing(doc: Doc, cursor: Cursor, closing: MeasuredClosing, context: LayoutContext) {
  cursor.y += GAP.beforeSection;
  cursor.ensureRoom(closing.height);
  // the closing block sits at the foot of the last page, where a reader looks for it
  let y = Math.max(cursor.y, CONTENT.bottom - closing.height);
  if (closing.footer) {
    drawColumn(doc, closing.footer, CONTENT.left, y, CONTENT.width);
    y += closing.footer.height + GAP.closing;
  }
  drawLegend(doc, y, context);
  y += closing.legendHeight + GAP.closing;
  if (closing.dietary) {
    drawColumn(doc, closing.dietary, CONTENT.left, y, CONTENT.width);
    y += closing.dietary.height + GAP.closing;
  }
  drawColumn(doc, closing.contacts, CONTENT.left, y, CONTENT.width);
}

/**
 * "1 / 3" at the foot of every page, written once the number of pages is known. The three parts
 * are placed with clear gaps: with one space glyph, kerning closed them up so far that text
 * extraction read "1/3".
 */
export function numberPages(doc: Doc, colour: string) {
  const { start, count } = doc.bufferedPageRange();
  const gap = 3.5;
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    doc.font('sans').fontSize(8).fillColor(colour, 0.6);
    const parts = [String(index + 1), '/', String(count)];
    const widths = parts.map((part) => doc.widthOfString(part));
    let x = CONTENT.left + (CONTENT.width - widths.reduce((sum, width) => sum + width, 0) - 2 * gap) / 2;
    parts.forEach((part, i) => {
      doc.text(part, x, PAGE_NUMBER_Y, { lineBreak: false });
      x += (widths[i] ?? 0) + gap;
    });
  }
}
