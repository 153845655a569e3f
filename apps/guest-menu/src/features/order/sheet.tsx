import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A bottom sheet: a modal <dialog> shown while it is drawn. The page behind it is inert (the
 * browser's modal dialog; Tab also wraps inside it where there is none), focus moves to its
 * `[data-autofocus]` element, Escape, a tap beside it and the caller's close button call `onClose`,
 * and focus goes back to the element that had it when the sheet opened, when that is still there.
 */
export function Sheet({
  labelledBy,
  onClose,
  className,
  style,
  lang,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  className?: string;
  style?: CSSProperties;
  lang?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // a tap beside the content (the dialog element itself) closes it; the keyboard has Escape
    <dialog
      ref={ref}
      className={`dialog order-sheet${className ? ` ${className}` : ''}`}
      style={style}
      lang={lang}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // a tap on the backdrop (the dialog element itself, outside its content)
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="order-sheet-content">{children}</div>
    </dialog>
  );
}
