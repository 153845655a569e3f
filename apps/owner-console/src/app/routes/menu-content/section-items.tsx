import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { SectionItemsPage } from '#features/menu-content/components/section-items-page.tsx';
import { WithLiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { useContentIds } from './ids';

export function Component() {
  const { t } = useLingui();
  const ids = useContentIds();
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
