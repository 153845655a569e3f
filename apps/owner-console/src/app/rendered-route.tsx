import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Writes the route on screen (path and query) into `<html data-route>` once React has rendered it.
 * The address bar changes when a navigation starts, the page only when the route's code has come:
 * the end-to-end tests wait for this mark after a navigation inside the app. Effects run children
 * first, so by then the new page has also started its requests.
 */
export function RenderedRoute() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.route = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}
