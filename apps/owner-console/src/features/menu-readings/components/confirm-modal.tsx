import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: ReactNode;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A yes-or-no question before losing work (stopping a reading, discarding a draft, deleting a
 * section of it). The typed confirmation of deleting a real menu would be too much for a draft.
 * "Keep" takes the focus first, so a hasty Enter loses nothing.
 */
export function ConfirmModal({
  opened,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>Keep</Trans>
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
