import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { SchedulingsPage } from '#features/schedulings/components/schedulings-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId, menuId } = ids;
  return (
    <>
      <PageTitle title={t`Scheduling`} />
      <SchedulingsPage key={`${clubId}-${menuId}`} clubId={clubId} menuId={menuId} />
    </>
  );
}
