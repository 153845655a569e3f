import { Trans } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Message } from '@tavola/domain/messages';
import { type ReactNode, useEffect } from 'react';
import { FormModal } from '#components/form-modal.tsx';
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
    <FormModal
      opened={opened}
      title={title}
      error={error}
      submitLabel={<Trans>Save</Trans>}
      pending={pending}
      onSubmit={form.onSubmit((values) => onSubmit(values.name.trim()))}
      onClose={onClose}
    >
      <TextInput label={label} required data-autofocus {...form.getInputProps('name')} />
    </FormModal>
  );
}
