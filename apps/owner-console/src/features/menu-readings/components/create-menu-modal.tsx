import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { validateMenuName } from '@tavola/domain/menu';
import { messages } from '@tavola/domain/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { MessageText } from '#components/message-text.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';

/** Why the server did not create the menu, as the modal shows it (invalid drafts go to the rows). */
export type CreateRefusal = 'menu-limit' | 'not-ready' | null;

export interface CreateMenuModalProps {
  clubId: number;
  opened: boolean;
  /** the menu's title as printed, the name offered */
  defaultName: string;
  pending: boolean;
  refusal: CreateRefusal;
  onCreate: (input: { name: string; showToGuests: boolean }) => void;
  onClose: () => void;
}

/** "Create the menu": its name (the printed title unless changed) and whether guests see it at once. */
export function CreateMenuModal({
  clubId,
  opened,
  defaultName,
  pending,
  refusal,
  onCreate,
  onClose,
}: CreateMenuModalProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<ReturnType<typeof validateMenuName>>(null);
  const [showToGuests, setShowToGuests] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setName(defaultName);
    setNameError(null);
    setShowToGuests(false);
  }, [opened, defaultName]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateMenuName(name);
    setNameError(problem);
    if (!problem && !pending) onCreate({ name: name.trim(), showToGuests });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Create the menu`} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t`Name of the new menu`}
            value={name}
            maxLength={FIELD_LIMITS.menu.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError ? <MessageText message={nameError} /> : undefined}
            data-autofocus
          />
          <Switch
            label={t`Show to guests now`}
            description={t`Otherwise the menu stays hidden from guests until you show it.`}
            checked={showToGuests}
            onChange={(event) => setShowToGuests(event.currentTarget.checked)}
          />
          {refusal === 'menu-limit' && (
            <UpgradePrompt clubId={clubId} feature="maxMenus" title={<Trans>Menu limit reached</Trans>}>
              {i18n._(messages.menuLimitReached)}
            </UpgradePrompt>
          )}
          {refusal === 'not-ready' && (
            <Alert color="red" variant="light">
              <Trans>
                This draft can no longer be turned into a menu: it was discarded, or a menu was already
                created from it. Go back to the menus.
              </Trans>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              <Trans>Create the menu</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
