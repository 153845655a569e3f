import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { LoadError } from '#components/load-error.tsx';
import { useClubSubscriptionHistory } from '../api/get-club-subscription-history';
import {
  historyActorNames,
  historyEventNames,
  planNames,
  subscriptionStateNames,
} from '../utils/subscription-labels';

/** Every change of a club's subscription, newest first: when, from and to which state, why, by whom. */
export function SubscriptionHistory({ clubId }: { clubId: number }) {
  const { t, i18n } = useLingui();
  const history = useClubSubscriptionHistory(clubId);

  if (history.isPending) return <Loader size="sm" aria-label={t`Loading the history`} />;
  if (history.isError) return <LoadError onRetry={() => history.refetch()} />;
  if (history.data.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No change yet: the club has always been on Freemium.</Trans>
      </Text>
    );

  return (
    // on a phone the table scrolls on its own, the dialog does not; a scrolling region with nothing
    // focusable inside must take focus itself so keyboard users can scroll it too (WCAG 2.1.1)
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t`History` } }}
    >
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Change</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Event</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>By</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((entry) => {
            const event = historyEventNames[entry.event];
            const actor = i18n._(historyActorNames[entry.actor]);
            const userId = entry.actorUserId;
            return (
              <Table.Tr key={`${entry.at}-${entry.event}-${entry.toState}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Table.Td>
                <Table.Td>
                  {i18n._(subscriptionStateNames[entry.fromState])} →{' '}
                  {i18n._(subscriptionStateNames[entry.toState])}
                  <Text size="xs" c="dimmed">
                    {i18n._(planNames[entry.plan])}
                  </Text>
                </Table.Td>
                <Table.Td>{event ? i18n._(event) : entry.event}</Table.Td>
                <Table.Td>{userId === null ? actor : t`${actor} (user ${userId})`}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
