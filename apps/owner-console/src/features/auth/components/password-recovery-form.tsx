import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validatePasswordRecovery } from '@tavola/domain/account';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { ArrowLeftIcon, MailIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import { errorStatus, serverMessage } from '#lib/api-errors.ts';
import { toFormErrors } from '#lib/form.tsx';
import { useRecoverPassword } from '../api/recover-password';
import { AuthHeading } from './auth-heading';

export function PasswordRecoveryForm() {
  const { t } = useLingui();
  const recover = useRecoverPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone: '' },
    validate: (values) => toFormErrors(validatePasswordRecovery(values)),
  });

  const submit = form.onSubmit((values) => recover.mutate({ body: { phone: values.phone.trim() } }));

  let failure: ReactNode = null;
  if (recover.isError) {
    const status = errorStatus(recover.error);
    if (status === 404) failure = <Trans>No account found with this phone number</Trans>;
    else if (status === 429)
      failure = serverMessage(recover.error) ?? <Trans>An error occurred, please try again</Trans>;
    else failure = <Trans>An error occurred, please try again</Trans>;
  }

  const backToLogin = (
    <Anchor component={Link} to={paths.auth.login.getHref()} size="sm">
      <ArrowLeftIcon size={14} style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      <Trans>Back to sign in</Trans>
    </Anchor>
  );

  if (recover.isSuccess) {
    return (
      <Stack gap="md" align="center" ta="center" role="status">
        <MailIcon size={40} color="var(--mantine-color-tavola-6)" />
        <Text fw={600} size="lg">
          <Trans>Check your email</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            We sent a link to reset your password to the email address of your account. The link works for a
            limited time.
          </Trans>
        </Text>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <>
      <AuthHeading title={<Trans>Forgot your password?</Trans>}>
        <Trans>
          Enter the phone number of your account and we will email you a link to choose a new password.
        </Trans>
      </AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Phone number`}
            type="tel"
            inputMode="tel"
            autoComplete="username"
            required
            {...form.getInputProps('phone')}
          />
          <FormError>{failure}</FormError>
          <Button type="submit" fullWidth size="md" loading={recover.isPending}>
            <Trans>Send reset link</Trans>
          </Button>
          <Stack align="center">{backToLogin}</Stack>
        </Stack>
      </form>
    </>
  );
}
