/**
 * Colour arithmetic of WCAG 2.x, in one place: the contrast of two colours, and moving a colour just
 * far enough to reach a contrast. Used by the menu themes' rules (themes.ts), the guest's menu view
 * (menu-view's theme-style, which corrects weak themes) and the console's Mantine theme
 * (packages/ui, whose palettes are made readable with it). Plain functions: safe for the guest
 * bundle.
 */

/** WCAG AA for normal text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG AA for large text (1.4.3) and for the parts of a control one must see (1.4.11). */
export const MIN_NON_TEXT_CONTRAST = 3;

export type Rgb = [number, number, number];

/** sRGB channels 0-255 of a #rgb, #rrggbb or rgb()/rgba() colour; null for anything else (names, hsl). */
export function parseColor(color: string): Rgb | null {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = Math.min(channel, 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 (same) to 21 (black on white); null when one cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the colour (white for a colour that cannot be read). */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  const rgb = parseColor(background);
  if (!rgb) return '#ffffff';
  const l = relativeLuminance(rgb);
  // contrast with white (1.05 / (l + 0.05)) against contrast with black ((l + 0.05) / 0.05)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour `mix` (0 to 1) of the way towards `target`. */
function mixTowards(color: Rgb, target: Rgb, mix: number): string {
  return toHex(color.map((c, i) => c + ((target[i] ?? c) - c) * mix) as Rgb);
}

/**
 * The foreground as it is when it reads well enough on the background (`minimum` contrast, AA for
 * text by default), else the same colour moved towards black or white, just as far as needed (in
 * steps of 5 %), so it keeps its hue as much as it can. Colours that cannot be read (names, hsl())
 * are left as they are.
 */
export function readableColor(foreground: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  const ratio = contrastRatio(foreground, background);
  const fg = parseColor(foreground);
  if (ratio === null || ratio >= minimum || !fg) return foreground;
  const target: Rgb = readableTextOn(background) === '#ffffff' ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 20; step++) {
    const candidate = mixTowards(fg, target, step / 20);
    if ((contrastRatio(candidate, background) ?? 0) >= minimum) return candidate;
  }
  return toHex(target);
}

/**
 * A dimmer shade of a text colour: the colour moved towards the background as far as it can go
 * while it still reads at `minimum` contrast. Dimming with opacity would take any colour below AA;
 * a colour already at the minimum stays as it is. Colours that cannot be read are left as they are.
 */
export function mutedColor(foreground: string, background: string, minimum = MIN_TEXT_CONTRAST): string {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return foreground;
  let muted = foreground;
  for (let step = 1; step <= 20; step++) {
    const candidate = mixTowards(fg, bg, step / 20);
    if ((contrastRatio(candidate, background) ?? 0) < minimum) break;
    muted = candidate;
  }
  return muted;
}
