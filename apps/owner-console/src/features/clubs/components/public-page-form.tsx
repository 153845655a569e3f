import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Club } from '@tavola/domain/entities';
import { publicPagePath, SLUG_MAX_LENGTH, slugFromName, slugProblem } from '@tavola/domain/public-page';
import { SLUG_MESSAGES } from '@tavola/domain/public-page-messages';
import { useRef } from 'react';
import { FormError } from '#components/form-error.tsx';
import { env } from '#config/env.ts';
import { errorCode } from '#lib/api-errors.ts';
import { revealFirstInvalid } from '#lib/form.tsx';
import { notify } from '#lib/notifications.ts';
import { serverFieldErrors } from '#lib/server-errors.ts';
import { useUpdatePublicPage } from '../api/update-public-page';

interface PublicPageValues {
  enabled: boolean;
  slug: string;
}

function initialValues(club: Club): PublicPageValues {
  // a club without an address yet is offered one made from its name
  return { enabled: club.publicPage, slug: club.slug ?? slugFromName(club.name) ?? '' };
}

/**
 * The club's public page on the web (`{guest app}/m/{slug}`, docs/decisions/043): a switch and the
 * page's address, saved together; the address is checked here with the server's rules, and the
 * server's answer (taken by another club) shows on the field.
 */
export function PublicPageForm({ club }: { club: Club }) {
  const { t, i18n } = useLingui();
  const update = useUpdatePublicPage();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<PublicPageValues>({
    mode: 'controlled',
    initialValues: initialValues(club),
    transformValues: (values) => ({ ...values, slug: values.slug.trim() }),
    validate: {
      slug: (value) => {
        const problem = slugProblem(value.trim());
        return problem ? i18n._(SLUG_MESSAGES[problem]) : null;
      },
    },
  });
  const address = `${env.guestBaseUrl}${publicPagePath(form.values.slug.trim() || '…')}`;
  const savedAddress = club.slug ? `${env.guestBaseUrl}${publicPagePath(club.slug)}` : null;

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { params: { path: { clubId: club.id } }, body: values },
        {
          onSuccess: (saved) => {
            form.setInitialValues(initialValues(saved));
            form.reset();
            notify({
              variant: 'success',
              message: saved.publicPage ? t`Your public page is on.` : t`Your public page is off.`,
            });
          },
          onError: (error) => {
            if (errorCode(error) === 'slug_taken') {
              form.setFieldError('slug', t`Another club already has this address. Choose another one.`);
            } else {
              const errors = serverFieldErrors(error);
              const slug = errors.slug;
              if (slug) form.setFieldError('slug', typeof slug === 'string' ? slug : i18n._(slug));
            }
            revealFirstInvalid(formRef.current);
          },
        },
      ),
    () => revealFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              <Trans>Public page on the web</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Your menus at their own address, for people who look you up before they come. Search engines
                can find it. Tables, waiter calls and hidden items are never on it.
              </Trans>
            </Text>
          </Stack>
          <Switch
            size="md"
            label={t`Show my menus on the web`}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <TextInput
            label={t`Page address`}
            description={address}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={SLUG_MAX_LENGTH}
            {...form.getInputProps('slug')}
          />
          {club.publicPage && !club.enabled ? (
            // the server shows no page of a club the team has not activated yet
            <Text size="sm" c="dimmed">
              <Trans>The page shows on the web once the Tavola team has activated your club.</Trans>
            </Text>
          ) : null}
          {update.isError && !['slug_taken', 'validation_failed'].includes(errorCode(update.error) ?? '') ? (
            <FormError>{t`The public page could not be saved, please try again.`}</FormError>
          ) : null}
          <Group justify="space-between" gap="sm">
            {club.publicPage && savedAddress ? (
              <Anchor href={savedAddress} target="_blank" rel="noopener">
                <Trans>Open the public page</Trans>
              </Anchor>
            ) : (
              <span />
            )}
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
