import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { EditableSection } from '../utils/draft-edits';

export interface MoveDishModalProps {
  /** the dish's place in its section, 1-based; null: closed */
  position: number | null;
  /** the sections it may go to (not its own) */
  targets: readonly EditableSection[];
  onMove: (sectionKey: string) => void;
  onClose: () => void;
}

/** "Move to another section…": the dish goes last in the section chosen. */
export function MoveDishModal({ position, targets, onMove, onClose }: MoveDishModalProps) {
  const { t } = useLingui();
  const [target, setTarget] = useState('');
  const firstKey = targets[0]?.key ?? '';
  const shownPosition = position ?? 0;

  useEffect(() => {
    if (position !== null) setTarget(firstKey);
  }, [position, firstKey]);

  return (
    <Modal opened={position !== null} onClose={onClose} title={t`Move dish ${shownPosition}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (target) onMove(target);
        }}
      >
        <Stack gap="md">
          <NativeSelect
            label={t`To the section`}
            value={target}
            onChange={(event) => setTarget(event.currentTarget.value)}
            data={targets.map((section) => ({
              value: section.key,
              label: section.name.trim() || t`Untitled section`,
            }))}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Move</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
