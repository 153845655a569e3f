/**
 * index.html's #root while it holds the menu's first screen, painted before React had loaded
 * (first-paint.tsx). The app then hydrates those nodes instead of drawing its own (start-app.tsx): no
 * second layout of the page, nothing moves.
 *
 * Until then the painted screen is seen, not used: a language picked or a button pressed there
 * would do nothing. So #root is inert (no clicks, no focus, out of the accessibility tree) and
 * aria-hidden (said twice, for tools that read only that), as the skeleton was. The marks are on
 * #root, which React does not own: React keeps a hydrated node's attributes as it finds them.
 */
const PAINTED = 'data-first-paint';

export function markPaintedScreen(root: HTMLElement): void {
  root.setAttribute(PAINTED, '');
  root.setAttribute('inert', '');
  root.setAttribute('aria-hidden', 'true');
}

export function holdsPaintedScreen(root: HTMLElement): boolean {
  return root.hasAttribute(PAINTED);
}

/** Once the app has taken the painted screen over (or drawn its own instead): usable again. */
export function releasePaintedScreen(root: HTMLElement): void {
  root.removeAttribute(PAINTED);
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
