/**
 * Brings an element the owner just made into view, the nearest way (no jump when it is already on
 * the screen); smoothly unless the owner's system asks for reduced motion.
 */
export function revealElement(element: HTMLElement) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}
