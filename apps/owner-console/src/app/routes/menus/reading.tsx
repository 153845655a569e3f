import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { ReadingPage } from '#features/menu-readings/components/reading-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'readingId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Import a menu`} />
      <ReadingPage key={`${ids.clubId}-${ids.readingId}`} clubId={ids.clubId} readingId={ids.readingId} />
    </>
  );
}
