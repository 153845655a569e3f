import { useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeoutMs` later): for
 * work no first paint needs, such as the service worker's registration and the notifications'
 * container, which would otherwise share a weak signal with the first page's code and data.
 */
export function afterPageLoad(task: () => void, timeoutMs = 3000): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** False until the page has loaded and the browser is idle (`afterPageLoad`), then true. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
