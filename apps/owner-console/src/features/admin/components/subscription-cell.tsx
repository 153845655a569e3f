import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Menu, Stack, Text } from '@mantine/core';
import type { components } from '@tavola/api/schema';
import { ChevronDownIcon } from '#components/icon.tsx';
import { errorCode, serverMessage } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useRunDemoBillingEvent } from '../api/run-demo-billing-event';
import {
  demoEventNames,
  OFFER_STATES,
  planNames,
  subscriptionStateColors,
  subscriptionStateNames,
} from '../utils/subscription-labels';

type AdminClub = components['schemas']['AdminClub'];
type DemoBillingEvent = components['schemas']['DemoBillingEventInput']['event'];

export type SubscriptionDialog = 'early_adopter' | 'partner' | 'withdraw' | 'history';

const DEMO_EVENTS: readonly DemoBillingEvent[] = ['renewal', 'approve_payment', 'grace_end', 'period_end'];

/** A contract date (`YYYY-MM-DD`, a UTC calendar day) in the interface language. */
function useDay() {
  const { i18n } = useLingui();
  return (day: string) => i18n.date(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

export interface SubscriptionCellProps {
  club: AdminClub;
  /** false once the server said payments go through Stripe: nothing to simulate */
  demoPayments: boolean;
  onDemoPaymentsOff: () => void;
  onOpen: (dialog: SubscriptionDialog) => void;
}

/**
 * A club's payment state (badge, plan, until when) and what an administrator can do about it:
 * grant or withdraw an offer, read the history and, in demo mode, make time pass.
 */
export function SubscriptionCell({ club, demoPayments, onDemoPaymentsOff, onOpen }: SubscriptionCellProps) {
  const { t, i18n } = useLingui();
  const day = useDay();
  const demo = useRunDemoBillingEvent();
  const hasOffer = OFFER_STATES.includes(club.paymentState);
  const until = club.paymentStateUntil;

  const simulate = (event: DemoBillingEvent) =>
    demo.mutate(
      { params: { path: { clubId: club.id } }, body: { event } },
      {
        onSuccess: () => notify({ variant: 'success', message: t`Simulated for ${club.name}.` }),
        onError: (error) => {
          if (errorCode(error) === 'demo_payments_off') {
            onDemoPaymentsOff();
            notify({
              variant: 'warning',
              message: t`Payments go through Stripe on this server: there is nothing to simulate.`,
            });
            return;
          }
          // the state machine's refusal says why, e.g. "Cannot end the period on a paid plan."
          notify({
            variant: 'error',
            message: serverMessage(error) ?? t`There was an error, please try again later.`,
          });
        },
      },
    );

  return (
    <Stack gap={6} align="flex-start">
      <Badge
        color={subscriptionStateColors[club.paymentState]}
        variant="light"
        style={{ textTransform: 'none' }}
      >
        {i18n._(subscriptionStateNames[club.paymentState])}
      </Badge>
      <Text size="sm">
        {i18n._(planNames[club.plan])}
        {until && (
          <Text span size="xs" c="dimmed">
            {' · '}
            {t`until ${day(until)}`}
          </Text>
        )}
      </Text>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="light"
            loading={demo.isPending}
            rightSection={<ChevronDownIcon size={14} />}
            aria-label={t`Subscription of ${club.name}`}
          >
            <Trans>Subscription</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onOpen('early_adopter')}>
            <Trans>Grant early-adopter offer</Trans>
          </Menu.Item>
          <Menu.Item onClick={() => onOpen('partner')}>
            <Trans>Grant partner offer</Trans>
          </Menu.Item>
          <Menu.Item color="red" disabled={!hasOffer} onClick={() => onOpen('withdraw')}>
            <Trans>Withdraw offer</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => onOpen('history')}>
            <Trans>History</Trans>
          </Menu.Item>
          {demoPayments && (
            <>
              <Menu.Divider />
              <Menu.Label>
                <Trans>Demo mode</Trans>
              </Menu.Label>
              {DEMO_EVENTS.map((event) => (
                <Menu.Item key={event} onClick={() => simulate(event)}>
                  {i18n._(demoEventNames[event])}
                </Menu.Item>
              ))}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
