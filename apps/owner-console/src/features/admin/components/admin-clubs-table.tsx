import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { components } from '@tavola/api/schema';
import { type ReactNode, useState } from 'react';
import { useSetClubEnabled } from '../api/set-club-enabled';
import { ClubMessageEditor } from './club-message-editor';
import { OfferDialog } from './offer-dialog';
import { SubscriptionCell, type SubscriptionDialog } from './subscription-cell';
import { SubscriptionHistory } from './subscription-history';
import { WithdrawOffer } from './withdraw-offer';

type AdminClub = components['schemas']['AdminClub'];

const severityColors = ['blue', 'yellow', 'red'] as const;

function StatusCell({ club }: { club: AdminClub }) {
  const { t } = useLingui();
  const setEnabled = useSetClubEnabled();
  return (
    <Stack gap={6} align="flex-start">
      <Badge color={club.enabled ? 'green' : 'yellow'} variant="light">
        {club.enabled ? t`Active` : t`Waiting for activation`}
      </Badge>
      <Button
        size="compact-xs"
        variant={club.enabled ? 'subtle' : 'filled'}
        color={club.enabled ? 'red' : undefined}
        loading={setEnabled.isPending}
        aria-label={club.enabled ? t`Deactivate ${club.name}` : t`Activate ${club.name}`}
        onClick={() =>
          setEnabled.mutate({ params: { path: { clubId: club.id } }, body: { enabled: !club.enabled } })
        }
      >
        {club.enabled ? t`Deactivate` : t`Activate`}
      </Button>
    </Stack>
  );
}

/** The subscription dialog open for a club, titled and filled in. */
function useSubscriptionDialog(
  open: { club: AdminClub; dialog: SubscriptionDialog } | null,
  close: () => void,
) {
  const { t } = useLingui();
  if (!open) return { title: '', body: null as ReactNode };
  const { club, dialog } = open;
  switch (dialog) {
    case 'early_adopter':
      return {
        title: t`Early-adopter offer for ${club.name}`,
        body: <OfferDialog club={club} kind="early_adopter" onDone={close} />,
      };
    case 'partner':
      return {
        title: t`Partner offer for ${club.name}`,
        body: <OfferDialog club={club} kind="partner" onDone={close} />,
      };
    case 'withdraw':
      return {
        title: t`Withdraw the offer of ${club.name}`,
        body: <WithdrawOffer club={club} onDone={close} />,
      };
    case 'history':
      return {
        title: t`Subscription history of ${club.name}`,
        body: <SubscriptionHistory clubId={club.id} />,
      };
  }
}

/** Every club: who owns it, its state, its payment state and plan, its message. */
export function AdminClubsTable({ clubs }: { clubs: AdminClub[] }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<AdminClub | null>(null);
  const [subscription, setSubscription] = useState<{ club: AdminClub; dialog: SubscriptionDialog } | null>(
    null,
  );
  // shown until the server says payments go through Stripe (the console cannot tell beforehand)
  const [demoPayments, setDemoPayments] = useState(true);
  const closeSubscription = () => setSubscription(null);
  const subscriptionDialog = useSubscriptionDialog(subscription, closeSubscription);

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Clubs</Trans>
        </Title>
        {clubs.length === 0 ? (
          <Text c="dimmed">
            <Trans>No club yet.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Club</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Owners</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Subscription</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Message</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clubs.map((club) => (
                  <Table.Tr key={club.id}>
                    <Table.Td>
                      <Text fw={600}>{club.name}</Text>
                      <Text size="xs" c="dimmed">
                        {club.brand ? t`Brand: ${club.brand.name}` : t`No brand`}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t`Created ${i18n.date(club.createdAt, { dateStyle: 'medium' })}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {club.owners.length === 0 && (
                        <Text size="sm" c="dimmed">
                          –
                        </Text>
                      )}
                      {club.owners.map((owner) => (
                        <Stack key={owner.id} gap={0} mb={4}>
                          <Text size="sm">{`${owner.name} ${owner.surname}`}</Text>
                          <Text size="xs" c="dimmed">
                            {owner.phone} · {owner.email}
                          </Text>
                        </Stack>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <StatusCell club={club} />
                    </Table.Td>
                    <Table.Td>
                      <SubscriptionCell
                        club={club}
                        demoPayments={demoPayments}
                        onDemoPaymentsOff={() => setDemoPayments(false)}
                        onOpen={(dialog) => setSubscription({ club, dialog })}
                      />
                    </Table.Td>
                    <Table.Td maw={260}>
                      {club.message ? (
                        <Badge
                          color={severityColors[club.message.severity] ?? 'red'}
                          variant="light"
                          maw="100%"
                          style={{ textTransform: 'none' }}
                        >
                          {club.message.summary}
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          <Trans>No message</Trans>
                        </Text>
                      )}
                      <Button
                        display="block"
                        mt={6}
                        size="compact-xs"
                        variant="light"
                        aria-label={t`Message to ${club.name}`}
                        onClick={() => setEditing(club)}
                      >
                        <Trans>Edit message</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t`Message to ${editing.name}` : ''}
        size="lg"
      >
        {editing && <ClubMessageEditor club={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={subscription !== null}
        onClose={closeSubscription}
        title={subscriptionDialog.title}
        size={subscription?.dialog === 'history' ? 'xl' : 'md'}
      >
        {subscriptionDialog.body}
      </Modal>
    </Paper>
  );
}
