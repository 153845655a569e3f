import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { PasswordResetForm } from '#features/auth/components/password-reset-form.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Choose a new password`} />
      <PasswordResetForm />
    </>
  );
}
