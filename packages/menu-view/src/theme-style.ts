import type { components } from '@tavola/api/schema';
import { mutedColor, readableColor, readableTextOn } from '@tavola/domain/color';
import { themeFontStack } from '@tavola/domain/themes';
import type { CSSProperties } from 'react';

type Theme = components['schemas']['Theme'];

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
