import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { HEADING_FONT_FAMILY, PRIMARY_SHADE, RADIUS, TEXT_FONT_FAMILY, tavolaPalette } from './tokens';

const tavola: MantineColorsTuple = [...tavolaPalette];

/**
 * The Tavola look: light, left-to-right, radius 8, Public Sans for text and Barlow for headings,
 * orange primary palette. Fonts are self-hosted: import `@tavola/ui/fonts` once in the app entry.
 */
export const theme = createTheme({
  primaryColor: 'tavola',
  primaryShade: { light: PRIMARY_SHADE, dark: 6 },
  colors: { tavola },
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
    Card: { defaultProps: { withBorder: true } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
