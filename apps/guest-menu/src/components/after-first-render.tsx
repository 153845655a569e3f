import { type ReactNode, useEffect, useState } from 'react';

/**
 * Draws its children from the render after the first one. The menu page's first render has to be
 * the markup the first paint drew before React loaded (first-paint.tsx), so that React can hydrate
 * it; what the first paint does not draw (the call button) comes right after, without changing a
 * painted node. Only this component renders again for it, not the page around it.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? children : null;
}
