import { useEffect } from 'react';

// After a navigation inside the app the link that was followed is gone, and focus would fall back to
// the start of the document: a keyboard user starts over from the top, a screen reader says nothing
// of the new page. Its heading takes focus instead (as in the console), once the page has rendered
// past its skeleton. Not on the first load: there the browser starts at the top of the page itself.
// One flag for the app: the two routes never render at once.
let arrivedByNavigation = false;

/** Called by the app's navigation (a link followed, Back or Forward): the next page's heading takes focus. */
export function focusHeadingOnArrival(): void {
  arrivedByNavigation = true;
}

/** Gives the page's h1 focus once `ready` (past the skeleton) when the page was reached by navigation. */
export function useHeadingFocusOnArrival(ready: boolean): void {
  useEffect(() => {
    if (!ready || !arrivedByNavigation) return;
    arrivedByNavigation = false;
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // focusable by script only: a heading is no Tab stop
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [ready]);
}
