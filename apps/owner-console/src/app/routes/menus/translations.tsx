import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { TranslationsPage } from '#features/translations/components/translations-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId', 'menuId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId, menuId } = ids;
  return (
    <>
      <PageTitle title={t`Translations`} />
      <TranslationsPage key={`${clubId}-${menuId}`} clubId={clubId} menuId={menuId} />
    </>
  );
}
