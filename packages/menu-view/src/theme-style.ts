import type { components } from '@tavola/api/schema';
import { themeFontStack } from '@tavola/domain/themes';
import type { CSSProperties } from 'react';

type Theme = components['schemas']['Theme'];

/** sRGB channels 0-255 of a #rgb, #rrggbb or rgb()/rgba() colour; null for anything else (names, hsl). */
export function parseColor(color: string): [number, number, number] | null {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = Math.min(channel, 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio (1 to 21) of two colours; null when one cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Black or white, whichever reads better on the colour: the text of a label whose background is a
 * theme colour (themes give label colours but no label text colour).
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const rgb = parseColor(background);
  if (!rgb) return '#ffffff';
  const l = luminance(rgb);
  // contrast with white (1.05 / (l + 0.05)) against contrast with black ((l + 0.05) / 0.05)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** A URL as a CSS url() value that cannot break out of its quotes. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/** The theme as CSS custom properties on the view's root; the style sheet reads only these. */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--tv-background': theme.background,
    '--tv-background-image': theme.backgroundImage ? cssUrl(theme.backgroundImage) : 'none',
    '--tv-main': theme.main,
    '--tv-text': theme.text,
    '--tv-divider': theme.divider,
    '--tv-font': themeFontStack(theme.font),
    '--tv-button-text': theme.buttonText,
    '--tv-tab-background': theme.tabBackground,
    '--tv-tab-text': theme.tabText,
    '--tv-bestseller': theme.bestSellerLabelColor,
    '--tv-bestseller-text': readableTextOn(theme.bestSellerLabelColor),
    '--tv-suggested': theme.suggestedLabelColor,
    '--tv-suggested-text': readableTextOn(theme.suggestedLabelColor),
  } as CSSProperties;
}
