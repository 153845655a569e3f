import { Trans } from '@lingui/react/macro';
import { ErrorState } from '@tavola/ui/error-state';

/** Data that failed to load: the product's "try again later" text, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => unknown }) {
  return (
    <ErrorState
      message={<Trans>There was an error, please try again later.</Trans>}
      onRetry={() => onRetry()}
    />
  );
}
