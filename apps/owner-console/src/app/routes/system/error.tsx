import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { ErrorPage } from '#features/system/components/error-page.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Something went wrong`} />
      <ErrorPage />
    </>
  );
}
