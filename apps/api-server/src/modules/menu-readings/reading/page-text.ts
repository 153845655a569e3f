/**
 * What every reader of an owner's menu gives the layout step: the words on each page with their
 * places. A PDF's text layer (pdf-text.ts) and OCR of a photo or a scanned page (ocr.ts) both answer
 * this shape, so the layout step (../layout) does not know which one read the page.
 *
 * Coordinates are in the page's own units (PDF points, or pixels of the page image the owner sees in
 * review), origin at the top left, y growing downwards.
 */

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextWord {
  text: string;
  box: TextBox;
  /** 0 to 1: how sure the reader is of this word; 1 for a PDF's text layer */
  confidence: number;
  /**
   * The word's own style, where the reader knows it (a PDF's text layer; OCR does not): a line may
   * mix a bold name with its italic translation, and the layout step cuts lines into segments
   */
  style?: { fontSize: number; bold: boolean; italic: boolean };
}

/**
 * Words on one baseline, left to right. A reader does not split a line at wide gaps: the layout
 * step finds columns and dot leaders from the words' boxes.
 */
export interface TextLine {
  /** the words joined by single spaces */
  text: string;
  box: TextBox;
  words: TextWord[];
  /** the font's size in the page's units (for OCR: estimated from the letters' height) */
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** the lowest confidence of its words */
  confidence: number;
}

export interface PageText {
  /** 1-based */
  page: number;
  width: number;
  height: number;
  /** top to bottom, then left to right */
  lines: TextLine[];
  source: 'text-layer' | 'ocr';
}
