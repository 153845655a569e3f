import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validatePasswordReset } from '@tavola/domain/account';
import { messages } from '@tavola/domain/messages';
import { passwordHint } from '@tavola/domain/password';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { MessageText } from '#components/message-text.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, errorStatus, fieldErrors, serverMessage } from '#lib/api-errors.ts';
import { toFormErrors } from '#lib/form.tsx';
import { loginNoticeState } from '#lib/login-notice.ts';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from './auth-heading';

function InvalidLink() {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        title={<Trans>This link is invalid or has expired</Trans>}
        role="alert"
      >
        <Trans>
          Reset links work once and for a limited time. Ask for a new one and use the latest email.
        </Trans>
      </Alert>
      <Button component={Link} to={paths.auth.passwordRecovery.getHref()} fullWidth>
        <Trans>Request a new link</Trans>
      </Button>
      <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" ta="center">
        <Trans>Back to sign in</Trans>
      </Anchor>
    </Stack>
  );
}

export function PasswordResetForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirmation: '' },
    validate: (values) => toFormErrors(validatePasswordReset(values)),
  });

  const submit = form.onSubmit((values) => {
    if (!token) return;
    reset.mutate(
      { body: { token, password: values.password, passwordConfirmation: values.passwordConfirmation } },
      {
        onSuccess: () =>
          navigate(paths.auth.login.getHref(), { replace: true, state: loginNoticeState('password-reset') }),
        onError: (error) => {
          const errors = fieldErrors(error);
          if (errors.password || errors.passwordConfirmation) form.setErrors(errors);
        },
      },
    );
  });

  const linkInvalid = !token || errorCode(reset.error) === 'invalid_or_expired_link';

  let failure: ReactNode = null;
  if (reset.isError && !linkInvalid) {
    const code = errorCode(reset.error);
    if (code === 'passwords_do_not_match') failure = <MessageText message={messages.passwordsMismatch} />;
    else if (errorStatus(reset.error) === 429) failure = serverMessage(reset.error);
    else failure = <Trans>An error occurred, please try again</Trans>;
  }

  return (
    <>
      <AuthHeading title={<Trans>Choose a new password</Trans>}>
        {!linkInvalid && <Trans>Your new password replaces the old one and signs you out everywhere.</Trans>}
      </AuthHeading>
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t`New password`}
              description={<MessageText message={passwordHint} />}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t`Confirm new password`}
              autoComplete="new-password"
              required
              {...form.getInputProps('passwordConfirmation')}
            />
            <FormError>{failure}</FormError>
            <Button type="submit" fullWidth size="md" loading={reset.isPending}>
              <Trans>Save new password</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </>
  );
}
