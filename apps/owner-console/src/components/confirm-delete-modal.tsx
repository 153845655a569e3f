import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { deleteConfirmationWord, isDeleteConfirmed } from '@tavola/domain/delete-confirmation';
import { type ReactNode, useEffect, useState } from 'react';
import { FormError } from '#components/form-error.tsx';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** what deleting does, e.g. "Its QR code will stop opening the menu." */
  description: ReactNode;
  /** why the last attempt failed (e.g. the server refused), or nothing */
  error?: ReactNode;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec section 5: deleting asks for the localized word for "delete" to be typed. */
export function ConfirmDeleteModal({
  opened,
  title,
  description,
  error,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t, i18n } = useLingui();
  const word = deleteConfirmationWord(i18n.locale);
  const [typed, setTyped] = useState('');
  const confirmed = isDeleteConfirmed(typed, i18n.locale);

  // every opening starts empty
  useEffect(() => {
    if (opened) setTyped('');
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !pending) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <TextInput
            label={<Trans>Type “{word}” to confirm</Trans>}
            placeholder={word}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <FormError>{error}</FormError>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={pending} aria-label={t`Delete`}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
