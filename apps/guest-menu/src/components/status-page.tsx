import type { ReactNode } from 'react';

/** A whole-page message (not found, not available, error) with its way out. */
export function StatusPage({
  title,
  children,
  actions,
  lang,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  lang: string;
}) {
  return (
    <main className="status" lang={lang}>
      <div className="status-card">
        <h1>{title}</h1>
        {children}
        {actions ? <div className="status-actions">{actions}</div> : null}
      </div>
    </main>
  );
}
