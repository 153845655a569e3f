import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { ClubsList } from '#features/clubs/components/clubs-list.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Your clubs`} />
      <ClubsList />
    </>
  );
}
