import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  deleteConfirmationWord,
  isDeleteConfirmed,
  validateDeleteConfirmation,
} from '@tavola/domain/delete-confirmation';
import { Link, useNavigate } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { TrashIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import { toFormErrors } from '#lib/form.tsx';
import { signOutLocally } from '#lib/global-errors.ts';
import { loginNoticeState } from '#lib/login-notice.ts';
import { useRequestAccountDeletion } from '../api/request-account-deletion';

/** Spec: deleting asks the owner to type the word for "delete" in the interface language. */
export function AccountDeletionForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestDeletion = useRequestAccountDeletion();
  const word = deleteConfirmationWord(i18n.locale);

  const form = useForm({
    mode: 'controlled',
    initialValues: { confirmation: '' },
    validate: (values) => {
      const error = validateDeleteConfirmation(values.confirmation, i18n.locale);
      return toFormErrors(error ? { confirmation: error } : {});
    },
  });

  const submit = form.onSubmit((values) =>
    requestDeletion.mutate(
      { body: { confirmation: values.confirmation.trim() } },
      {
        onSuccess: () => {
          signOutLocally();
          queryClient.clear();
          navigate(paths.auth.login.getHref(), {
            replace: true,
            state: loginNoticeState('account-deletion-requested'),
          });
        },
      },
    ),
  );

  return (
    <Paper maw={520} w="100%" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" size={44} radius="xl">
            <TrashIcon size={22} />
          </ThemeIcon>
          <Title order={1} size="h2">
            <Trans>Delete your account</Trans>
          </Title>
        </Group>
        <Text>
          <Trans>We are sorry to see you go. Before you confirm, please note:</Trans>
        </Text>
        <List spacing={6} size="sm">
          <List.Item>
            <Trans>You will be signed out on every device and will no longer be able to sign in.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Our team will delete your account, your clubs and their menus, and email you when it is done.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Guests will no longer see your menus when they scan your QR codes.</Trans>
          </List.Item>
        </List>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={<Trans>Type “{word}” to confirm</Trans>}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={word}
              required
              {...form.getInputProps('confirmation')}
            />
            {requestDeletion.isError && (
              <FormError>
                <Trans>We could not send your request. Check the word you typed and try again.</Trans>
              </FormError>
            )}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.clubs.list.getHref()} variant="default">
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                color="red"
                loading={requestDeletion.isPending}
                disabled={!isDeleteConfirmed(form.values.confirmation, i18n.locale)}
                aria-label={t`Delete my account`}
              >
                <Trans>Delete my account</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
