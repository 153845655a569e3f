import { useLingui } from '@lingui/react/macro';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { paymentStateQueryOptions } from '#features/billing/api/get-payment-state.ts';
import { PaymentWarning } from '#features/billing/components/payment-warning.tsx';
import { ClubBoard } from '#features/clubs/components/club-board.tsx';
import { scanStatisticsQueryOptions } from '#features/statistics/api/get-scan-statistics.ts';
import { FIRST_SCAN_PERIOD, ScanStatisticsPanel } from '#features/statistics/components/scan-statistics.tsx';
import { ClubLogoUploader } from '#features/uploads/components/club-logo-uploader.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

const QUIETLY = { meta: { handlesErrors: true } } as const;

export function Component() {
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return <ClubProfile clubId={ids.clubId} />;
}

function ClubProfile({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  // The panels ask for their data once the club has come; asked for beside the club instead, the
  // board's last answer is not a round trip behind its first (bench/console-lighthouse.mjs). Asked
  // before the club is known to be there, a failure is the board's to show, not a notice of its own.
  usePrefetchQuery({ ...scanStatisticsQueryOptions(clubId, FIRST_SCAN_PERIOD), ...QUIETLY });
  usePrefetchQuery({ ...paymentStateQueryOptions(clubId), ...QUIETLY });
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
