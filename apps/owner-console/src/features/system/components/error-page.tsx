import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { ErrorState } from '@tavola/ui/error-state';
import { Link, useNavigate } from 'react-router';
import { SystemPage } from '#components/system-page.tsx';
import { paths } from '#config/paths.ts';

/** The general fallback: "It seems something went wrong." with a retry. */
export function ErrorPage() {
  const navigate = useNavigate();
  // Retry the page the user came from when there is one, else start again from home.
  const retry = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate(paths.home.getHref(), { replace: true });
  };
  return (
    <SystemPage>
      <ErrorState asPage onRetry={retry}>
        <Anchor component={Link} to={paths.home.getHref()} size="sm">
          <Trans>Go to the home page</Trans>
        </Anchor>
      </ErrorState>
    </SystemPage>
  );
}
