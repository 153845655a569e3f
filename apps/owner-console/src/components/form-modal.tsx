import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from '#components/form-error.tsx';

export interface FormModalProps {
  opened: boolean;
  title: string;
  /** a sentence under the title: what the action does */
  description?: ReactNode;
  /** the fields (the first one takes focus with `data-autofocus`) */
  children: ReactNode;
  /** why the server refused, in words; nothing while there is no refusal */
  error?: ReactNode;
  submitLabel: ReactNode;
  submitColor?: ButtonProps['color'];
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * A modal holding one small form: its description, its fields, the server's refusal, then Cancel
 * and the action. Enter in a field submits; the page's own code checks the fields in `onSubmit`.
 */
export function FormModal({
  opened,
  title,
  description,
  children,
  error,
  submitLabel,
  submitColor,
  pending,
  onSubmit,
  onClose,
}: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {description && <Text size="sm">{description}</Text>}
          {children}
          <FormError>{error}</FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color={submitColor} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
