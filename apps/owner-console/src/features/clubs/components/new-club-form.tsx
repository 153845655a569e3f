import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  brandIdFromChoice,
  NO_BRAND,
  parseBrandChoice,
  validateClubContacts,
  validateNewClub,
} from '@tavola/domain/club';
import type { Message } from '@tavola/domain/messages';
import { type ReactNode, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '#components/form-error.tsx';
import { MessageText } from '#components/message-text.tsx';
import { paths } from '#config/paths.ts';
import { errorStatus } from '#lib/api-errors.ts';
import { revealFirstInvalid, toFormErrors } from '#lib/form.tsx';
import { notify } from '#lib/notifications.ts';
import { serverFieldErrors } from '#lib/server-errors.ts';
import { useCreateClub } from '../api/create-club';
import { useBrands } from '../api/list-brands';
import { selectClub } from '../hooks/use-selected-club';
import { AddressFields, type AddressValues, emptyAddress } from './address-fields';
import { ContactFields, type ContactValues, contactsBody, contactValues } from './contact-fields';

export interface NewClubFormValues extends ContactValues {
  name: string;
  seats: number | string;
  address: AddressValues;
  brandId: string | null;
  salesAccountName: string;
  salesAccountLastName: string;
  companyName: string;
  vatNumber: string;
  separateBilling: boolean;
  billingAddress: AddressValues;
}

function addressBody(address: AddressValues) {
  return {
    line1: address.line1.trim(),
    line2: address.line2.trim() || null,
    city: address.city.trim(),
    state: address.state.trim() || null,
    country: address.country,
    postalCode: address.postalCode.trim(),
  };
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The spec's club form: profile, address, brand partnership, company and contacts. */
export function NewClubForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const brands = useBrands();
  const createClub = useCreateClub();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<NewClubFormValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      seats: '',
      address: emptyAddress(),
      brandId: null,
      salesAccountName: '',
      salesAccountLastName: '',
      companyName: '',
      vatNumber: '',
      separateBilling: false,
      billingAddress: emptyAddress(),
      ...contactValues(),
    },
    validate: (values) =>
      toFormErrors({
        ...validateNewClub({
          ...values,
          billingAddress: values.separateBilling ? values.billingAddress : null,
        }),
        ...validateClubContacts(values),
      }),
  });

  const brandSelected = (() => {
    const choice = parseBrandChoice(form.values.brandId);
    return choice !== null && choice !== NO_BRAND;
  })();

  const submit = form.onSubmit(
    (values) => {
      const choice = parseBrandChoice(values.brandId);
      if (choice === null) return;
      const withBrand = choice !== NO_BRAND;
      createClub.mutate(
        {
          body: {
            name: values.name.trim(),
            seats: Number(values.seats),
            address: addressBody(values.address),
            brandId: brandIdFromChoice(choice),
            salesAccountName: withBrand ? values.salesAccountName.trim() : null,
            salesAccountLastName: withBrand ? values.salesAccountLastName.trim() : null,
            companyName: values.companyName.trim(),
            vatNumber: values.vatNumber.trim(),
            billingAddress: values.separateBilling ? addressBody(values.billingAddress) : null,
            ...contactsBody(values),
          },
        },
        {
          onSuccess: ({ clubId }) => {
            selectClub(clubId);
            notify({
              variant: 'success',
              message: t`Club created. Our team will activate it soon; you can build its menus now.`,
            });
            navigate(paths.clubs.profile.getHref(clubId));
          },
          onError: (error) => {
            const errors = serverFieldErrors(error);
            form.setErrors(
              Object.fromEntries(
                Object.entries(errors).map(([field, message]) => [
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

  const brandOptions = [
    { value: NO_BRAND, label: t`None` },
    ...(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
  ];
  const failed = createClub.isError && errorStatus(createClub.error) === 400;

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Section title={<Trans>Your venue</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Club name`} required {...form.getInputProps('name')} />
            <NumberInput
              label={t`Number of seats`}
              description={t`Approximate`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('seats')}
            />
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Address</Trans>}>
          <AddressFields form={form} prefix="address" />
        </Section>

        <Section title={<Trans>Brand partnership</Trans>}>
          <Select
            label={t`Brand reference`}
            description={t`The partner brand that offered you Tavola, or none`}
            placeholder={t`Choose a brand, or None`}
            required
            data={brandOptions}
            {...form.getInputProps('brandId')}
            comboboxProps={{ withinPortal: true }}
          />
          {brandSelected && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t`Sales account name`}
                description={t`Your contact at the brand`}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                {...form.getInputProps('salesAccountName')}
              />
              <TextInput
                label={t`Sales account last name`}
                required
                {...form.getInputProps('salesAccountLastName')}
              />
            </SimpleGrid>
          )}
        </Section>

        <Section title={<Trans>Company and billing</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Company name`} required {...form.getInputProps('companyName')} />
            <TextInput label={t`VAT number`} required {...form.getInputProps('vatNumber')} />
          </SimpleGrid>
          <Checkbox
            label={t`The billing address differs from the club address`}
            {...form.getInputProps('separateBilling', { type: 'checkbox' })}
          />
          {form.values.separateBilling && <AddressFields form={form} prefix="billingAddress" />}
        </Section>

        <Section title={<Trans>Contacts for your guests</Trans>}>
          <ContactFields form={form} />
        </Section>

        {failed && (
          <FormError>
            <Trans>Some fields are not valid: check the ones marked in red.</Trans>
          </FormError>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={createClub.isPending}>
            <Trans>Create club</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
