import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { AccountDeletionForm } from '#features/account/components/account-deletion-form.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Delete your account`} />
      <AccountDeletionForm />
    </>
  );
}
