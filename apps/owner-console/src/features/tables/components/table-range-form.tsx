import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  TABLE_RANGE_MAX_COUNT,
  TABLE_RANGE_NUMBER_MAX,
  TABLE_RANGE_PREFIX_MAX,
  tableRangeNames,
  validateTableRange,
} from '@tavola/domain/table';
import type { ReactNode } from 'react';
import { FormError } from '#components/form-error.tsx';
import { toFormErrors } from '#lib/form.tsx';
import { NO_ZONE, ZoneSelect, zoneIdOf } from './zone-select';

export interface TableRangeValues {
  prefix: string;
  from: number;
  to: number;
  tableZoneId: number | null;
}

export interface TableRangeFormProps {
  zones: { id: number; name: string }[];
  onSubmit: (values: TableRangeValues) => unknown;
  pending?: boolean;
  error?: ReactNode;
}

/** Adds a range of tables in one go: "T" from 1 to 20 gives T1 … T20, in a zone or none. */
export function TableRangeForm({ zones, onSubmit, pending = false, error }: TableRangeFormProps) {
  const { t } = useLingui();
  const form = useForm<{ prefix: string; from: number | string; to: number | string; zone: string }>({
    mode: 'controlled',
    initialValues: { prefix: 'T', from: 1, to: 10, zone: NO_ZONE },
    validate: (values) => toFormErrors(validateTableRange(values)),
  });

  const valid = Object.keys(validateTableRange(form.values)).length === 0;
  const names = valid
    ? tableRangeNames(form.values.prefix, Number(form.values.from), Number(form.values.to))
    : [];
  const first = names[0] ?? '';
  const last = names.at(-1) ?? '';
  const count = names.length;

  const submit = form.onSubmit(async (values) => {
    await onSubmit({
      prefix: values.prefix,
      from: Number(values.from),
      to: Number(values.to),
      tableZoneId: zoneIdOf(values.zone),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t`Add a range of tables`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t`Name before the number`}
            description={t`For example “T” or “Table ”`}
            maxLength={TABLE_RANGE_PREFIX_MAX}
            miw={140}
            {...form.getInputProps('prefix')}
          />
          <NumberInput
            label={t`From number`}
            min={0}
            max={TABLE_RANGE_NUMBER_MAX}
            allowDecimal={false}
            allowNegative={false}
            miw={100}
            {...form.getInputProps('from')}
          />
          <NumberInput
            label={t`To number`}
            min={0}
            max={TABLE_RANGE_NUMBER_MAX}
            allowDecimal={false}
            allowNegative={false}
            miw={100}
            {...form.getInputProps('to')}
          />
          <ZoneSelect label={t`Zone`} zones={zones} miw={160} {...form.getInputProps('zone')} />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {count > 0 && (
            <Plural
              value={count}
              _1={`Adds the table ${first}.`}
              other={`Adds # tables, from ${first} to ${last}.`}
            />
          )}
          {count === 0 && <Trans>Up to {TABLE_RANGE_MAX_COUNT} tables at a time.</Trans>}
        </Text>
        <FormError>{error}</FormError>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            <Trans>Add tables</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
