import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '#components/page-title.tsx';
import { SignupForm } from '#features/auth/components/signup-form.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Sign up`} />
      <SignupForm />
    </>
  );
}
