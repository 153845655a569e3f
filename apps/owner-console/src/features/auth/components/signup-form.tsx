import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Loader,
  PasswordInput,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateEmail, validateName, validateSurname } from '@tavola/domain/account';
import { collectErrors } from '@tavola/domain/messages';
import { passwordHint, validateNewPassword } from '@tavola/domain/password';
import { validatePhone } from '@tavola/domain/phone';
import { validateTotp } from '@tavola/domain/totp';
import { appLanguageOf } from '@tavola/i18n/languages';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { MailIcon } from '#components/icons.tsx';
import { MessageText } from '#components/message-text.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, errorStatus, fieldErrors, serverMessage } from '#lib/api-errors.ts';
import { toFormErrors } from '#lib/form.tsx';
import { useCreateUser } from '../api/create-user';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment';
import { AuthHeading } from './auth-heading';
import { TotpField } from './totp-field';

const DETAIL_FIELDS = ['name', 'surname', 'email', 'phone', 'password'] as const;

/** Groups the base32 secret in fours, as authenticator apps show it, for typing it by hand. */
function formatSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

const STEP_COUNT = 3;

/** "Step 1 of 3 · Your details" with a bar: fits the 400 px card where a stepper would wrap. */
function SignupProgress({ step }: { step: number }) {
  const { t } = useLingui();
  const names = [t`Your details`, t`Authenticator`, t`Activation`];
  const current = step + 1;
  const name = names[step] ?? '';
  return (
    <Stack gap={6} mb="lg">
      <Text size="xs" fw={700} c="tavola.8" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        <Trans>
          Step {current} of {STEP_COUNT} · {name}
        </Trans>
      </Text>
      <Progress value={(current / STEP_COUNT) * 100} size="sm" aria-hidden="true" />
    </Stack>
  );
}

export function SignupForm() {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(0);
  const enrolment = useStartTotpEnrolment();
  const createUser = useCreateUser();

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', surname: '', email: '', phone: '', password: '', totp: '' },
    validate: (values) =>
      toFormErrors(
        step === 0
          ? collectErrors({
              name: validateName(values.name),
              surname: validateSurname(values.surname),
              email: validateEmail(values.email),
              phone: validatePhone(values.phone),
              password: validateNewPassword(values.password),
            })
          : collectErrors({ totp: validateTotp(values.totp) }),
      ),
  });

  const startEnrolment = () => {
    form.setFieldValue('totp', '');
    createUser.reset();
    enrolment.mutate({});
  };

  const continueToAuthenticator = form.onSubmit(() => {
    setStep(1);
    // A secret stays valid for 15 minutes: reuse it when the owner comes back from step 1.
    if (!enrolment.data) startEnrolment();
  });

  const submitAccount = form.onSubmit((values) => {
    if (!enrolment.data) return;
    createUser.mutate(
      {
        body: {
          name: values.name.trim(),
          surname: values.surname.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          password: values.password,
          enrolmentId: enrolment.data.enrolmentId,
          totp: values.totp,
          language: appLanguageOf(i18n.locale),
        },
      },
      {
        onSuccess: () => setStep(2),
        onError: (error) => {
          if (errorStatus(error) === 409) {
            form.setFieldError('phone', t`This phone number is already in use`);
            setStep(0);
            return;
          }
          const errors = fieldErrors(error);
          const detailErrors = DETAIL_FIELDS.filter((field) => errors[field]);
          if (errorCode(error) !== 'invalid_totp' && detailErrors.length > 0) {
            form.setErrors(Object.fromEntries(detailErrors.map((field) => [field, errors[field]])));
            setStep(0);
          } else {
            form.setFieldValue('totp', '');
          }
        },
      },
    );
  });

  let failure: ReactNode = null;
  if (createUser.isError) {
    const status = errorStatus(createUser.error);
    const code = errorCode(createUser.error);
    if (status === 409)
      failure = (
        <Trans>
          An account with this phone number already exists. Sign in instead, or contact our support team if
          you think this is a mistake.
        </Trans>
      );
    else if (code === 'invalid_totp')
      failure = (
        <Trans>
          The code does not match. Type the current code from your authenticator app; if it keeps failing, get
          a new QR code.
        </Trans>
      );
    else if (status === 429)
      failure = serverMessage(createUser.error) ?? <Trans>Too many attempts, please try again later.</Trans>;
    else failure = <Trans>Please check the details you entered and try again.</Trans>;
  }

  return (
    <>
      <AuthHeading title={<Trans>Create your account</Trans>}>
        {step < 2 && <Trans>Build digital menus for your venue in a few minutes.</Trans>}
      </AuthHeading>
      <SignupProgress step={step} />

      {step === 0 && (
        <form onSubmit={continueToAuthenticator} noValidate>
          <Stack gap="sm">
            <Group grow gap="sm" align="flex-start" wrap="nowrap">
              <TextInput label={t`Name`} autoComplete="given-name" required {...form.getInputProps('name')} />
              <TextInput
                label={t`Last name`}
                autoComplete="family-name"
                required
                {...form.getInputProps('surname')}
              />
            </Group>
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t`Phone number`}
              description={t`You will sign in with it`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
            <PasswordInput
              label={t`Password`}
              description={<MessageText message={passwordHint} />}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <FormError>{failure}</FormError>
            <Button type="submit" fullWidth size="md" mt="xs">
              <Trans>Continue</Trans>
            </Button>
          </Stack>
        </form>
      )}

      {step === 1 && (
        <form onSubmit={submitAccount} noValidate>
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
                Authenticator or 1Password), then type the 6-digit code it shows.
              </Trans>
            </Text>
            {enrolment.isPending && (
              <Center h={180}>
                <Loader />
              </Center>
            )}
            {enrolment.isError && (
              <FormError>
                <Stack gap="xs" align="flex-start">
                  <Trans>We could not prepare your authenticator code. Please try again.</Trans>
                  <Button size="compact-sm" variant="light" color="red" onClick={startEnrolment}>
                    <Trans>Try again</Trans>
                  </Button>
                </Stack>
              </FormError>
            )}
            {enrolment.data && (
              <Stack gap="xs" align="center">
                <QRCodeSVG
                  value={enrolment.data.otpauthUri}
                  size={176}
                  marginSize={2}
                  title={t`QR code for your authenticator app`}
                  role="img"
                  aria-label={t`QR code for your authenticator app`}
                  data-testid="totp-qr-code"
                />
                <Text size="xs" c="dimmed" ta="center">
                  <Trans>Cannot scan it? Enter this key in the app:</Trans>
                </Text>
                <Group gap="xs" justify="center" wrap="nowrap">
                  <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                    {formatSecret(enrolment.data.secret)}
                  </Code>
                  <CopyButton value={enrolment.data.secret}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy}>
                        {copied ? t`Copied` : t`Copy`}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            )}
            <TotpField
              value={form.values.totp}
              onChange={(value) => form.setFieldValue('totp', value)}
              error={form.errors.totp}
              disabled={!enrolment.data}
            />
            {failure && (
              <FormError>
                <Stack gap="xs" align="flex-start">
                  {failure}
                  {errorCode(createUser.error) === 'invalid_totp' && (
                    <Button size="compact-sm" variant="light" color="red" onClick={startEnrolment}>
                      <Trans>Get a new QR code</Trans>
                    </Button>
                  )}
                </Stack>
              </FormError>
            )}
            <Group justify="space-between" wrap="nowrap">
              <Button variant="default" onClick={() => setStep(0)} disabled={createUser.isPending}>
                <Trans>Back</Trans>
              </Button>
              <Button type="submit" loading={createUser.isPending} disabled={!enrolment.data}>
                <Trans>Create account</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {step === 2 && (
        <Stack gap="md" align="center" ta="center" role="status">
          <MailIcon size={40} color="var(--mantine-color-tavola-6)" />
          <Text fw={600} size="lg">
            <Trans>Check your email to activate your account</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              We sent a link to {form.values.email}. Open it to activate your account, then sign in with your
              phone number, password and authenticator code.
            </Trans>
          </Text>
          <Button component={Link} to={paths.auth.login.getHref()} variant="light" fullWidth>
            <Trans>Go to sign in</Trans>
          </Button>
        </Stack>
      )}

      {step < 2 && (
        <Text size="sm" ta="center" mt="lg">
          <Trans>
            Already have an account?{' '}
            <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
              Sign in
            </Anchor>
          </Trans>
        </Text>
      )}
    </>
  );
}
