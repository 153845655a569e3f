import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentClub } from '#features/clubs/hooks/use-current-club.ts';
import { CallsPage } from '#features/waiter-calls/components/calls-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  const club = useCurrentClub();
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <>
      <PageTitle title={t`Waiter calls`} />
      {/* only the club's team has shifts (an administrator outside it has none) */}
      <CallsPage key={clubId} clubId={clubId} member={club?.id === clubId && club.role !== null} />
    </>
  );
}
