import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { components } from '@tavola/api/schema';
import { PageLoader } from '@tavola/ui/page-loader';
import { useState } from 'react';
import { CheckIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { errorCode, fieldErrors } from '#lib/api-errors.ts';
import { useCreateBrand } from '../api/create-brand';
import { useAdminBrands } from '../api/list-admin-brands';
import { useUpdateBrand } from '../api/update-brand';

type Brand = components['schemas']['Brand'];

export const BRAND_NAME_MAX = 100;

function useBrandNameValidator() {
  const { t } = useLingui();
  return (value: string) => {
    if (value.trim() === '') return t`Write the brand name.`;
    if (value.length > BRAND_NAME_MAX) return t`At most ${BRAND_NAME_MAX} characters.`;
    return null;
  };
}

/** The server's answer as a message for the name field. */
function useNameError() {
  const { t } = useLingui();
  return (error: unknown): string | undefined => {
    if (errorCode(error) === 'brand_name_taken') return t`A brand with this name already exists.`;
    return fieldErrors(error).name;
  };
}

function BrandRow({ brand }: { brand: Brand }) {
  const { t } = useLingui();
  const update = useUpdateBrand();
  const validateName = useBrandNameValidator();
  const nameError = useNameError();
  const [editing, setEditing] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: brand.name },
    validate: { name: validateName },
  });

  const rename = form.onSubmit((values) =>
    update.mutate(
      { params: { path: { brandId: brand.id } }, body: { name: values.name.trim() } },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => form.setFieldError('name', nameError(error)),
      },
    ),
  );

  return (
    <Table.Tr>
      <Table.Td>
        {editing ? (
          <form onSubmit={rename} noValidate>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t`Name of ${brand.name}`}
                maxLength={BRAND_NAME_MAX}
                autoFocus
                style={{ flex: 1 }}
                {...form.getInputProps('name')}
              />
              <ActionIcon type="submit" size="lg" aria-label={t`Save the name`} loading={update.isPending}>
                <CheckIcon size={18} />
              </ActionIcon>
            </Group>
          </form>
        ) : (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text>{brand.name}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ flex: 'none' }}
              onClick={() => {
                form.setValues({ name: brand.name });
                setEditing(true);
              }}
            >
              <Trans>Rename</Trans>
            </Button>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={brand.enabled}
          disabled={update.isPending}
          label={brand.enabled ? t`Offered to owners` : t`Disabled`}
          aria-label={t`${brand.name} offered to owners`}
          onChange={(event) =>
            update.mutate({
              params: { path: { brandId: brand.id } },
              body: { enabled: event.currentTarget.checked },
            })
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

function NewBrandForm() {
  const { t } = useLingui();
  const create = useCreateBrand();
  const validateName = useBrandNameValidator();
  const nameError = useNameError();
  const form = useForm({ mode: 'controlled', initialValues: { name: '' }, validate: { name: validateName } });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { body: { name: values.name.trim() } },
      {
        onSuccess: () => form.reset(),
        onError: (error) => form.setFieldError('name', nameError(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="sm" align="flex-start">
        <TextInput
          label={t`New brand`}
          placeholder={t`Brand name`}
          maxLength={BRAND_NAME_MAX}
          style={{ flex: 1, minWidth: 150 }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          <Trans>Add brand</Trans>
        </Button>
      </Group>
    </form>
  );
}

/** Partner brands: add, rename, and offer to owners or not (a disabled brand stays on its clubs). */
export function BrandsEditor() {
  const brands = useAdminBrands();
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Brands</Trans>
        </Title>
        <NewBrandForm />
        {brands.isPending && <PageLoader />}
        {brands.isError && <LoadError onRetry={() => brands.refetch()} />}
        {brands.data && (
          // on a phone the table scrolls on its own, the page does not
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Name</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {brands.data.map((brand) => (
                  <BrandRow key={brand.id} brand={brand} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
