/**
 * A page's segments in reading order. A menu in two columns is read down the left column, then down
 * the right one; a segment that spans the gutter (a title, a section heading across the page, a
 * legend) ends the band of columns above it. Found from the segments' boxes: the gutter is the
 * widest vertical strip near the middle of the page that (almost) no narrow segment crosses.
 */
import type { PageText } from '../reading/page-text.ts';
import type { Segment } from './segments.ts';

/** The page is cut into this many strips to find the gutter. */
const STRIPS = 200;

/** The x of the gutter between two columns, or null for a page in one column. */
export function findGutter(page: Pick<PageText, 'width'>, segments: readonly Segment[]): number | null {
  const narrow = segments.filter((segment) => segment.box.width < page.width * 0.48);
  if (narrow.length < 6) return null;
  const covered = new Array<number>(STRIPS).fill(0);
  const strip = (x: number) => Math.min(STRIPS - 1, Math.max(0, Math.floor((x / page.width) * STRIPS)));
  for (const segment of narrow) {
    for (let index = strip(segment.box.x); index <= strip(segment.box.x + segment.box.width); index++)
      covered[index] = (covered[index] ?? 0) + 1;
  }
  // the longest run of strips between 25% and 75% of the page's width that almost nothing crosses
  // (a title or a heading across the page may)
  const crossings = Math.max(2, narrow.length * 0.05);
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
  const left = narrow.filter((segment) => segment.box.x + segment.box.width <= gutter).length;
  const right = narrow.length - left;
  // both sides carry a real share of the page's text
  return left >= narrow.length * 0.2 && right >= narrow.length * 0.2 ? gutter : null;
}

const byTopThenLeft = (a: Segment, b: Segment) => a.box.y - b.box.y || a.box.x - b.box.x;

/** The segments of one page (each line's, left to right) in reading order. */
export function readingOrder(page: Pick<PageText, 'width'>, lines: readonly Segment[][]): Segment[] {
  const segments = lines.flat();
  const gutter = findGutter(page, segments);
  if (gutter === null) return segments;
  const spans = (segment: Segment) => segment.box.x < gutter && segment.box.x + segment.box.width > gutter;
  const ordered: Segment[] = [];
  let band: Segment[] = [];
  const closeBand = () => {
    const left = band.filter((segment) => segment.box.x + segment.box.width / 2 < gutter).sort(byTopThenLeft);
    const right = band
      .filter((segment) => segment.box.x + segment.box.width / 2 >= gutter)
      .sort(byTopThenLeft);
    ordered.push(...left, ...right);
    band = [];
  };
  for (const segment of [...segments].sort(byTopThenLeft)) {
    if (spans(segment)) {
      closeBand();
      ordered.push(segment);
    } else band.push(segment);
  }
  closeBand();
  return ordered;
}
