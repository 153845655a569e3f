import { useLingui } from '@lingui/react/macro';
import { PageLoader } from '@tavola/ui/page-loader';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentClub } from '#features/clubs/hooks/use-current-club.ts';
import { TeamPage } from '#features/team/components/team-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  const club = useCurrentClub();
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  // the viewer's role comes with their list of clubs (an administrator outside the club has none)
  if (!club) return <PageLoader />;
  return (
    <>
      <PageTitle title={t`Team`} />
      <TeamPage key={clubId} clubId={clubId} viewerRole={club.id === clubId ? club.role : null} />
    </>
  );
}
