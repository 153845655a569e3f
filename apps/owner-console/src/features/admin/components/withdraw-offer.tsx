import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { FormError } from '#components/form-error.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useEndClubOffer } from '../api/end-club-offer';

/** Confirms withdrawing a club's offer: it falls back to Freemium, nothing is deleted. */
export function WithdrawOffer({ club, onDone }: { club: { id: number; name: string }; onDone: () => void }) {
  const { t } = useLingui();
  const endOffer = useEndClubOffer();
  const failure = endOffer.error
    ? errorCode(endOffer.error) === 'invalid_subscription_transition'
      ? t`The club has no offer to withdraw.`
      : t`There was an error, please try again later.`
    : null;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          {club.name} falls back to Freemium now. Nothing is deleted: what is above Freemium switches off
          until the club has a plan again.
        </Trans>
      </Text>
      <FormError>{failure}</FormError>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="red"
          loading={endOffer.isPending}
          onClick={() =>
            endOffer.mutate(
              { params: { path: { clubId: club.id } } },
              {
                onSuccess: () => {
                  notify({ variant: 'success', message: t`The offer of ${club.name} was withdrawn.` });
                  onDone();
                },
              },
            )
          }
        >
          <Trans>Withdraw offer</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
