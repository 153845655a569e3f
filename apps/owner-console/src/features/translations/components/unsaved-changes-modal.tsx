import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** The question of a held navigation: stay (and save) or leave without the unsaved translations. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useLingui();
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={t`Leave without saving?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>Your changes to the translations are not saved yet. If you leave now, they are lost.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            <Trans>Stay on this page</Trans>
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            <Trans>Leave without saving</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
