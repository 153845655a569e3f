import { useLingui } from '@lingui/react/macro';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { PaymentWarning } from '#features/billing/components/payment-warning.tsx';
import { ClubBoard } from '#features/clubs/components/club-board.tsx';
import { useCurrentClub } from '#features/clubs/hooks/use-current-club.ts';
import { OrderStatisticsPanel } from '#features/statistics/components/order-statistics.tsx';
import { ScanStatisticsPanel } from '#features/statistics/components/scan-statistics.tsx';
import { ClubLogoUploader } from '#features/uploads/components/club-logo-uploader.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';
import { boardQueries } from './board-queries';

export function Component() {
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return <ClubProfile clubId={ids.clubId} />;
}

function ClubProfile({ clubId }: { clubId: number }) {
  const { t } = useLingui();
  // the board's panels' data beside the club's (main.tsx asks for it too on a first visit)
  const [scans, payments] = boardQueries(clubId);
  usePrefetchQuery(scans);
  usePrefetchQuery(payments);
  const member = useCurrentClub();
  // orders and revenue are the owner's (getOrderStatistics: x-roles owner), or an administrator's
  const showsRevenue = member?.id === clubId && (member.role === 'owner' || member.role === null);
  return (
    <>
      <PageTitle title={t`Club`} />
      <ClubBoard
        key={clubId}
        clubId={clubId}
        renderLogo={(club) => <ClubLogoUploader clubId={club.id} logo={club.logo} name={club.name} />}
        renderStatistics={(club) => (
          <>
            <ScanStatisticsPanel clubId={club.id} />
            {showsRevenue && <OrderStatisticsPanel clubId={club.id} />}
          </>
        )}
        renderPaymentWarning={(club) => <PaymentWarning clubId={club.id} />}
      />
    </>
  );
}
