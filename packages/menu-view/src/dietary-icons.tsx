/**
 * The dietary tags and spiciness as small line icons, drawn as the allergen icons are (24×24 grid,
 * current text colour, one path each). Always decorative: the tag's name is written next to it.
 */
import type { SVGProps } from 'react';
import type { DietaryTag } from './item-extras';

const CROSSED = 'M4 4l16 16';
// a rosette with a check: a certification (halal, kosher), without a religious symbol to misdraw
const CERTIFIED =
  'M12 3l2.3 1.6 2.8-.1.9 2.7 2.2 1.7-.8 2.7.8 2.7-2.2 1.7-.9 2.7-2.8-.1L12 21l-2.3-1.6-2.8.1-.9-2.7-2.2-1.7.8-2.7-.8-2.7 2.2-1.7.9-2.7 2.8.1ZM8.5 12l2.5 2.5 4.5-5';

const paths: Record<DietaryTag | 'spicy', string> = {
  // a leaf
  vegetarian: 'M5 19C5 11 10 5 19 5c0 9-6 14-14 14Zm0 0 8-8',
  // a sprout of two leaves
  vegan: 'M12 21v-8m0 0c0-4-3-7-8-7 0 5 3 7 8 7Zm0 0c0-5 3-8 8-8 0 5-3 8-8 8Z',
  // an ear of wheat, crossed out
  'gluten-free': `M12 20V8m0 4c-2 0-3.5-1-3.5-3 2 0 3.5 1 3.5 3Zm0 0c2 0 3.5-1 3.5-3-2 0-3.5 1-3.5 3Zm0 4c-2 0-3.5-1-3.5-3 2 0 3.5 1 3.5 3Zm0 0c2 0 3.5-1 3.5-3-2 0-3.5 1-3.5 3Z${CROSSED}`,
  // a drop of milk, crossed out
  'lactose-free': `M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11Z${CROSSED}`,
  halal: CERTIFIED,
  kosher: CERTIFIED,
  // a chili pepper
  spicy:
    'M6 20c6.5 0 13-5 13-11.5 0-1.5-1-2.5-2.5-2.5S13.8 7.7 13 9.5C11.5 13 9 16 6 17c-1.5.5-1.5 3 0 3ZM16.5 6c0-1.5.7-2.5 2-3',
};

export function DietaryIcon({
  tag,
  ...props
}: { tag: DietaryTag | 'spicy' } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
    >
      <path d={paths[tag]} />
    </svg>
  );
}
