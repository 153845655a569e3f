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
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <>
      <PageTitle title={t`New menu`} />
      <MenuFormPage
        key={clubId}
        clubId={clubId}
        renderPreview={({ values, theme }) => (
          <LiveMenuPreview
            clubId={clubId}
            menuId={null}
            theme={theme}
            apply={(menu) => applyMenuDraft(menu, { ...values, theme })}
          />
        )}
      />
    </>
  );
}
