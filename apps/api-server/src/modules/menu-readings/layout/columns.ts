/**
 * A page's segments in reading order. A menu in two columns is read down the left column, then down
 * the right one; a segment that spans the gutter (a title, a section heading across the page, a
 * legend) ends the band of columns above it. The gutter is found from the segments' boxes
 * (../reading/gutter.ts).
 */
import { findGutter } from '../reading/gutter.ts';
import type { PageText } from '../reading/page-text.ts';
import type { Segment } from './segments.ts';

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
