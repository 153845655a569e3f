import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { NotFoundPage } from '#features/system/components/not-found-page.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Page Not Found`} />
      <NotFoundPage />
    </>
  );
}
