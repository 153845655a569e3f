import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { PasswordRecoveryForm } from '#features/auth/components/password-recovery-form.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Forgot your password?`} />
      <PasswordRecoveryForm />
    </>
  );
}
