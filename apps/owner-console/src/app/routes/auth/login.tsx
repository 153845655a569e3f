import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { LoginForm } from '#features/auth/components/login-form.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Sign in`} />
      <LoginForm />
    </>
  );
}
