import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentClub } from '#features/clubs/hooks/use-current-club.ts';
import { OrdersPage } from '#features/orders/components/orders-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  const club = useCurrentClub();
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  // revenue is the owner's (getOrderStatistics: x-roles owner); an administrator outside the club
  // (no role) may read it too
  const showsRevenue = club?.id === clubId && (club.role === 'owner' || club.role === null);
  return (
    <>
      <PageTitle title={t`Orders`} />
      <OrdersPage key={clubId} clubId={clubId} showsRevenue={showsRevenue} />
    </>
  );
}
