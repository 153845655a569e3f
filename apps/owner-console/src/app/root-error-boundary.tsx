import { ErrorState } from '@tavola/ui/error-state';
import { Component, type ReactNode } from 'react';
import { reportError } from '#lib/sentry.ts';

/**
 * The general fallback around the router: what the route areas' boundaries do not catch shows
 * "It seems something went wrong." with a reload.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    reportError(error);
  }

  override render() {
    if (this.state.failed) return <ErrorState asPage onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
