import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '#components/form-error.tsx';
import { useCancelOwnershipTransfer, useOfferOwnership, useOwnershipTransfer } from '../api/team';
import { useTeamTexts } from '../hooks/use-team-texts';

/**
 * The owner hands the club over to a member of the team, who must accept it (in their list of
 * clubs); until then the owner can take the offer back.
 */
export function HandOverPanel({
  clubId,
  members,
}: {
  clubId: number;
  members: { userId: number; name: string; surname: string; role: string }[];
}) {
  const { t } = useLingui();
  const { errorText } = useTeamTexts();
  const transfer = useOwnershipTransfer(clubId, { enabled: true });
  const offer = useOfferOwnership();
  const cancel = useCancelOwnershipTransfer();
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = members
    .filter((member) => member.role !== 'owner')
    .map((member) => ({ value: String(member.userId), label: `${member.name} ${member.surname}` }));
  const pending = transfer.isSuccess ? transfer.data : null;
  const offeredTo = pending?.toName ?? '';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Hand the club over</Trans>
        </Title>
        {pending ? (
          <>
            <Text size="sm">
              <Trans>
                Offered to {offeredTo}. The club becomes theirs when they accept it in their list of clubs;
                you then stay on as a manager.
              </Trans>
            </Text>
            <Group>
              <Button
                variant="light"
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ params: { path: { clubId } } })}
              >
                <Trans>Take the offer back</Trans>
              </Button>
            </Group>
            <FormError>{errorText(cancel.error)}</FormError>
          </>
        ) : candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>The club can be handed over to a member of its team: invite them first.</Trans>
          </Text>
        ) : (
          <form
            noValidate
            aria-label={t`Hand the club over`}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) offer.mutate({ params: { path: { clubId } }, body: { userId: Number(chosen) } });
            }}
          >
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>They must accept. You then stay on as a manager.</Trans>
              </Text>
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Select
                  label={t`New owner`}
                  data={candidates}
                  value={chosen}
                  onChange={setChosen}
                  w={240}
                  maw="100%"
                />
                <Button type="submit" variant="light" disabled={!chosen} loading={offer.isPending}>
                  <Trans>Offer the club</Trans>
                </Button>
              </Group>
              <FormError>{errorText(offer.error)}</FormError>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
