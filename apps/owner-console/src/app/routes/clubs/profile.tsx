import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { PaymentWarning } from '#features/billing/components/payment-warning.tsx';
import { ClubBoard } from '#features/clubs/components/club-board.tsx';
import { ScanStatisticsPanel } from '#features/statistics/components/scan-statistics.tsx';
import { ClubLogoUploader } from '#features/uploads/components/club-logo-uploader.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <>
      <PageTitle title={t`Club`} />
      <ClubBoard
        key={clubId}
        clubId={clubId}
        renderLogo={(club) => <ClubLogoUploader clubId={club.id} logo={club.logo} name={club.name} />}
        renderStatistics={(club) => <ScanStatisticsPanel clubId={club.id} />}
        renderPaymentWarning={(club) => <PaymentWarning clubId={club.id} />}
      />
    </>
  );
}
