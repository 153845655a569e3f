/**
 * Brings an element the owner just made into view, in the middle of the screen (the bottom edge is
 * where the confirmation shows, over it); smoothly unless the owner's system asks for reduced motion.
 */
export function revealElement(element: HTMLElement) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}
