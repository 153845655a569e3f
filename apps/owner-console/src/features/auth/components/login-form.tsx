import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { setSession } from '@tavola/api/session';
import { validateLogin } from '@tavola/domain/account';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, errorStatus, serverMessage } from '#lib/api-errors.ts';
import { toFormErrors } from '#lib/form.tsx';
import { readLoginNotice } from '#lib/login-notice.ts';
import { pendingInvitation } from '#lib/pending-invitation.ts';
import { useActivateUser } from '../api/activate-user';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';
import { TotpField } from './totp-field';

function ActivationOutcome({ token }: { token: string }) {
  const activation = useActivateUser(token);
  if (activation.isPending) {
    return (
      <Alert color="blue" variant="light" title={<Trans>Activating your account…</Trans>}>
        <Trans>Please wait a moment.</Trans>
      </Alert>
    );
  }
  if (activation.isSuccess) {
    return (
      <Alert color="teal" variant="light" title={<Trans>Your account is active</Trans>} role="status">
        <Trans>You can now sign in with your phone number, password and authenticator code.</Trans>
      </Alert>
    );
  }
  if (errorCode(activation.error) === 'invalid_or_expired_link') {
    return (
      <Alert
        color="red"
        variant="light"
        title={<Trans>This link is invalid or has expired</Trans>}
        role="alert"
      >
        <Trans>The activation link may have been used already. Try signing in, or sign up again.</Trans>
      </Alert>
    );
  }
  return (
    <FormError>
      <Trans>We could not activate your account right now, please try again later.</Trans>
    </FormError>
  );
}

function LoginNoticeAlert() {
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  if (notice === 'password-reset') {
    return (
      <Alert color="teal" variant="light" title={<Trans>Password changed</Trans>} role="status">
        <Trans>Your new password is set. Sign in with it.</Trans>
      </Alert>
    );
  }
  if (notice === 'account-deletion-requested') {
    return (
      <Alert color="blue" variant="light" title={<Trans>Account deletion requested</Trans>} role="status">
        <Trans>
          We have received your request and signed you out. We will email you when your account is deleted.
        </Trans>
      </Alert>
    );
  }
  return null;
}

/**
 * The spec's sentence for a refused sign-in, and under it a reminder about the code. The server does
 * not say which part was wrong (it must not), and an expired code is the part people trip over most:
 * the app shows a new one every 30 seconds (RFC 6238 step, apps/api-server lib/totp.ts).
 */
function WrongCredentials() {
  return (
    <Stack gap={4}>
      <Text inherit>
        <Trans>Phone number or password might be wrong</Trans>
      </Text>
      <Text size="sm" data-testid="sign-in-code-hint">
        <Trans>The 6-digit code changes every 30 seconds: use the one showing now.</Trans>
      </Text>
    </Stack>
  );
}

export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const activationToken = searchParams.get('activate');
  const login = useLogin();
  const phoneRef = useRef<HTMLInputElement>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '', totp: '' },
    validate: (values) => toFormErrors(validateLogin(values)),
  });

  useEffect(() => {
    if (!activationToken) phoneRef.current?.focus();
  }, [activationToken]);

  const submit = form.onSubmit((values) => {
    login.mutate(
      { body: { username: values.username.trim(), password: values.password, totp: values.totp } },
      {
        onSuccess: (session) => {
          setSession({ token: session.token, isAdmin: session.isAdmin });
          // an invitation opened before signing in (features/team) comes back to be accepted
          const invitation = pendingInvitation();
          navigate(invitation ? paths.join.getHref({ token: invitation }) : paths.clubs.list.getHref(), {
            replace: true,
          });
        },
        onError: () => form.setFieldValue('totp', ''),
      },
    );
  });

  let failure: ReactNode = null;
  if (login.isError) {
    const status = errorStatus(login.error);
    if (status === 401) failure = <WrongCredentials />;
    else if (status === 403 && errorCode(login.error) === 'account_not_activated')
      failure = (
        <Trans>
          Your account is not active yet. Open the link in the email we sent you when you signed up to
          activate it.
        </Trans>
      );
    else if (status === 403)
      failure = serverMessage(login.error) ?? <Trans>You cannot sign in with this account.</Trans>;
    else if (status === 429)
      failure = serverMessage(login.error) ?? <Trans>Too many attempts, please try again later.</Trans>;
  }

  return (
    <>
      <AuthHeading title={<Trans>Sign in</Trans>}>
        <Trans>Welcome back! Sign in to manage your menus.</Trans>
      </AuthHeading>
      <Stack gap="md">
        {activationToken && <ActivationOutcome token={activationToken} />}
        <LoginNoticeAlert />
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              ref={phoneRef}
              label={t`Phone number`}
              type="tel"
              inputMode="tel"
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            {/* no rules here: they are for creating a password (sign-up, reset), not for typing one */}
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <TotpField
              value={form.values.totp}
              onChange={(value) => form.setFieldValue('totp', value)}
              error={form.errors.totp}
            />
            <FormError>{failure}</FormError>
            <Button type="submit" fullWidth size="md" loading={login.isPending}>
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        </form>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.auth.passwordRecovery.getHref()} size="sm">
            <Trans>Forgot your password?</Trans>
          </Anchor>
          <Text size="sm">
            <Trans>
              New to Tavola?{' '}
              <Anchor component={Link} to={paths.auth.signup.getHref()} fw={600}>
                Sign up
              </Anchor>
            </Trans>
          </Text>
        </Group>
      </Stack>
    </>
  );
}
