/**
 * The dietary tags and spiciness as small line icons, drawn as the allergen icons are (24×24 grid,
 * current text colour, one path each). Always decorative: the tag's name is written next to it.
 */
import type { SVGProps } from 'react';
import { ALLERGEN_PATHS } from './allergen-icons';
import type { DietaryTag } from './item-extras';

const CROSSED = 'M4 4l16 16';
// a seal with a check: a certification (halal, kosher), without a religious symbol to misdraw
const CERTIFIED = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18ZM8 12l3 3 5-6';

const paths: Record<DietaryTag | 'spicy', string> = {
  // a leaf
  vegetarian: 'M5 19C5 11 10 5 19 5c0 9-6 14-14 14Zm0 0 8-8',
  // a sprout of two leaves
  vegan: 'M12 21v-8m0 0c0-4-3-7-8-7 0 5 3 7 8 7Zm0 0c0-5 3-8 8-8 0 5-3 8-8 8Z',
  // the allergens' ear of wheat and milk bottle, crossed out
  'gluten-free': ALLERGEN_PATHS.gluten + CROSSED,
  'lactose-free': ALLERGEN_PATHS.milk + CROSSED,
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
