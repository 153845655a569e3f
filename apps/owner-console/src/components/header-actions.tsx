import { createContext, type ReactNode, useContext, useState } from 'react';
import { createPortal } from 'react-dom';

interface HeaderActions {
  target: HTMLElement | null;
  setTarget: (element: HTMLElement | null) => void;
}

const HeaderActionsContext = createContext<HeaderActions | null>(null);

/** Lets a page put a control of its own in the console's header (see `HeaderAction`). */
export function HeaderActionsProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <HeaderActionsContext.Provider value={{ target, setTarget }}>{children}</HeaderActionsContext.Provider>
  );
}

/**
 * Where the header shows a page's controls. Hidden while the phone's navigation is open, which
 * covers the page the controls belong to.
 */
export function HeaderActionsSlot({ hidden, className }: { hidden: boolean; className?: string }) {
  const context = useContext(HeaderActionsContext);
  return (
    <div
      ref={context?.setTarget}
      className={className}
      data-hidden={hidden || undefined}
      style={{ display: hidden ? 'none' : 'contents' }}
    />
  );
}

/**
 * A page's control shown in the console's header, where it never covers the page's fields as a
 * floating button would. Outside the console's layout (a page rendered on its own), it stays where
 * the page puts it.
 */
export function HeaderAction({ children }: { children: ReactNode }) {
  const context = useContext(HeaderActionsContext);
  if (!context) return children;
  return context.target ? createPortal(children, context.target) : null;
}
