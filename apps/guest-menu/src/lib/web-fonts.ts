/**
 * Whether this visit uses the theme's web fonts: only when a service worker controls the page, so
 * the fonts (precached with the app) come from the device, not the network. A first visit paints in
 * the system's fonts, as `font-display: optional` would on a weak signal anyway, and spends its
 * bandwidth on the app and the menu (bench/guest: six font files before the first paint pushed
 * Lighthouse's simulated LCP back by their 130 KB).
 */
export function webFontsWanted(browser: Pick<Navigator, 'serviceWorker'> | undefined): boolean {
  return Boolean(browser && 'serviceWorker' in browser && browser.serviceWorker?.controller);
}
