/**
 * The printable menu: A4 portrait pages drawn with pdfkit from the document guests read (hidden
 * sections and items are already left out, texts already in the chosen language), in the theme's
 * PDF colours.
 *
 * The first page opens with the club logo, the club and the menu's name. Each section's title is
 * centred between two hairlines; each item has its name, labels, description, ingredients and
 * allergen numbers on the left and its price with the price text on the right. The last page ends
 * with the menu footer, the legend of the 14 allergens (numbered in the EU order, as printed EU
 * menus do) and the club's contacts. Every page is numbered "1 / N".
 *
 * Pages are laid out here rather than by pdfkit's text flow: every block is measured before it is
 * drawn, so an item never splits across pages and a section title always stays with its first item.
 */
import type { components } from '@tavola/api/schema';
import { ALLERGEN_CODES, type AllergenCode } from '@tavola/domain/allergens';
import { formatPrice } from '@tavola/domain/price';
import { newPdfDocument, type PdfFont, pdfBytes } from '#lib/pdf-fonts.ts';
import { DEFAULT_THEME } from '../../clubs/default-theme.ts';
import { type MenuPdfTexts, menuPdfTexts } from './menu-pdf-texts.ts';
import { GlyphNumbering, usePdfkitShortcuts, writeMeasuredLine } from './pdfkit-shortcuts.ts';

type PublicMenu = components['schemas']['PublicMenu'];
type PublicMenuItem = components['schemas']['PublicMenuItem'];
/** pdfkit's `openImage` (decodes once, tells the size) is missing from @types/pdfkit. */
type OpenedImage = { width: number; height: number };
type Doc = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage };

/** A4 in PDF points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
/** Generous margins, as printed menus have; the bottom one holds the page number. */
const MARGIN = { top: 62, bottom: 78, side: 66 } as const;
const CONTENT = {
  left: MARGIN.side,
  width: PAGE.width - 2 * MARGIN.side,
  top: MARGIN.top,
  bottom: PAGE.height - MARGIN.bottom,
} as const;
const PRICE_COLUMN = 92;
const COLUMN_GAP = 18;
const TEXT_COLUMN = CONTENT.width - PRICE_COLUMN - COLUMN_GAP;
const PAGE_NUMBER_Y = PAGE.height - 46;
const LOGO_BOX = { width: 150, height: 70 } as const;
const GAP = { afterItem: 13, beforeSection: 20, afterSectionTitle: 14, inItem: 2.5, closing: 16 } as const;
/** The allergen legend: three columns of five (the last of four), numbered down each column. */
const LEGEND = { columns: 3, rows: Math.ceil(14 / 3), rowHeight: 12, top: 26 } as const;

/** The fonts, opened in the order the header first uses them (pdfkit names them F2-F5 in it). */
const FONTS: readonly PdfFont[] = ['sans-bold', 'serif-bold', 'sans', 'sans-italic'];

/** Number of each allergen in the legend and next to items: 1-14 in the EU order. */
const ALLERGEN_NUMBER = new Map<AllergenCode, number>(ALLERGEN_CODES.map((code, index) => [code, index + 1]));

export interface MenuPdfOptions {
  /** what guests read: visible content only, texts in `language` (or the originals) */
  menu: PublicMenu;
  /** language of the printed words (captions, legend) and of the prices' format */
  language: string;
  /** PNG or JPEG bytes of the logo, or null */
  logo: Buffer | null;
}

interface Colours {
  highlight: string;
  sectionTitle: string;
  text: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The theme's PDF colours; a stored colour pdfkit cannot read falls back to Tavola's. */
function coloursOf(theme: PublicMenu['theme']): Colours {
  const pick = (value: string | undefined, fallback: string) =>
    value && HEX_COLOUR.test(value) ? value : fallback;
  return {
    highlight: pick(theme.pdfHighlight, DEFAULT_THEME.pdfHighlight),
    sectionTitle: pick(theme.pdfSectionTitle, DEFAULT_THEME.pdfSectionTitle),
    text: pick(theme.pdfText, DEFAULT_THEME.pdfText),
  };
}

/** One run of text in a block: measured first, drawn later at the same width. */
interface TextRun {
  text: string;
  font: PdfFont;
  size: number;
  colour: string;
  /** 0-1; captions and notes are printed lighter than the names */
  opacity?: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
  characterSpacing?: number;
  /** space above this run */
  gapBefore?: number;
}

interface MeasuredLine {
  text: string;
  width: number;
}

interface MeasuredRun extends TextRun {
  height: number;
  /** the run broken into lines here; null for one left to pdfkit's line wrapper (see measureRun) */
  lines: MeasuredLine[] | null;
}

interface MeasuredColumn {
  runs: MeasuredRun[];
  height: number;
}

function textOptions(run: TextRun, width: number): PDFKit.Mixins.TextOptions {
  return {
    width,
    align: run.align ?? 'left',
    lineGap: run.lineGap ?? 0,
    characterSpacing: run.characterSpacing ?? 0,
  };
}

/**
 * The lines of a text broken at its spaces, each as wide as fits; null when a single word is wider
 * than the column (pdfkit's wrapper breaks such a word, a long address for example). Widths are
 * pdfkit's own: it lays text out word by word, each word with the space after it.
 */
function breakAtSpaces(doc: Doc, text: string, width: number): MeasuredLine[] | null {
  const lines: string[] = [];
  let line = '';
  let advance = 0;
  for (const piece of text.split(/(?<= )/)) {
    const wordWidth = doc.widthOfString(piece.trimEnd());
    if (wordWidth > width) return null;
    if (line !== '' && advance + wordWidth > width) {
      lines.push(line.trimEnd());
      line = '';
      advance = 0;
    }
    line += piece;
    advance += doc.widthOfString(piece);
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines.map((lineText) => ({ text: lineText, width: doc.widthOfString(lineText) }));
}

/**
 * Runs are broken into lines here rather than by pdfkit's line wrapper, which (with its Unicode
 * line-breaking rules) was a third of the rendering time of a long menu (bench/pdf), paid once to
 * measure and once more to draw. A line is `currentLineHeight(true) + lineGap` high, as the
 * wrapper counts it. Text with a line break or letter spacing goes to pdfkit as it is.
 */
function measureRun(doc: Doc, run: TextRun, width: number): MeasuredRun {
  doc.font(run.font).fontSize(run.size);
  const options = textOptions(run, width);
  const lineHeight = doc.currentLineHeight(true) + (run.lineGap ?? 0);
  const fullWidth = doc.widthOfString(run.text, options);
  const plain = !run.text.includes('\n');
  let lines: MeasuredLine[] | null = null;
  if (plain && fullWidth <= width) lines = [{ text: run.text, width: fullWidth }];
  else if (plain && !run.characterSpacing) lines = breakAtSpaces(doc, run.text, width);
  if (lines) return { ...run, lines, height: lines.length * lineHeight };
  return { ...run, lines: null, height: doc.heightOfString(run.text, options) };
}

function measureColumn(doc: Doc, runs: TextRun[], width: number): MeasuredColumn {
  let height = 0;
  const measured = runs.map((run, index) => {
    const result = measureRun(doc, run, width);
    height += (index === 0 ? 0 : (run.gapBefore ?? 0)) + result.height;
    return result;
  });
  return { runs: measured, height };
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
    top += run.height;
  });
}

function priceLine(item: PublicMenuItem, currency: string, locale: string): string | null {
  if (item.price === null || !Number.isFinite(item.price)) return null;
  try {
    return formatPrice(item.price, currency, locale);
  } catch {
    // an unknown locale or currency must not fail the whole PDF: what always works
    return formatPrice(item.price, 'EUR', 'en');
  }
}

function allergenLine(item: PublicMenuItem): string | null {
  const numbers = item.allergens
    .map((code) => ALLERGEN_NUMBER.get(code))
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b);
  return numbers.length > 0 ? numbers.join(', ') : null;
}

/** The name, labels, texts and allergens of an item (left) and its price (right), measured. */
function measureItem(doc: Doc, item: PublicMenuItem, context: LayoutContext) {
  const { colours, texts, locale } = context;
  const left: TextRun[] = [
    { text: item.name, font: 'serif-bold', size: 11.5, colour: colours.text, lineGap: 1 },
  ];
  const labels = [item.bestSeller ? texts.bestSeller : null, item.suggested ? texts.suggested : null].filter(
    (label): label is string => label !== null,
  );
  if (labels.length > 0) {
    left.push({
      text: labels.map((label) => label.toLocaleUpperCase(locale)).join('  ·  '),
      font: 'sans-bold',
      size: 7,
      colour: colours.highlight,
      characterSpacing: 0.6,
      gapBefore: GAP.inItem,
    });
  }
  if (item.description) {
    left.push({
      text: item.description,
      font: 'sans',
      size: 9.5,
      colour: colours.text,
      opacity: 0.9,
      lineGap: 1.5,
      gapBefore: GAP.inItem,
    });
  }
  if (item.ingredients) {
    left.push({
      text: `${texts.ingredients}: ${item.ingredients}`,
      font: 'sans-italic',
      size: 8.5,
      colour: colours.text,
      opacity: 0.75,
      lineGap: 1,
      gapBefore: GAP.inItem,
    });
  }
  if (item.additionalNotes) {
    left.push({
      text: item.additionalNotes,
      font: 'sans-italic',
      size: 8.5,
      colour: colours.text,
      opacity: 0.75,
      lineGap: 1,
      gapBefore: GAP.inItem,
    });
  }
  const allergens = allergenLine(item);
  if (allergens) {
    left.push({
      text: `${texts.allergens}: ${allergens}`,
      font: 'sans',
      size: 8,
      colour: colours.text,
      opacity: 0.7,
      gapBefore: GAP.inItem,
    });
  }

  const right: TextRun[] = [];
  const price = priceLine(item, context.currency, locale);
  if (price) {
    right.push({ text: price, font: 'sans-bold', size: 11, colour: colours.highlight, align: 'right' });
  }
  if (item.priceText) {
    right.push({
      text: item.priceText,
      font: 'sans-italic',
      size: 8.5,
      colour: colours.text,
      opacity: 0.75,
      align: 'right',
      lineGap: 1,
      gapBefore: price ? 2 : 0,
    });
  }
  const textColumn = measureColumn(doc, left, TEXT_COLUMN);
  const priceColumn = measureColumn(doc, right, PRICE_COLUMN);
  return {
    textColumn,
    priceColumn,
    // the price is set 1pt lower so its digits sit on the name's baseline (11 pt beside 11.5 pt)
    height: Math.max(textColumn.height, priceColumn.height + 1),
  };
}

type MeasuredItem = ReturnType<typeof measureItem>;

function drawItem(doc: Doc, item: MeasuredItem, y: number) {
  drawColumn(doc, item.textColumn, CONTENT.left, y, TEXT_COLUMN);
  drawColumn(doc, item.priceColumn, CONTENT.left + CONTENT.width - PRICE_COLUMN, y + 1, PRICE_COLUMN);
}

interface LayoutContext {
  colours: Colours;
  texts: MenuPdfTexts;
  locale: string;
  currency: string;
}

/** Where the next block goes; starts new pages as blocks need them. */
class Cursor {
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

function drawHeader(doc: Doc, cursor: Cursor, menu: PublicMenu, logo: Buffer | null, colours: Colours) {
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

function measureSectionTitle(doc: Doc, name: string) {
  doc.font('serif-bold').fontSize(16);
  const options = { width: CONTENT.width - 120, align: 'center' as const, lineGap: 1 };
  return { options, height: doc.heightOfString(name, options), width: doc.widthOfString(name) };
}

/** The title centred between two hairlines (one line); a title that wraps goes without them. */
function drawSectionTitle(doc: Doc, name: string, y: number, colours: Colours) {
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

/** "https://www.instagram.com/trattoria/" reads "instagram.com/trattoria" on paper. */
function shortAddress(value: string): string {
  return value
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

function contactLines(menu: PublicMenu): string[] {
  const joined = (parts: (string | null | undefined)[]) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join('   ·   ');
  // a user name is printed with its site's name; an address already says which site it is
  const social = (site: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (!text) return null;
    return /^https?:\/\//i.test(text) || text.includes('/') ? shortAddress(text) : `${site} ${text}`;
  };
  return [
    menu.clubAddress?.trim() ?? '',
    joined([
      menu.clubDisplayPhone,
      menu.clubDisplayEmail,
      menu.clubWebsite?.trim() ? shortAddress(menu.clubWebsite.trim()) : null,
    ]),
    joined([
      social('Instagram', menu.clubInstagram),
      social('Facebook', menu.clubFacebook),
      menu.clubWhatsapp?.trim() ? `WhatsApp ${menu.clubWhatsapp.trim()}` : null,
    ]),
  ].filter((line) => line !== '');
}

/** The menu footer, the allergen legend and the contacts: measured to stay together on the last page. */
function measureClosing(doc: Doc, menu: PublicMenu, context: LayoutContext) {
  const { colours, texts } = context;
  const centred = (text: string, font: PdfFont, size: number, extra: Partial<TextRun> = {}): TextRun => ({
    text,
    font,
    size,
    colour: colours.text,
    align: 'center',
    lineGap: 1.5,
    ...extra,
  });
  const footer = menu.footer?.trim()
    ? measureColumn(doc, [centred(menu.footer.trim(), 'sans-italic', 9.5, { opacity: 0.85 })], CONTENT.width)
    : null;

  const legendHeight = LEGEND.top + LEGEND.rows * LEGEND.rowHeight + 4 + 10;

  const contacts = measureColumn(
    doc,
    [
      centred(menu.clubName, 'serif-bold', 11, { colour: colours.sectionTitle }),
      ...contactLines(menu).map((line) => centred(line, 'sans', 8.5, { opacity: 0.8, gapBefore: 3 })),
    ],
    CONTENT.width,
  );
  const height = (footer ? footer.height + GAP.closing : 0) + legendHeight + GAP.closing + contacts.height;
  return { footer, legendHeight, contacts, height, texts };
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

function drawClosing(
  doc: Doc,
  cursor: Cursor,
  closing: ReturnType<typeof measureClosing>,
  context: LayoutContext,
) {
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
  drawColumn(doc, closing.contacts, CONTENT.left, y, CONTENT.width);
}

/**
 * "1 / 3" at the foot of every page, written once the number of pages is known. The three parts
 * are placed with clear gaps: with one space glyph, kerning closed them up so far that text
 * extraction read "1/3".
 */
function numberPages(doc: Doc, colour: string) {
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

/** Renders the menu; resolves with the PDF bytes. */
export async function renderMenuPdf({ menu, language, logo }: MenuPdfOptions): Promise<Buffer> {
  const doc = (await newPdfDocument({
    size: 'A4',
    // pdfkit's own page flow is kept out of the way (see the file's comment): its bottom margin
    // is below everything drawn, so it never starts a page on its own
    margins: { top: MARGIN.top, bottom: 24, left: MARGIN.side, right: MARGIN.side },
    autoFirstPage: false,
    bufferPages: true,
    fontLayoutCache: true,
    info: { Title: `${menu.clubName} – ${menu.name}`, Author: menu.clubName, Creator: 'Tavola' },
    lang: language,
    displayTitle: true,
  })) as Doc;
  usePdfkitShortcuts(doc);
  const done = pdfBytes(doc);

  try {
    const context: LayoutContext = {
      colours: coloursOf(menu.theme),
      texts: menuPdfTexts(language),
      locale: language,
      currency: menu.currency,
    };
    const numbering = new GlyphNumbering(doc, FONTS);
    // pdfkit's line wrapper, which measures some texts, needs a page
    doc.addPage();
    // everything is measured before anything is drawn, so the glyphs are numbered in one order
    const sections = menu.sections.map((section) => ({
      name: section.name,
      title: measureSectionTitle(doc, section.name),
      items: section.items.map((item) => measureItem(doc, item, context)),
    }));
    const closing = measureClosing(doc, menu, context);
    numbering.include();

    const cursor = new Cursor(doc);
    drawHeader(doc, cursor, menu, logo, context.colours);

    for (const { name, title, items } of sections) {
      const first = items[0];
      if (!cursor.atPageTop) cursor.y += GAP.beforeSection;
      // a title never ends a page: it moves to the next one with its first item
      cursor.ensureRoom(title.height + GAP.afterSectionTitle + (first?.height ?? 0));
      cursor.y += drawSectionTitle(doc, name, cursor.y, context.colours) + GAP.afterSectionTitle;
      items.forEach((item, index) => {
        if (index > 0) cursor.y += GAP.afterItem;
        cursor.ensureRoom(item.height);
        drawItem(doc, item, cursor.y);
        cursor.y += item.height;
      });
    }

    drawClosing(doc, cursor, closing, context);
    numberPages(doc, context.colours.text);
    numbering.complete();
    doc.end();
  } catch (error) {
    doc.end();
    await done.catch(() => undefined);
    throw error;
  }
  return done;
}
