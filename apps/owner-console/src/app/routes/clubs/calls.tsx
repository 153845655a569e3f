import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { CallsPage } from '#features/waiter-calls/components/calls-page.tsx';

export function Component() {
  const { t } = useLingui();
  const clubId = Number(useParams().clubId);
  if (!Number.isInteger(clubId) || clubId < 1)
    return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Waiter calls`} />
      <CallsPage key={clubId} clubId={clubId} />
    </>
  );
}
