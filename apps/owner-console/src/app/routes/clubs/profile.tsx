import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { PaymentWarning } from '#features/billing/components/payment-warning.tsx';
import { ClubBoard } from '#features/clubs/components/club-board.tsx';
import { useClubId } from '#features/clubs/hooks/use-club-id.ts';
import { ScanStatisticsPanel } from '#features/statistics/components/scan-statistics.tsx';
import { ClubLogoUploader } from '#features/uploads/components/club-logo-uploader.tsx';

export function Component() {
  const { t } = useLingui();
  const clubId = useClubId();
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
