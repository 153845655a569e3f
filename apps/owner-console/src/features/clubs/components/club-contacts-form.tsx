import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateAddress, validateClubContacts } from '@tavola/domain/club';
import type { Club } from '@tavola/domain/entities';
import type { Message } from '@tavola/domain/messages';
import { PageLoader } from '@tavola/ui/page-loader';
import { useRef } from 'react';
import { useClub } from '#api/get-club.ts';
import { FormError } from '#components/form-error.tsx';
import { LoadError } from '#components/load-error.tsx';
import { MessageText } from '#components/message-text.tsx';
import { errorStatus } from '#lib/api-errors.ts';
import { revealFirstInvalid, toFormErrors } from '#lib/form.tsx';
import { notify } from '#lib/notifications.ts';
import { serverFieldErrors } from '#lib/server-errors.ts';
import { useUpdateClub } from '../api/update-club';
import { AddressFields, type AddressValues } from './address-fields';
import { ContactFields, type ContactValues, contactsBody, contactValues } from './contact-fields';

interface ContactsFormValues extends ContactValues {
  address: AddressValues;
}

function initialValues(club: Club): ContactsFormValues {
  const address = club.clubAddress;
  return {
    address: {
      line1: address.line1,
      line2: address.line2 ?? '',
      city: address.city,
      state: address.state ?? '',
      country: address.country,
      postalCode: address.postalCode,
    },
    ...contactValues(club),
  };
}

function ContactsForm({ club }: { club: Club }) {
  const { t } = useLingui();
  const updateClub = useUpdateClub();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ContactsFormValues>({
    mode: 'controlled',
    initialValues: initialValues(club),
    validate: (values) =>
      toFormErrors({
        ...Object.fromEntries(
          Object.entries(validateAddress(values.address)).map(([field, message]) => [
            `address.${field}`,
            message,
          ]),
        ),
        ...validateClubContacts(values),
      }),
  });
  // errors the server found on fields this form does not show (e.g. the VAT number after a move)
  const otherErrors = Object.entries(updateClub.isError ? serverFieldErrors(updateClub.error) : {}).filter(
    ([field]) => !(field in form.values) && !field.startsWith('address.'),
  );

  const submit = form.onSubmit(
    (values) => {
      updateClub.mutate(
        {
          params: { path: { clubId: club.id } },
          body: {
            address: {
              line1: values.address.line1.trim(),
              line2: values.address.line2.trim() || null,
              city: values.address.city.trim(),
              state: values.address.state.trim() || null,
              country: values.address.country,
              postalCode: values.address.postalCode.trim(),
            },
            ...contactsBody(values),
          },
        },
        {
          onSuccess: (saved) => {
            form.setInitialValues(initialValues(saved));
            form.reset();
            notify({ variant: 'success', message: t`Contacts saved` });
          },
          onError: (error) => {
            form.setErrors(
              Object.fromEntries(
                Object.entries(serverFieldErrors(error)).map(([field, message]) => [
                  field,
                  typeof message === 'string' ? message : <MessageText message={message as Message} />,
                ]),
              ),
            );
            revealFirstInvalid(formRef.current);
          },
        },
      );
    },
    () => revealFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Contacts shown to guests</Trans>
            </Title>
            <ContactFields form={form} />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Address</Trans>
            </Title>
            <AddressFields form={form} prefix="address" />
          </Stack>
        </Paper>
        {otherErrors.length > 0 && (
          <FormError>
            {otherErrors.map(([field, message]) => (
              <div key={field}>
                {typeof message === 'string' ? message : <MessageText message={message} />}
              </div>
            ))}
          </FormError>
        )}
        {updateClub.isError && errorStatus(updateClub.error) !== 400 && (
          <FormError>
            <Trans>There was an error, please try again later.</Trans>
          </FormError>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={updateClub.isPending} disabled={!form.isDirty()}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/clubs/{clubId}/profile/contacts`: what guests read at the bottom of the menu, and the address. */
export function ClubContacts({ clubId }: { clubId: number }) {
  const club = useClub(clubId);
  if (club.isPending) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  return <ContactsForm key={club.data.id} club={club.data} />;
}
