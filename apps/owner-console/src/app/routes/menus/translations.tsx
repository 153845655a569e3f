import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { TranslationsPage } from '#features/translations/components/translations-page.tsx';

export function Component() {
  const { t } = useLingui();
  const params = useParams();
  const clubId = Number(params.clubId);
  const menuId = Number(params.menuId);
  if (!Number.isInteger(clubId) || clubId < 1 || !Number.isInteger(menuId) || menuId < 1)
    return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Translations`} />
      <TranslationsPage key={`${clubId}-${menuId}`} clubId={clubId} menuId={menuId} />
    </>
  );
}
