import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { LiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { applyMenuDraft } from '#features/menu-preview/utils/merge-draft.ts';
import { MenuFormPage } from '#features/menus/components/menu-form-page.tsx';

export function Component() {
  const { t } = useLingui();
  const params = useParams();
  const clubId = Number(params.clubId);
  const menuId = Number(params.menuId);
  if (!Number.isInteger(clubId) || clubId < 1 || !Number.isInteger(menuId) || menuId < 1)
    return <Navigate to={paths.system.notFound.getHref()} replace />;
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
