import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { SectionsPage } from '#features/menu-content/components/sections-page.tsx';
import { MenuFileActions } from '#features/menu-files/components/menu-file-actions.tsx';
import { acceptedLanguagesOf } from '#features/menu-files/utils/menu-languages.ts';
import { WithLiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Menu sections`} />
      <WithLiveMenuPreview clubId={ids.clubId} menuId={ids.menuId}>
        <SectionsPage
          key={`${ids.clubId}-${ids.menuId}`}
          clubId={ids.clubId}
          menuId={ids.menuId}
          renderMenuActions={(menu) => (
            <MenuFileActions clubId={ids.clubId} menu={{ ...menu, languages: acceptedLanguagesOf(menu) }} />
          )}
        />
      </WithLiveMenuPreview>
    </>
  );
}
