import { isApiError } from '@tavola/api/errors';
import { ErrorState } from '@tavola/ui/error-state';
import { PageLoader } from '@tavola/ui/page-loader';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { paths } from '#config/paths.ts';
import { endExpiredSession, handleUnexpectedError } from '#lib/global-errors.ts';

/**
 * errorElement of each route area. Spec: on an uncaught rendering error the error is logged and
 * reported and the user is sent to login; a 401 also ends the session.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onLoginPage = pathname === paths.auth.login.path;

  useEffect(() => {
    console.error(error);
    if (isApiError(error) && error.status === 401) endExpiredSession();
    else handleUnexpectedError(error);
    // The login page itself failing would loop: it shows the general fallback instead.
    if (!onLoginPage) navigate(paths.auth.login.getHref(), { replace: true });
  }, [error, navigate, onLoginPage]);

  if (onLoginPage) return <ErrorState asPage onRetry={() => window.location.reload()} />;
  return <PageLoader />;
}
