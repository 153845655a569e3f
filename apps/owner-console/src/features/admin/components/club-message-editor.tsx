import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { components } from '@tavola/api/schema';
import { fieldErrors } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useClearClubMessage } from '../api/clear-club-message';
import { useSetClubMessage } from '../api/set-club-message';

type Message = components['schemas']['Message'];

export const SUMMARY_MAX = 120;
export const FULL_MESSAGE_MAX = 2000;

export interface ClubMessageEditorProps {
  club: { id: number; name: string; message: Message | null };
  /** after a save or a clear */
  onDone?: () => void;
}

/** Writes the club's message (summary, full text, severity), or clears it. */
export function ClubMessageEditor({ club, onDone }: ClubMessageEditorProps) {
  const { t } = useLingui();
  const setMessage = useSetClubMessage();
  const clearMessage = useClearClubMessage();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      summary: club.message?.summary ?? '',
      fullMessage: club.message?.fullMessage ?? '',
      severity: String(club.message?.severity ?? 0),
    },
    validate: {
      summary: (value) => {
        if (value.trim() === '') return t`Write a short summary.`;
        if (value.length > SUMMARY_MAX) return t`At most ${SUMMARY_MAX} characters.`;
        return null;
      },
      fullMessage: (value) => {
        if (value.trim() === '') return t`Write the message.`;
        if (value.length > FULL_MESSAGE_MAX) return t`At most ${FULL_MESSAGE_MAX} characters.`;
        return null;
      },
    },
  });

  const submit = form.onSubmit((values) =>
    setMessage.mutate(
      {
        params: { path: { clubId: club.id } },
        body: {
          summary: values.summary.trim(),
          fullMessage: values.fullMessage.trim(),
          severity: Number(values.severity) as 0 | 1 | 2,
        },
      },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t`Message sent to ${club.name}.` });
          onDone?.();
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );

  const clear = () =>
    clearMessage.mutate(
      { params: { path: { clubId: club.id } } },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t`Message of ${club.name} cleared.` });
          form.setValues({ summary: '', fullMessage: '', severity: '0' });
          onDone?.();
        },
      },
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>The owners see the latest message on their club board; its severity sets its colour.</Trans>
        </Text>
        <TextInput
          label={t`Summary`}
          withAsterisk
          maxLength={SUMMARY_MAX}
          {...form.getInputProps('summary')}
        />
        <Textarea
          label={t`Full message`}
          withAsterisk
          rows={5}
          maxLength={FULL_MESSAGE_MAX}
          {...form.getInputProps('fullMessage')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`severity-${club.id}`}>
            <Trans>Severity</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={`severity-${club.id}`}
            data={[
              { value: '0', label: t`Info` },
              { value: '1', label: t`Warning` },
              { value: '2', label: t`Error` },
            ]}
            {...form.getInputProps('severity')}
          />
        </Stack>
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red"
            onClick={clear}
            loading={clearMessage.isPending}
            disabled={!club.message}
          >
            <Trans>Clear the message</Trans>
          </Button>
          <Button type="submit" loading={setMessage.isPending}>
            <Trans>Send the message</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
