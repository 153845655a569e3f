import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { SectionItemsPage } from '#features/menu-content/components/section-items-page.tsx';
import { WithLiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId', 'sectionId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Section items`} />
      <WithLiveMenuPreview clubId={ids.clubId} menuId={ids.menuId}>
        <SectionItemsPage
          key={`${ids.clubId}-${ids.menuId}-${ids.sectionId}`}
          clubId={ids.clubId}
          menuId={ids.menuId}
          sectionId={ids.sectionId}
        />
      </WithLiveMenuPreview>
    </>
  );
}
