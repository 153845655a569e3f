import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { LiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { applyMenuDraft } from '#features/menu-preview/utils/merge-draft.ts';
import { MenuFormPage } from '#features/menus/components/menu-form-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId, menuId } = ids;
  return (
    <>
      <PageTitle title={t`Edit menu`} />
      <MenuFormPage
        key={`${clubId}-${menuId}`}
        clubId={clubId}
        menuId={menuId}
        renderPreview={({ values, theme }) => (
          <LiveMenuPreview
            clubId={clubId}
            menuId={menuId}
            apply={(menu) => applyMenuDraft(menu, { ...values, theme })}
          />
        )}
      />
    </>
  );
}
