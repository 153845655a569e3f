/**
 * Design tokens shared by both apps. Plain values with no Mantine import, so the guest menu can use
 * them without pulling the console's component library into its bundle.
 */

/**
 * Tavola orange, lightest (0) to darkest (9). Shade 7 is the console's primary colour: behind white
 * text (buttons, badges) and as text itself (links, outlines) it reads at 4.5:1 or more on white
 * and on the console's light greys (packages/ui theme-contrast.test.ts checks every pair).
 */
export const tavolaPalette = [
  '#fff4ec',
  '#ffe7d6',
  '#ffcdaa',
  '#ffb07b',
  '#fd9552',
  '#f98035',
  '#ee6b20',
  '#b34709',
  '#a1420c',
  '#7c340c',
] as const;

/** The brand colour as a single value (browser theme colour, manifest, favicon). */
export const BRAND_COLOR = tavolaPalette[6];
/** Primary shade used for filled buttons, links and the focus ring on a light background. */
export const PRIMARY_SHADE = 7;

export const TEXT_FONT_FAMILY =
  "'Public Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const HEADING_FONT_FAMILY =
  "Barlow, 'Public Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif";

/** Border radius of cards, inputs and buttons (Mantine radius `md`). */
export const RADIUS = 8;

export const HEADER_HEIGHT_MOBILE = 64;
export const HEADER_HEIGHT_DESKTOP = 80;
/** Mantine responsive value for `AppShell header.height` and similar props. */
export const HEADER_HEIGHT = { base: HEADER_HEIGHT_MOBILE, sm: HEADER_HEIGHT_DESKTOP } as const;

/** Maximum width of the card that holds the sign-in, sign-up and password forms. */
export const AUTH_CARD_MAX_WIDTH = 400;
