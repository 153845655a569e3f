import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import { BannerPage } from '#features/banners/components/banner-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Banner`} />
      <BannerPage
        key={`${ids.clubId}-${ids.menuId}`}
        clubId={ids.clubId}
        menuId={ids.menuId}
        renderUpgradePrompt={(text) => (
          <UpgradePrompt clubId={ids.clubId} feature="banners">
            {text}
          </UpgradePrompt>
        )}
      />
    </>
  );
}
