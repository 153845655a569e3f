import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import { BannerEditorPage } from '#features/banners/components/banner-editor-page.tsx';
import { LiveMenuPreview } from '#features/menu-preview/components/live-menu-preview.tsx';
import { applyBannerDraft } from '#features/menu-preview/utils/merge-draft.ts';
import { useRouteIds } from '#hooks/use-route-ids.ts';

/** `/banner/new`, `/banner/new/details` (creation) and `/banner/details`: one page, two modes. */
export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId');
  const { pathname } = useLocation();
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const mode = pathname.includes('/banner/new') ? 'new' : 'edit';
  return (
    <>
      <PageTitle title={mode === 'new' ? t`New banner` : t`Banner details`} />
      <BannerEditorPage
        key={`${ids.clubId}-${ids.menuId}-${mode}`}
        clubId={ids.clubId}
        menuId={ids.menuId}
        mode={mode}
        renderUpgradePrompt={(text) => (
          <UpgradePrompt clubId={ids.clubId} feature="banners">
            {text}
          </UpgradePrompt>
        )}
        renderPreview={(draft) => (
          <LiveMenuPreview
            clubId={ids.clubId}
            menuId={ids.menuId}
            apply={(menu) => applyBannerDraft(menu, draft)}
          />
        )}
      />
    </>
  );
}
