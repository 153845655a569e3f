import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TABLE_NAME_MAX, validateTableName } from '@tavola/domain/table';
import type { ReactNode } from 'react';
import { FormError } from '#components/form-error.tsx';
import { toFormErrors } from '#lib/form.tsx';
import { NO_ZONE, ZoneSelect, zoneIdOf } from './zone-select';

export interface AddTableFormProps {
  zones: { id: number; name: string }[];
  onSubmit: (values: { name: string; tableZoneId: number | null }) => Promise<unknown>;
  pending?: boolean;
  error?: ReactNode;
}

/** Adds one table, in a zone or none; the name field empties once the table is added. */
export function AddTableForm({ zones, onSubmit, pending = false, error }: AddTableFormProps) {
  const { t } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', zone: NO_ZONE },
    validate: (values) => {
      const problem = validateTableName(values.name);
      return toFormErrors(problem ? { name: problem } : {});
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name.trim(), tableZoneId: zoneIdOf(values.zone) });
      form.setFieldValue('name', '');
    } catch {
      // the error shows below the form
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t`Add a table`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t`Table name`}
            placeholder={t`For example “Window 1”`}
            maxLength={TABLE_NAME_MAX}
            required
            miw={180}
            {...form.getInputProps('name')}
          />
          <ZoneSelect label={t`Zone`} zones={zones} miw={160} {...form.getInputProps('zone')} />
        </Group>
        <FormError>{error}</FormError>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            <Trans>Add table</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
