import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { PushUnavailableError } from '#lib/push-device.ts';
import { usePushDevice } from '../api/push-subscription';

/**
 * Call notifications on this device, even with the console closed (Web Push). Shown to the club's
 * team only, beside the shift switch: off shift, the server sends nothing.
 */
export function PushSwitch({ clubId, publicKey }: { clubId: number; publicKey: string | undefined }) {
  const { t, i18n } = useLingui();
  const { status, turn } = usePushDevice(clubId, publicKey, i18n.locale);
  if (!status.data) return null;
  if (status.data.support === 'unsupported') {
    return (
      <Text size="sm" c="dimmed" maw="22rem">
        <Trans>
          This browser cannot show call notifications while the console is closed. On an iPhone, add Tavola to
          the Home Screen and open it from there.
        </Trans>
      </Text>
    );
  }
  if (status.data.support === 'blocked') {
    return (
      <Text size="sm" c="dimmed" maw="22rem">
        <Trans>Notifications are blocked for this site. Allow them in the browser’s settings.</Trans>
      </Text>
    );
  }
  const refused = turn.error instanceof PushUnavailableError;
  return (
    <Stack gap={4} maw="22rem">
      <Switch
        label={t`Notifications on this device`}
        description={t`On shift, calls reach this device even with the console closed.`}
        checked={turn.isPending ? turn.variables : status.data.on}
        disabled={turn.isPending}
        onChange={(event) => turn.mutate(event.currentTarget.checked)}
      />
      {turn.isError && (
        <Alert color="yellow" variant="light" role="alert" p="xs">
          {refused ? (
            <Trans>Notifications were not allowed, so they stay off.</Trans>
          ) : (
            <Trans>Notifications could not be changed. Please try again.</Trans>
          )}
        </Alert>
      )}
    </Stack>
  );
}
