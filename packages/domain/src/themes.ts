/**
 * The predefined menu themes (spec section 3, Theme), defined once: the server's migration
 * `drizzle/0003_builtin_themes.sql` inserts exactly these rows (a test compares them), the console
 * shows them in the theme picker and the guest view paints with them.
 *
 * Every theme is readable: text on the background, button text on the main colour, tab text on the
 * tab background and the label chips (white text on the label colour) reach the WCAG AA contrast of
 * 4.5:1 (checked by themes.test.ts with `contrastRatio` of ./color).
 *
 * Fonts are few and cheap for the guest page: the system's own faces, or Barlow and Public Sans
 * which the apps already self-host.
 */

import { contrastRatio, MIN_TEXT_CONTRAST } from './color';

/**
 * The fonts a theme may use, with the CSS stack the guest view sets. `Barlow Fallback` and `Public
 * Sans Fallback` are local fonts with metric overrides that the guest app declares (styles.css), so
 * the web font's late arrival there barely moves the text; elsewhere they are unknown and skipped.
 */
export const THEME_FONTS = {
  Barlow:
    "Barlow, 'Barlow Fallback', 'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'Public Sans':
    "'Public Sans', 'Public Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  System: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  Serif: "Georgia, Cambria, 'Times New Roman', Times, serif",
  Rounded: "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', system-ui, sans-serif",
  Monospace: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export type ThemeFont = keyof typeof THEME_FONTS;

export const THEME_FONT_NAMES = Object.keys(THEME_FONTS) as ThemeFont[];

export function isThemeFont(value: unknown): value is ThemeFont {
  return typeof value === 'string' && Object.hasOwn(THEME_FONTS, value);
}

/** The CSS font-family of a theme's font; an unknown name falls back to the system stack. */
export function themeFontStack(font: string): string {
  return isThemeFont(font) ? THEME_FONTS[font] : THEME_FONTS.System;
}

/** The colour fields of a theme, in the contract's order. */
export const THEME_COLOR_FIELDS = [
  'background',
  'main',
  'text',
  'divider',
  'buttonText',
  'tabBackground',
  'tabText',
  'bestSellerLabelColor',
  'suggestedLabelColor',
  'pdfHighlight',
  'pdfSectionTitle',
  'pdfText',
] as const;

export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];

/** A theme's look without its id: what a predefined theme defines and a custom theme sends. */
export type ThemeValues = { name: string; backgroundImage: string | null; font: ThemeFont } & Record<
  ThemeColorField,
  string
>;

export interface PredefinedTheme extends ThemeValues {
  /** the stable key of the database row (themes.builtin_key) */
  key: string;
  /** light or dark background, for the picker's grouping */
  tone: 'light' | 'dark';
}

export const PREDEFINED_THEMES: readonly PredefinedTheme[] = [
  {
    key: 'classic-light',
    tone: 'light',
    name: 'Classic',
    background: '#FFFFFF',
    backgroundImage: null,
    main: '#C2410C',
    text: '#1F2937',
    divider: '#E5E7EB',
    font: 'Barlow',
    buttonText: '#FFFFFF',
    tabBackground: '#C2410C',
    tabText: '#FFFFFF',
    bestSellerLabelColor: '#B91C1C',
    suggestedLabelColor: '#15803D',
    pdfHighlight: '#C2410C',
    pdfSectionTitle: '#9A3412',
    pdfText: '#1F2937',
  },
  {
    key: 'trattoria-light',
    tone: 'light',
    name: 'Trattoria',
    background: '#FFF8EE',
    backgroundImage: null,
    main: '#7F1D1D',
    text: '#292524',
    divider: '#E7D8C4',
    font: 'Serif',
    buttonText: '#FFFFFF',
    tabBackground: '#14532D',
    tabText: '#FFFFFF',
    bestSellerLabelColor: '#991B1B',
    suggestedLabelColor: '#166534',
    pdfHighlight: '#7F1D1D',
    pdfSectionTitle: '#14532D',
    pdfText: '#292524',
  },
  {
    key: 'seaside-light',
    tone: 'light',
    name: 'Seaside',
    background: '#F0F7FA',
    backgroundImage: null,
    main: '#0E7490',
    text: '#0F172A',
    divider: '#CFE3EA',
    font: 'Public Sans',
    buttonText: '#FFFFFF',
    tabBackground: '#155E75',
    tabText: '#FFFFFF',
    bestSellerLabelColor: '#BE123C',
    suggestedLabelColor: '#047857',
    pdfHighlight: '#0E7490',
    pdfSectionTitle: '#155E75',
    pdfText: '#0F172A',
  },
  {
    key: 'garden-light',
    tone: 'light',
    name: 'Garden',
    background: '#F7FAF3',
    backgroundImage: null,
    main: '#3F6212',
    text: '#1C1917',
    divider: '#DCE7D0',
    font: 'Rounded',
    buttonText: '#FFFFFF',
    tabBackground: '#3F6212',
    tabText: '#FFFFFF',
    bestSellerLabelColor: '#B45309',
    suggestedLabelColor: '#166534',
    pdfHighlight: '#4D7C0F',
    pdfSectionTitle: '#365314',
    pdfText: '#1C1917',
  },
  {
    key: 'night-dark',
    tone: 'dark',
    name: 'Night',
    background: '#111827',
    backgroundImage: null,
    main: '#F59E0B',
    text: '#F9FAFB',
    divider: '#374151',
    font: 'Barlow',
    buttonText: '#111827',
    tabBackground: '#1F2937',
    tabText: '#F9FAFB',
    bestSellerLabelColor: '#B91C1C',
    suggestedLabelColor: '#15803D',
    pdfHighlight: '#B45309',
    pdfSectionTitle: '#92400E',
    pdfText: '#111827',
  },
  {
    key: 'cocktail-dark',
    tone: 'dark',
    name: 'Cocktail bar',
    background: '#1E1B2E',
    backgroundImage: null,
    main: '#E879F9',
    text: '#F5F3FF',
    divider: '#3B3555',
    font: 'System',
    buttonText: '#1E1B2E',
    tabBackground: '#2E2A45',
    tabText: '#F5F3FF',
    bestSellerLabelColor: '#BE185D',
    suggestedLabelColor: '#0F766E',
    pdfHighlight: '#A21CAF',
    pdfSectionTitle: '#6B21A8',
    pdfText: '#1E1B2E',
  },
  {
    key: 'espresso-dark',
    tone: 'dark',
    name: 'Espresso',
    background: '#1C1410',
    backgroundImage: null,
    main: '#D6A461',
    text: '#FAF3EA',
    divider: '#3A2C22',
    font: 'Serif',
    buttonText: '#1C1410',
    tabBackground: '#2B1F18',
    tabText: '#FAF3EA',
    bestSellerLabelColor: '#B91C1C',
    suggestedLabelColor: '#166534',
    pdfHighlight: '#92400E',
    pdfSectionTitle: '#78350F',
    pdfText: '#1C1410',
  },
];

/** The predefined theme with this key, or undefined. */
export function predefinedTheme(key: string): PredefinedTheme | undefined {
  return PREDEFINED_THEMES.find((theme) => theme.key === key);
}

// ---------------------------------------------------------------------------------------------
// Colours and contrast (WCAG 2.x)
// ---------------------------------------------------------------------------------------------

/** A colour as the theme editor writes it: `#RRGGBB`. */
export const THEME_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && THEME_COLOR_PATTERN.test(value);
}

/** The pairs the guest view and the PDF draw one on the other: foreground, background. */
export const THEME_CONTRAST_PAIRS: readonly (readonly [
  string,
  ThemeColorField,
  ThemeColorField | 'white',
])[] = [
  ['text on background', 'text', 'background'],
  ['button text on main', 'buttonText', 'main'],
  ['tab text on tab background', 'tabText', 'tabBackground'],
  ['white on bestseller label', 'bestSellerLabelColor', 'white'],
  ['white on suggested label', 'suggestedLabelColor', 'white'],
  ['PDF text on white', 'pdfText', 'white'],
  ['PDF section title on white', 'pdfSectionTitle', 'white'],
];

/** The pairs of a theme below the AA contrast, by name (empty when the theme reads well). */
export function lowContrastPairs(theme: Record<ThemeColorField, string>): string[] {
  return THEME_CONTRAST_PAIRS.filter(([, foreground, background]) => {
    const back = background === 'white' ? '#FFFFFF' : theme[background];
    return (contrastRatio(theme[foreground], back) ?? 0) < MIN_TEXT_CONTRAST;
  }).map(([name]) => name);
}
