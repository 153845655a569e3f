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

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The foreground as the owner chose it when it reads well enough on the background (WCAG AA,
 * 4.5:1), else the same colour moved towards black or white, just as far as needed: a weak theme
 * is corrected, never refused, and keeps its hue as much as it can. Colours that cannot be read
 * (names, hsl()) are left as they are.
 */
export function readableColor(foreground: string, background: string, minimum = 4.5): string {
  const ratio = contrastRatio(foreground, background);
  const fg = parseColor(foreground);
  if (ratio === null || ratio >= minimum || !fg) return foreground;
  const target = readableTextOn(background) === '#ffffff' ? 255 : 0;
  for (let step = 1; step <= 20; step++) {
    const mix = step / 20;
    const candidate = toHex(fg.map((c) => c + (target - c) * mix) as [number, number, number]);
    if ((contrastRatio(candidate, background) ?? 0) >= minimum) return candidate;
  }
  return target === 255 ? '#ffffff' : '#000000';
}

/**
 * A dimmer shade of a text colour for things that cannot be had now (out-of-stock items): the
 * colour moved towards the background as far as it can go while it still reads at `minimum`
 * contrast (WCAG AA). Dimming with opacity would take any theme below AA; a colour already at the
 * minimum stays as it is. Colours that cannot be read are left as they are.
 */
export function mutedColor(foreground: string, background: string, minimum = 4.5): string {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return foreground;
  let muted = foreground;
  for (let step = 1; step <= 20; step++) {
    const mix = step / 20;
    const candidate = toHex(fg.map((c, i) => c + ((bg[i] ?? c) - c) * mix) as [number, number, number]);
    if ((contrastRatio(candidate, background) ?? 0) < minimum) break;
    muted = candidate;
  }
  return muted;
}

/** A URL as a CSS url() value that cannot break out of its quotes. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * The theme as CSS custom properties on the view's root; the style sheet reads only these. Text on
 * the background, button text on the main colour and tab text on the tab colour are corrected to
 * AA contrast when the theme's own are too weak.
 */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--tv-background': theme.background,
    '--tv-background-image': theme.backgroundImage ? cssUrl(theme.backgroundImage) : 'none',
    '--tv-main': theme.main,
    '--tv-text': readableColor(theme.text, theme.background),
    '--tv-text-muted': mutedColor(readableColor(theme.text, theme.background), theme.background),
    '--tv-divider': theme.divider,
    '--tv-font': themeFontStack(theme.font),
    '--tv-button-text': readableColor(theme.buttonText, theme.main),
    '--tv-tab-background': theme.tabBackground,
    '--tv-tab-text': readableColor(theme.tabText, theme.tabBackground),
    '--tv-bestseller': theme.bestSellerLabelColor,
    '--tv-bestseller-text': readableTextOn(theme.bestSellerLabelColor),
    '--tv-suggested': theme.suggestedLabelColor,
    '--tv-suggested-text': readableTextOn(theme.suggestedLabelColor),
  } as CSSProperties;
}
