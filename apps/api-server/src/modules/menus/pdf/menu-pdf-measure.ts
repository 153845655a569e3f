/**
 * Measuring, before anything is drawn: each block of the menu (an item, a section title, the
 * closing footer, legend and contacts) as runs of text broken into lines at the width they will be
 * drawn at, with its height, so that the drawing (menu-pdf-draw.ts) can keep every block on one page.
 */
import { formatPrice } from '@tavola/domain/price';
import type { PdfFont } from '#lib/pdf-fonts.ts';
import {
  CHILLI,
  CONTENT,
  type Doc,
  GAP,
  type LayoutContext,
  LEGEND,
  type MeasuredColumn,
  type MeasuredLine,
  type MeasuredRun,
  type OpenedImage,
  PHOTO,
  PRICE_COLUMN,
  type PublicMenu,
  type PublicMenuItem,
  TEXT_COLUMN,
  type TextRun,
  textOptions,
} from './menu-pdf-layout.ts';
import { allergenNumbers, dietaryLegendOf, dietaryMarks, optionLines } from './menu-pdf-options.ts';

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

function priceText(price: number | null, currency: string, locale: string): string | null {
  if (price === null || !Number.isFinite(price)) return null;
  try {
    return formatPrice(price, currency, locale);
  } catch {
    // an unknown locale or currency must not fail the whole PDF: what always works
    return formatPrice(price, 'EUR', 'en');
  }
}

/** The photo's box beside the item: as wide as `PHOTO.size`, no higher than it either. */
function photoBox(photo: OpenedImage): { width: number; height: number } {
  const scale = Math.min(PHOTO.size / photo.width, PHOTO.size / photo.height);
  return { width: photo.width * scale, height: photo.height * scale };
}

/**
 * The name, marks, labels, texts, options and allergens of an item (left) and its price (right),
 * measured. In a section with photos (`photoColumn`) the texts of every item start right of the
 * photo column, so they line up whether an item has a photo or not.
 */
export function measureItem(
  doc: Doc,
  item: PublicMenuItem,
  context: LayoutContext,
  photo: OpenedImage | null = null,
  photoColumn = photo !== null,
) {
  const { colours, texts, locale } = context;
  const left: TextRun[] = [
    { text: item.name, font: 'serif-bold', size: 11.5, colour: colours.text, lineGap: 1 },
  ];
  const marks = dietaryMarks(item.dietaryTags, texts);
  if (marks !== '' || item.spiciness > 0) {
    left.push({
      // a lone chilli still needs a line to sit on: a no-break space draws nothing
      text: marks === '' ? '\u00a0' : marks,
      font: 'sans-bold',
      size: 7.5,
      colour: colours.highlight,
      gapBefore: GAP.inItem,
      chillies: item.spiciness,
    });
  }
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
  // ingredients and notes: small, italic and lighter than the description
  const note = (text: string): TextRun => ({
    text,
    font: 'sans-italic',
    size: 8.5,
    colour: colours.text,
    opacity: 0.75,
    lineGap: 1,
    gapBefore: GAP.inItem,
  });
  if (item.ingredients) left.push(note(`${texts.ingredients}: ${item.ingredients}`));
  if (item.additionalNotes) left.push(note(item.additionalNotes));
  const price = (value: number) => priceText(value, context.currency, locale);
  for (const line of optionLines(item, texts, price)) {
    left.push({
      text: line,
      font: 'sans',
      size: 8.5,
      colour: colours.text,
      opacity: 0.85,
      lineGap: 1,
      gapBefore: GAP.inItem,
    });
  }
  const allergens = allergenNumbers(item.allergens);
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
  const itemPrice = price(item.price ?? Number.NaN);
  if (itemPrice) {
    right.push({ text: itemPrice, font: 'sans-bold', size: 11, colour: colours.highlight, align: 'right' });
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
      gapBefore: itemPrice ? 2 : 0,
    });
  }
  const box = photo ? photoBox(photo) : null;
  const textOffset = photoColumn || box ? PHOTO.size + PHOTO.gap : 0;
  const textColumn = measureColumn(doc, left, TEXT_COLUMN - textOffset);
  const priceColumn = measureColumn(doc, right, PRICE_COLUMN);
  return {
    textColumn,
    priceColumn,
    photo: photo && box ? { image: photo, ...box } : null,
    /** where the texts start, from the content's left edge */
    textOffset,
    // the price is set 1pt lower so its digits sit on the name's baseline (11 pt beside 11.5 pt)
    height: Math.max(textColumn.height, priceColumn.height + 1, box?.height ?? 0),
  };
}

export type MeasuredItem = ReturnType<typeof measureItem>;

export function measureSectionTitle(doc: Doc, name: string) {
  doc.font('serif-bold').fontSize(16);
  const options = { width: CONTENT.width - 120, align: 'center' as const, lineGap: 1 };
  return { options, height: doc.heightOfString(name, options), width: doc.widthOfString(name) };
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
export function measureClosing(doc: Doc, menu: PublicMenu, context: LayoutContext) {
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
  const dietary = measureDietaryLegend(doc, menu, context);

  const contacts = measureColumn(
    doc,
    [
      centred(menu.clubName, 'serif-bold', 11, { colour: colours.sectionTitle }),
      ...contactLines(menu).map((line) => centred(line, 'sans', 8.5, { opacity: 0.8, gapBefore: 3 })),
    ],
    CONTENT.width,
  );
  const height =
    (footer ? footer.height + GAP.closing : 0) +
    legendHeight +
    (dietary ? dietary.height + GAP.closing : 0) +
    GAP.closing +
    contacts.height;
  return { footer, legendHeight, dietary, contacts, height, texts };
}

/**
 * The legend of the dietary marks the menu uses ("V Vegetarian · GF Gluten-free") and of the
 * chillies when a dish is spicy; null when no dish has either.
 */
function measureDietaryLegend(doc: Doc, menu: PublicMenu, context: LayoutContext): MeasuredColumn | null {
  const { colours, texts } = context;
  const { tags, spicy } = dietaryLegendOf(menu.sections.flatMap((section) => section.items));
  if (tags.length === 0 && !spicy) return null;
  const runs: TextRun[] = [
    { text: texts.dietaryLegend, font: 'sans-bold', size: 9, colour: colours.sectionTitle },
  ];
  if (tags.length > 0)
    runs.push({
      text: tags.map((tag) => `${texts.dietary[tag].mark} ${texts.dietary[tag].name}`).join('   ·   '),
      font: 'sans',
      size: 8,
      colour: colours.text,
      opacity: 0.9,
      lineGap: 1.5,
      gapBefore: 6,
    });
  if (spicy)
    runs.push({
      text: texts.spicy,
      font: 'sans',
      size: 8,
      colour: colours.text,
      opacity: 0.9,
      gapBefore: 4,
      chillies: 1,
    });
  return measureColumn(doc, runs, CONTENT.width - CHILLI.width * 2);
}

export type MeasuredClosing = ReturnType<typeof measureClosing>;
