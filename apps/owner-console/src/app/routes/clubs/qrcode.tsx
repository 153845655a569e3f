import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentClub } from '#features/clubs/hooks/use-current-club.ts';
import { QrCodesPage } from '#features/tables/components/qr-codes-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  const club = useCurrentClub();
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <>
      <PageTitle title={t`QR codes`} />
      {/* renewTableKeys is for owners and managers (an administrator outside the club has no role) */}
      <QrCodesPage
        key={clubId}
        clubId={clubId}
        canRenewCodes={club?.id !== clubId || club.role !== 'waiter'}
      />
    </>
  );
}
