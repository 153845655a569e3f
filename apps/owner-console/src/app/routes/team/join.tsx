import { useLingui } from '@lingui/react/macro';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import { JoinPage } from '#features/team/components/join-page.tsx';

export function Component() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Join a team`} />
      <JoinPage token={token} />
    </>
  );
}
