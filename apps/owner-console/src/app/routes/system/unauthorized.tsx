import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { UnauthorizedPage } from '#features/system/components/unauthorized-page.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Please sign in`} />
      <UnauthorizedPage />
    </>
  );
}
