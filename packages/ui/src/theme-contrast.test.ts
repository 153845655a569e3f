// Every colour pair the console's Mantine theme paints reaches WCAG AA: 4.5:1 for text, 3:1 for the
// parts of controls one must see (input borders, the focus ring, a switch's track). The CSS
// variables are resolved as the browser would: Mantine's defaults for the light scheme, with the
// theme and its cssVariablesResolver on top.
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, MIN_NON_TEXT_CONTRAST, MIN_TEXT_CONTRAST } from '@tavola/domain/color';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, DISABLED_TEXT_COLOR, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const defaults = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
const variables: Record<string, string> = {
  ...defaults.variables,
  ...defaults.light,
  ...ours.variables,
  ...ours.light,
};

/** A colour value, following `var(--x)` references to the end. */
function resolve(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference?.[1]) return value;
  const next = variables[reference[1]];
  if (next === undefined) throw new Error(`undefined CSS variable ${reference[1]}`);
  return resolve(next);
}
const color = (name: string) => resolve(`var(--mantine-color-${name})`);

// The backgrounds the console paints text on: cards, inputs and menus (white), the page behind
// them (gray 0: AppShell main) and striped or hovered rows (gray 1).
const PAGE_BACKGROUNDS = { white: '#ffffff', 'gray 0': color('gray-0'), 'gray 1': color('gray-1') };
const COLOR_NAMES = Object.keys(merged.colors);

type Pair = [description: string, foreground: string, background: string, minimum: number];

function pairs(): Pair[] {
  const list: Pair[] = [];
  const onPage = (what: string, foreground: string, minimum = MIN_TEXT_CONTRAST) => {
    for (const [name, background] of Object.entries(PAGE_BACKGROUNDS))
      list.push([`${what} on ${name}`, foreground, background, minimum]);
  };

  onPage('text', color('text'));
  onPage('dimmed text (hints, descriptions, captions)', color('dimmed'));
  onPage('links', color('anchor'));
  onPage('error messages', color('error'));
  list.push(['placeholder in an input', color('placeholder'), color('white'), MIN_TEXT_CONTRAST]);
  list.push([
    'text on the primary colour',
    resolve('var(--mantine-primary-color-contrast)'),
    resolve('var(--mantine-primary-color-filled)'),
    MIN_TEXT_CONTRAST,
  ]);

  for (const name of COLOR_NAMES) {
    // filled buttons, badges and theme icons: white text on the colour and on its hover shade
    list.push([`white on ${name} filled`, color('white'), color(`${name}-filled`), MIN_TEXT_CONTRAST]);
    list.push([
      `white on ${name} filled hover`,
      color('white'),
      color(`${name}-filled-hover`),
      MIN_TEXT_CONTRAST,
    ]);
    // c="red" text, outline buttons and badges
    onPage(`${name} text`, color(`${name}-text`));
    onPage(`${name} outline`, color(`${name}-outline`));
    // light and subtle variants: the colour's text on its tint and on the tint of a hover
    list.push([
      `${name} light text on its tint`,
      color(`${name}-light-color`),
      color(`${name}-light`),
      MIN_TEXT_CONTRAST,
    ]);
    list.push([
      `${name} light text on its hover tint`,
      color(`${name}-light-color`),
      color(`${name}-light-hover`),
      MIN_TEXT_CONTRAST,
    ]);
    // menu items of the colour (Mantine paints them in shade 6), hovered on the light hover tint;
    // the primary colour is never given to a menu item (theme.ts)
    if (name !== merged.primaryColor) {
      onPage(`${name} menu item`, color(`${name}-6`));
      list.push([
        `${name} menu item hovered`,
        color(`${name}-6`),
        color(`${name}-light-hover`),
        MIN_TEXT_CONTRAST,
      ]);
    }
    // a hint under an alert's text, on the alert's tint (dark's tint is a mid grey that only ever
    // shows behind dark text, on a hovered subtle button)
    if (name !== 'dark')
      list.push([`dimmed text on ${name} tint`, color('dimmed'), color(`${name}-light`), MIN_TEXT_CONTRAST]);
  }

  // parts of controls (WCAG 1.4.11)
  onPage('input and checkbox borders (gray 4)', color('gray-4'), MIN_NON_TEXT_CONTRAST);
  onPage('default button border', color('default-border'), MIN_NON_TEXT_CONTRAST);
  onPage('focus ring', resolve('var(--mantine-primary-color-filled)'), MIN_NON_TEXT_CONTRAST);
  return list;
}

describe('console theme contrast (WCAG 2.2 AA)', () => {
  it.each(pairs())('%s', (_description, foreground, background, minimum) => {
    const ratio = contrastRatio(foreground, background);
    expect(ratio, `${foreground} on ${background}`).not.toBeNull();
    expect(ratio ?? 0, `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
  });

  it('keeps disabled controls pale, so they still look inactive', () => {
    expect(color('disabled-color')).toBe(DISABLED_TEXT_COLOR);
    expect(contrastRatio(DISABLED_TEXT_COLOR, '#ffffff') ?? 0).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});
