import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Message } from '@tavola/domain/messages';
import { type ReactNode, useEffect } from 'react';
import { FormError } from '#components/form-error.tsx';
import { toFormErrors } from '#lib/form.tsx';

export interface RenameModalProps {
  opened: boolean;
  title: string;
  label: string;
  initialName: string;
  validate: (name: string) => Message | null;
  error?: ReactNode;
  pending?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Renames one thing (a table, a zone, a section): the name field with its domain rule. */
export function RenameModal({
  opened,
  title,
  label,
  initialName,
  validate,
  error,
  pending = false,
  onSubmit,
  onClose,
}: RenameModalProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: (values) => {
      const problem = validate(values.name);
      return toFormErrors(problem ? { name: problem } : {});
    },
  });

  // the field starts from the current name at every opening
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
