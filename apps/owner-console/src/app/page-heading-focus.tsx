import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (its code and data arriving) before we give up. */
const HEADING_WAIT_MS = 15_000;

/**
 * The new page's heading, once it is there: its h1, leaving out the guest's menu inside the live
 * preview (it has a heading of its own).
 */
function pageHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>('h1')) {
    if (!heading.closest('[data-live-preview]')) return heading;
  }
  return null;
}

/**
 * Moves focus to the heading of the new page after each navigation inside the app, as a page load
 * would for a screen reader and as keyboard users expect: the next Tab starts from the page, not
 * from the link that led there, and the heading is read out. Pages load their code and data first,
 * so it waits (bounded) for the heading to appear. Focus is left alone when the person or the page
 * has already moved it (a field with autofocus, a dialog), and on the first page of a visit.
 */
export function PageHeadingFocus() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const focusedAtNavigation = document.activeElement;
    const focusMoved = () => {
      const now = document.activeElement;
      return now !== focusedAtNavigation && now !== null && now !== document.body;
    };

    const focusHeading = (): boolean => {
      if (focusMoved()) return true;
      const heading = pageHeading();
      if (!heading) return false;
      // reachable by script, not by Tab
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };

    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    return stop;
  }, [pathname]);

  return null;
}
