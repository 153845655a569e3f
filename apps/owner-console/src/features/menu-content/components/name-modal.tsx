import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateSectionName } from '@tavola/domain/section';
import { type ReactNode, useEffect } from 'react';
import { FormError } from '#components/form-error.tsx';
import { toFormErrors } from '#lib/form.tsx';

export interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  initialName: string;
  error?: ReactNode;
  pending?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Renames a section. */
export function NameModal({
  opened,
  title,
  label,
  initialName,
  error,
  pending,
  onSubmit,
  onClose,
}: NameModalProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: (values) => {
      const problem = validateSectionName(values.name);
      return toFormErrors(problem ? { name: problem } : {});
    },
  });

  // every opening starts from the current name
  useEffect(() => {
    if (opened) form.setValues({ name: initialName });
  }, [opened, initialName]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.name.trim()))}>
        <Stack gap="md">
          <TextInput label={label} required data-autofocus {...form.getInputProps('name')} />
          <FormError>{error}</FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
