import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { QrCodesPage } from '#features/tables/components/qr-codes-page.tsx';

export function Component() {
  const { t } = useLingui();
  const clubId = Number(useParams().clubId);
  if (!Number.isInteger(clubId) || clubId < 1)
    return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`QR codes`} />
      <QrCodesPage key={clubId} clubId={clubId} />
    </>
  );
}
