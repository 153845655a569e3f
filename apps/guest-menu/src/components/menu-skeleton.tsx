/**
 * The menu's shape while it loads: the same markup index.html paints before the app's JavaScript
 * arrives (keep the two alike), so the page never flashes blank between them.
 */
export function MenuSkeleton({ label }: { label: string }) {
  return (
    <div className="sk" aria-busy="true">
      <p className="sk-label" role="status">
        {label}
      </p>
      <div className="sk-head">
        <span className="sk-logo" />
        <span className="sk-line sk-title" />
      </div>
      <div className="sk-tabs">
        <span />
        <span />
        <span />
      </div>
      {[0, 1, 2, 3, 4].map((n) => (
        <div className="sk-item" key={n}>
          <span className="sk-line" />
          <span className="sk-line sk-short" />
        </div>
      ))}
    </div>
  );
}
