import { LATIN_FONT_FILES, LATIN_UNICODE_RANGE } from '@tavola/ui/font-files';
import { useEffect } from 'react';

/**
 * Whether this visit loads the fonts' style sheets before its first render: only when a service
 * worker controls the page, so the fonts (precached with the app) come from the device, not the
 * network. A first visit spends its bandwidth on the app and the menu first (bench/guest: six font
 * files before the first paint pushed Lighthouse's simulated LCP back by their 130 KB), then loads
 * the theme's font (`ThemeWebFont` below).
 */
export function webFontsWanted(browser: Pick<Navigator, 'serviceWorker'> | undefined): boolean {
  return Boolean(browser && 'serviceWorker' in browser && browser.serviceWorker?.controller);
}

/**
 * The faces a first visit loads for a theme's web font: the Latin files of the weights
 * `@tavola/ui/fonts` declares (the same hashed files, so the service worker's precache serves them
 * on later visits). The other theme fonts are the system's own.
 */
const THEME_WEB_FONTS: Record<string, [weight: string, url: string][]> = LATIN_FONT_FILES;

const requested = new Set<string>();

type FontEnvironment = {
  navigator: Pick<Navigator, 'serviceWorker'> | undefined;
  fonts: Pick<FontFaceSet, 'add'> | undefined;
  FontFace: typeof FontFace | undefined;
};

function currentEnvironment(): FontEnvironment {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    fonts: typeof document === 'undefined' ? undefined : document.fonts,
    FontFace: typeof FontFace === 'undefined' ? undefined : FontFace,
  };
}

/**
 * Loads the theme's web font on a visit the service worker does not serve (a guest's first scan),
 * with `font-display: swap`. Until it arrives the text shows in the font's metric-matched fallback
 * (`Barlow Fallback`, `Public Sans Fallback` in styles.css), so the swap barely moves anything.
 *
 * The faces join `document.fonts` only once they have all loaded, together: every change to the
 * document's font set makes the browser lay out all of the page's text again (about 30 ms on a
 * Lighthouse run, four times that on its simulated phone). Added before loading, they would cost
 * one layout when added and another when they arrive; added together, one. A face that fails to
 * load is left out, and its weight keeps the fallback.
 *
 * Returns the families it started loading; does nothing twice for a font, nor for a system font.
 */
export function loadThemeWebFont(
  font: string,
  environment: FontEnvironment = currentEnvironment(),
): string[] {
  const files = Object.hasOwn(THEME_WEB_FONTS, font) ? THEME_WEB_FONTS[font] : undefined;
  const { fonts, FontFace: Face } = environment;
  if (!files || !fonts || !Face || requested.has(font) || webFontsWanted(environment.navigator)) return [];
  requested.add(font);
  const loads = files.map(([weight, url]) =>
    new Face(font, `url(${url}) format('woff2')`, {
      weight,
      display: 'swap',
      unicodeRange: LATIN_UNICODE_RANGE,
    }).load(),
  );
  void Promise.allSettled(loads).then((results) => {
    for (const result of results) {
      if (result.status === 'fulfilled') fonts.add(result.value);
    }
  });
  return [font];
}

/** Test helper: forgets which fonts were requested. */
export function forgetRequestedWebFonts(): void {
  requested.clear();
}

/**
 * Starts loading the theme's web font once the page has painted: a frame, the next frame (the
 * first one has been presented by then), then a task. So the font files never compete with the
 * first paint or the largest text for the bandwidth (Lighthouse counts requests that start before
 * its LCP on the LCP's path).
 */
export function ThemeWebFont({ font }: { font: string }) {
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => loadThemeWebFont(font), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [font]);
  return null;
}
