/**
 * The printed menu's page (A4 in points, margins, columns, gaps) and what the measuring
 * (menu-pdf-measure.ts) hands to the drawing (menu-pdf-draw.ts): runs of text measured at the
 * width they are drawn at.
 */
import type { components } from '@tavola/api/schema';
import type { PdfFont } from '#lib/pdf-fonts.ts';
import type { MenuPdfTexts } from './menu-pdf-texts.ts';

export type PublicMenu = components['schemas']['PublicMenu'];
export type PublicMenuItem = components['schemas']['PublicMenuItem'];
export type PublicOptionGroup = PublicMenuItem['optionGroups'][number];

/** pdfkit's `openImage` (decodes once, tells the size) is missing from @types/pdfkit. */
export type OpenedImage = { width: number; height: number };

export type Doc = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage };

/** A4 in PDF points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/** Generous margins, as printed menus have; the bottom one holds the page number. */
export const MARGIN = { top: 62, bottom: 78, side: 66 } as const;
export const CONTENT = {
  left: MARGIN.side,
  width: PAGE.width - 2 * MARGIN.side,
  top: MARGIN.top,
  bottom: PAGE.height - MARGIN.bottom,
} as const;

export const PRICE_COLUMN = 92;
/** An item's photo, left of its texts when the menu prints photos: at most this wide and high. */
export const PHOTO = { size: 76, gap: 12, radius: 4 } as const;
/** A spiciness chilli beside the dietary marks: its box, in points. */
export const CHILLI = { width: 8, height: 8, gap: 1.5 } as const;
const COLUMN_GAP = 18;
export const TEXT_COLUMN = CONTENT.width - PRICE_COLUMN - COLUMN_GAP;
export const PAGE_NUMBER_Y = PAGE.height - 46;
export const LOGO_BOX = { width: 150, height: 70 } as const;
export const GAP = {
  afterItem: 13,
  beforeSection: 20,
  afterSectionTitle: 14,
  inItem: 2.5,
  closing: 16,
} as const;

/** The allergen legend: three columns of five (the last of four), numbered down each column. */
export const LEGEND = { columns: 3, rows: Math.ceil(14 / 3), rowHeight: 12, top: 26 } as const;

export interface Colours {
  highlight: string;
  sectionTitle: string;
  text: string;
}

export interface LayoutContext {
  colours: Colours;
  texts: MenuPdfTexts;
  locale: string;
  currency: string;
}

/** One run of text in a block: measured first, drawn later at the same width. */
export interface TextRun {
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
  /** chillies drawn after the run's last line (the spiciness, 1-3) */
  chillies?: number;
}

export interface MeasuredLine {
  text: string;
  width: number;
}

export interface MeasuredRun extends TextRun {
  height: number;
  /** the run broken into lines here; null for one left to pdfkit's line wrapper (see measureRun) */
  lines: MeasuredLine[] | null;
}

export interface MeasuredColumn {
  runs: MeasuredRun[];
  height: number;
}

export function textOptions(run: TextRun, width: number): PDFKit.Mixins.TextOptions {
  return {
    width,
    align: run.align ?? 'left',
    lineGap: run.lineGap ?? 0,
    characterSpacing: run.characterSpacing ?? 0,
  };
}
