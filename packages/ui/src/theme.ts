import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';
import { contrastRatio, MIN_TEXT_CONTRAST, readableColor } from '@tavola/domain/color';
import { HEADING_FONT_FAMILY, PRIMARY_SHADE, RADIUS, TEXT_FONT_FAMILY, tavolaPalette } from './tokens';

/**
 * The console's greys: Mantine's, with the middle shades darkened to what they are used for there.
 * Gray 4 draws the borders of inputs, checkboxes, radios and default buttons: 3:1 on white and
 * gray 0 (WCAG 1.4.11). Gray 5 is the placeholder and gray 6 the dimmed text of hints,
 * descriptions and captions: 4.5:1 (WCAG 1.4.3) on white and the light greys and tints they sit on.
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#80878f',
  '#6c737b',
  '#5b626a',
  '#495057',
  '#343a40',
  '#212529',
];

/** The darkest of the light greys the console paints behind text (table stripes, hovered rows). */
export const LIGHTEST_PAGE_GRAY = gray[1];

/**
 * A palette whose dark shades read as text and under white text. Mantine paints menu items of a
 * colour with shade 6 (hovered: on shade 2); filled buttons and badges (white text on it),
 * `c="red"`-style text, outlines and links with shade 7; their hover with shade 8; the text of the
 * light and subtle variants (on shades 1 and 2) with shade 9. Mantine's own shades are as weak as
 * 2:1 (yellow 7) to 3.3:1 (red 6): each is moved towards black just as far as it takes to read at
 * 4.5:1 on the lightest page grey, shades 6 and 9 also on shade 2, and no shade ends lighter than
 * the one before it (a hover never lightens). A readable palette (gray) comes out as it went in.
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  let minimum = MIN_TEXT_CONTRAST;
  for (const index of [6, 7, 8, 9] as const) {
    let shade = readableColor(palette[index], LIGHTEST_PAGE_GRAY, minimum);
    if (index === 6 || index === 9) shade = readableColor(shade, palette[2]);
    shades[index] = shade;
    minimum = contrastRatio(shade, LIGHTEST_PAGE_GRAY) ?? minimum;
  }
  return shades as unknown as MantineColorsTuple;
}

/**
 * Mantine's colours, readable, and the Tavola orange as the tokens define it: readable from shade
 * 7, which the console uses for text; its shade 6 is the bright brand orange of the logo, only
 * ever large and decorative in the console (the 404), and menu items never take the primary
 * colour.
 */
const colors = {
  ...Object.fromEntries(
    Object.entries({ ...DEFAULT_THEME.colors, gray }).map(([name, palette]) => [
      name,
      readablePalette(palette),
    ]),
  ),
  tavola: [...tavolaPalette] as unknown as MantineColorsTuple,
};

/**
 * The Tavola look: light, left-to-right, radius 8, Public Sans for text and Barlow for headings,
 * orange primary palette. Fonts are self-hosted: import `@tavola/ui/fonts` once in the app entry.
 * Every colour pair it paints reaches WCAG AA (theme-contrast.test.ts); give `MantineProvider` the
 * `cssVariablesResolver` below with it.
 */
export const theme = createTheme({
  primaryColor: 'tavola',
  primaryShade: { light: PRIMARY_SHADE, dark: 6 },
  colors,
  white: '#ffffff',
  black: '#1f1d1b',
  fontFamily: TEXT_FONT_FAMILY,
  headings: {
    fontFamily: HEADING_FONT_FAMILY,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  radius: {
    xs: '2px',
    sm: '4px',
    md: `${RADIUS}px`,
    lg: '12px',
    xl: '16px',
  },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Mantine puts a focus placeholder (role presentation) first in a menu, which a menu may not
    // hold (axe aria-required-children); without it the first item takes focus on opening, as the
    // WAI-ARIA menu button pattern has it
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Card: { defaultProps: { withBorder: true } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/** Names of Mantine's own icon-only buttons, in the interface language (the app translates them). */
export interface ThemeLabels {
  /** the × of dialogs, drawers, notifications and alerts */
  close: string;
  /** a colour field's button that picks a colour from the screen */
  pickColor: string;
}

/**
 * The theme with names for the icon-only buttons Mantine draws itself: without one, a screen
 * reader announces the × of every dialog and notification as just "button". A component that
 * names its own (`closeButtonProps`) keeps that name.
 */
export function themeWithLabels(labels: ThemeLabels): typeof theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': labels.pickColor } } },
    },
  };
}

/** The pale grey of disabled controls' text: Mantine's gray 5, before the theme darkened it. */
export const DISABLED_TEXT_COLOR = '#adb5bd';

/**
 * CSS variables the palettes alone do not fix (light scheme; the console has no dark one):
 * Mantine's error colour is red 6 (3.3:1 on white), so errors take red's readable text colour;
 * disabled controls keep their pale text (WCAG exempts inactive controls, and they must still look
 * inactive now that gray 5 is a readable placeholder grey).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-disabled-color': DISABLED_TEXT_COLOR,
  },
  dark: {},
});
