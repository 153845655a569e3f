import { useLingui } from '@lingui/react/macro';
import { PageLoader } from '@tavola/ui/page-loader';
import { Navigate } from 'react-router';
import { LoadError } from '#components/load-error.tsx';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentUser } from '#features/account/api/get-current-user.ts';
import { AdminScreen } from '#features/admin/components/admin-screen.tsx';

/**
 * The route guard (requireAdmin) checked the stored flag; here the server has the last word:
 * anyone it does not know as an administrator gets the not-found page.
 */
export function Component() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (user.data && !user.data.isAdmin) return <Navigate to={paths.system.notFound.getHref()} replace />;
  if (user.isError) return <LoadError onRetry={() => user.refetch()} />;
  if (!user.data) return <PageLoader />;
  return (
    <>
      <PageTitle title={t`Administration`} />
      <AdminScreen />
    </>
  );
}
