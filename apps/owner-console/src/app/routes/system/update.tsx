import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { UpdatePage } from '#features/system/components/update-page.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`App update`} />
      <UpdatePage />
    </>
  );
}
