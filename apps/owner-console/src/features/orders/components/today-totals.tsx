import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useOrderStatistics } from '#api/get-order-statistics.ts';
import { formatCents } from '#lib/cents.ts';

/**
 * Today's orders and revenue on the board's header (`getOrderStatistics`, one day: today in the
 * club's time zone). The owner's figures: the board shows it to them only, and nobody else's
 * browser asks. Nothing shows while loading or when the server refuses (a plan without it).
 */
export function TodayTotals({ clubId }: { clubId: number }) {
  const { i18n } = useLingui();
  const id = useId();
  const statistics = useOrderStatistics(clubId, 1);
  const data = statistics.data;
  if (!data) return null;
  const orders = data.totals.orders;
  const revenue = formatCents(data.totals.revenueCents, data.currency, i18n.locale);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={id} w="fit-content">
      <Group gap="lg" align="baseline">
        <Text fw={700} id={id}>
          <Trans>Today</Trans>
        </Text>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Orders</Trans>
          </Text>
          <Text fw={700} fz="xl" data-testid="today-orders">
            {orders}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Revenue</Trans>
          </Text>
          <Text fw={700} fz="xl" data-testid="today-revenue">
            {revenue}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
