import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { SchedulingsPage } from '#features/schedulings/components/schedulings-page.tsx';

export function Component() {
  const { t } = useLingui();
  const params = useParams();
  const clubId = Number(params.clubId);
  const menuId = Number(params.menuId);
  if (!Number.isInteger(clubId) || clubId < 1 || !Number.isInteger(menuId) || menuId < 1)
    return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Scheduling`} />
      <SchedulingsPage key={`${clubId}-${menuId}`} clubId={clubId} menuId={menuId} />
    </>
  );
}
