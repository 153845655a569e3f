/**
 * The 14 EU allergens (regulation 1169/2011) as small line icons: one 24×24 grid, 1.75 stroke in
 * the current text colour, no fill, so they sit in any theme and beside any text size. Decorative by
 * default (aria-hidden): the allergen's name is always written next to it.
 */
import type { components } from '@tavola/api/schema';
import type { SVGProps } from 'react';

export type AllergenCode = components['schemas']['AllergenCode'];

/**
 * Each icon is one path (circles written as two arcs): one element per icon in the page. The
 * dietary icons cross out two of them (dietary-icons.tsx).
 */
export const ALLERGEN_PATHS: Record<AllergenCode, string> = {
  // an ear of wheat
  gluten:
    'M12 21V7M12 11c-2.5 0-4-1.5-4-4 2.5 0 4 1.5 4 4Zm0 0c2.5 0 4-1.5 4-4-2.5 0-4 1.5-4 4ZM12 16c-2.5 0-4-1.5-4-4 2.5 0 4 1.5 4 4Zm0 0c2.5 0 4-1.5 4-4-2.5 0-4 1.5-4 4ZM12 7c-1-1-1-2.5 0-4 1 1.5 1 3 0 4Z',
  // a curled shrimp
  crustaceans:
    'M6 8a7 7 0 1 1 4 11.5l-2.5 1.5.5-3.5M6 8c2.5 0 4.5 1 5.5 3M9 13.5l2.5-2.5M13 16l.5-3.5M6 8 3.5 4.5M7.5 7 6.5 3',
  // an egg
  eggs: 'M12 3c3.5 0 6.5 5.5 6.5 10a6.5 6.5 0 0 1-13 0C5.5 8.5 8.5 3 12 3Z',
  // a fish
  fish: 'M3 12c2.5-4 6-6 9.5-6 3.5 0 6 2.5 7.5 6-1.5 3.5-4 6-7.5 6-3.5 0-7-2-9.5-6ZM3 12 1.5 8.5M3 12l-1.5 3.5M15.25 11a0.75 0.75 0 1 0 1.5 0a0.75 0.75 0 1 0 -1.5 0',
  // a peanut in its shell
  peanuts:
    'M9 3.5a4.5 4.5 0 0 1 4.5 5.8 4.5 4.5 0 0 1 1.2 8.9A4.5 4.5 0 0 1 9.5 13.5 4.5 4.5 0 0 1 9 3.5ZM8 7.5h.01M10.5 6h.01M14 15h.01M16 17h.01',
  // a soybean pod with three beans
  soybeans:
    'M4 19C3 14 8 5 15.5 4.5c3.5-.3 5 2 3.5 5C16 15 9 20 4 19ZM6.9 14.5a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0M10.4 11a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0M13.9 7.5a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0',
  // a milk bottle
  milk: 'M9.5 2.5h5M10 2.5V6L7.5 9.5V20a1.5 1.5 0 0 0 1.5 1.5h6a1.5 1.5 0 0 0 1.5-1.5V9.5L14 6V2.5M7.5 13h9',
  // a hazelnut
  nuts: 'M5 10.5h14M5.5 10.5C5.5 7 8.5 4.5 12 4.5s6.5 2.5 6.5 6M6.5 10.5c0 5 2.5 9 5.5 10 3-1 5.5-5 5.5-10M12 4.5V2.5',
  // celery stalks with leaves
  celery:
    'M9 21 10.5 9M13 21l.5-12M16.5 21 15 9M10.5 9C8 9 6.5 7 7 4.5c2 0 3.5 2 3.5 4.5Zm3 0c0-3 1-5 3.5-6 .5 3-1 5-3.5 6ZM7 21h11',
  // a mustard jar
  mustard:
    'M8 6h8v2.5l1.5 2V20a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20v-9.5L8 8.5ZM10 6V3.5h4V6M9.5 14.5h5',
  // three sesame seeds
  sesame:
    'M7.5 4c1.8 1.5 2.2 4.5.8 6.5-1.8-.8-2.8-3.7-.8-6.5ZM16 6c1.2 2 .6 5-1.4 6.4-1.4-1.4-1.2-4.5 1.4-6.4ZM10.5 13c1.4 1.8 1.2 4.8-.6 6.5-1.6-1.2-1.8-4.3.6-6.5Z',
  // a glass of wine (sulphites)
  sulphites: 'M7.5 3h9c.5 4.5-1 8.5-4.5 8.5S7 7.5 7.5 3ZM12 11.5V20M8.5 20.5h7M7.8 6.5h8.4',
  // a lupin flower spike
  lupin:
    'M12 21V10M10.5 4a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M8 7.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M13 7.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M8 11.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M13 11.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M12 16c-2 0-3.5 1-4 2.5M12 16c2 0 3.5 1 4 2.5',
  // a scallop shell
  molluscs:
    'M12 20 4 10c1-4 4.5-6.5 8-6.5s7 2.5 8 6.5ZM12 20V4M12 20 8 5M12 20l4-15M12 20 5.5 7.5M12 20l6.5-12.5M9.5 20h5',
};

export interface AllergenIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  allergen: AllergenCode;
  /** side in CSS pixels (or any CSS length); 1em by default, to follow the text around it */
  size?: number | string;
  /** an accessible name; without it the icon is hidden from assistive technology */
  title?: string;
}

/** One allergen's icon. */
export function AllergenIcon({ allergen, size = '1em', title, ...props }: AllergenIconProps) {
  const drawing = {
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
    'data-allergen': allergen,
    ...props,
  } as const;
  return title ? (
    <svg role="img" aria-label={title} {...drawing}>
      <title>{title}</title>
      <path d={ALLERGEN_PATHS[allergen]} />
    </svg>
  ) : (
    <svg aria-hidden="true" {...drawing}>
      <path d={ALLERGEN_PATHS[allergen]} />
    </svg>
  );
}
