/**
 * The gutter between a page's two columns, from the boxes of what is printed on it: the widest
 * vertical strip near the middle of the page that (almost) no narrow box crosses. The layout step
 * finds it among a line's segments (../layout/columns.ts), the OCR reader among the words of a
 * first reading, to read each column on its own (ocr-columns.ts).
 */
import type { PageText, TextBox } from './page-text.ts';

/** The page is cut into this many strips to find the gutter. */
const STRIPS = 200;

/**
 * The x of the gutter between two columns, or null for a page in one column. `crossingShare`: what
 * share of the boxes may cross it (titles, headings across the page).
 */
export function findGutter(
  page: Pick<PageText, 'width'>,
  boxes: readonly { box: TextBox }[],
  crossingShare = 0.05,
): number | null {
  const strip = findGutterStrip(page, boxes, crossingShare);
  return strip && (strip.left + strip.right) / 2;
}

/** The empty strip between two columns (its left and right x), or null for a page in one column. */
export function findGutterStrip(
  page: Pick<PageText, 'width'>,
  boxes: readonly { box: TextBox }[],
  crossingShare = 0.05,
): { left: number; right: number } | null {
  const narrow = boxes.filter((each) => each.box.width < page.width * 0.48);
  if (narrow.length < 6) return null;
  const covered = new Array<number>(STRIPS).fill(0);
  const strip = (x: number) => Math.min(STRIPS - 1, Math.max(0, Math.floor((x / page.width) * STRIPS)));
  for (const each of narrow) {
    for (let index = strip(each.box.x); index <= strip(each.box.x + each.box.width); index++)
      covered[index] = (covered[index] ?? 0) + 1;
  }
  // the longest run of strips between 25% and 75% of the page's width that almost nothing crosses
  // (a title or a heading across the page may)
  const crossings = Math.max(2, narrow.length * crossingShare);
  let best: { from: number; to: number } | null = null;
  let from = -1;
  for (let index = Math.floor(STRIPS * 0.25); index <= Math.ceil(STRIPS * 0.75); index++) {
    if ((covered[index] ?? 0) <= crossings) {
      if (from < 0) from = index;
      if (!best || index - from > best.to - best.from) best = { from, to: index };
    } else from = -1;
  }
  if (!best) return null;
  const gutter = (((best.from + best.to + 1) / 2) * page.width) / STRIPS;
  const left = narrow.filter((each) => each.box.x + each.box.width <= gutter).length;
  const right = narrow.length - left;
  // both sides carry a real share of the page's text
  if (left < narrow.length * 0.2 || right < narrow.length * 0.2) return null;
  return { left: (best.from * page.width) / STRIPS, right: ((best.to + 1) * page.width) / STRIPS };
}
