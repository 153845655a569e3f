import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, NumberInput, Paper, Radio, Stack, Switch, Text } from '@mantine/core';
import type { Club } from '@tavola/domain/entities';
import { ORDERING_MODES, type OrderingMode } from '@tavola/domain/ordering';
import { entitlementsFor } from '@tavola/domain/plans';
import { CALL_ALERT_MINUTES_MAX, CALL_ALERT_MINUTES_MIN } from '@tavola/domain/waiter-calls';
import { PageLoader } from '@tavola/ui/page-loader';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { LoadError } from '#components/load-error.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import { useUpdateClubSettings } from '../api/update-club-settings';
import { PublicPageForm } from './public-page-form';

type SwitchKey =
  | 'pdfMenuEnabled'
  | 'translationsEnabled'
  | 'callWaiterEnabled'
  | 'menuLabelEnabled'
  | 'bannerUpdateEnabled';

const SWITCHES: { key: SwitchKey; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    key: 'pdfMenuEnabled',
    label: msg`PDF menu`,
    description: msg`Guests can download the menu as a PDF to read or print.`,
  },
  {
    key: 'translationsEnabled',
    label: msg`Translations`,
    description: msg`Guests can read the menu in their language with the language switcher.`,
  },
  {
    key: 'callWaiterEnabled',
    label: msg`Call the waiter`,
    description: msg`Guests can call a waiter to their table from the menu.`,
  },
  {
    key: 'menuLabelEnabled',
    label: msg`Labels`,
    description: msg`Guests see the Best seller and Recommended labels on items.`,
  },
  {
    key: 'bannerUpdateEnabled',
    label: msg`Promotional banners`,
    description: msg`Guests see the promotional banner at the top of the menu, kept up to date.`,
  },
];

function SettingsSwitches({ club }: { club: Club }) {
  const { i18n } = useLingui();
  const update = useUpdateClubSettings();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        {SWITCHES.map(({ key, label, description }) => {
          const pending = update.isPending && update.variables?.body[key] !== undefined;
          return (
            <Switch
              key={key}
              size="md"
              label={i18n._(label)}
              description={i18n._(description)}
              checked={pending ? Boolean(update.variables?.body[key]) : club[key]}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate({
                  params: { path: { clubId: club.id } },
                  body: { [key]: event.currentTarget.checked },
                })
              }
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

/** The club's alert time: a waiter call nobody took turns red after it, and goes to every waiter. */
function CallAlertForm({ club }: { club: Club }) {
  const { t } = useLingui();
  const update = useUpdateClubSettings();
  const [minutes, setMinutes] = useState<number | string>(club.callAlertMinutes);
  const valid =
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= CALL_ALERT_MINUTES_MIN &&
    minutes <= CALL_ALERT_MINUTES_MAX;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        aria-label={t`Waiter call alert`}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid)
            update.mutate({ params: { path: { clubId: club.id } }, body: { callAlertMinutes: minutes } });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t`Alert after (minutes)`}
            description={t`A call nobody took turns red after this time, and goes to every waiter on shift.`}
            min={CALL_ALERT_MINUTES_MIN}
            max={CALL_ALERT_MINUTES_MAX}
            allowDecimal={false}
            value={minutes}
            onChange={setMinutes}
            error={
              valid
                ? undefined
                : t`Enter a number of minutes from ${CALL_ALERT_MINUTES_MIN} to ${CALL_ALERT_MINUTES_MAX}.`
            }
            w={280}
            maw="100%"
          />
          <Button type="submit" variant="light" loading={update.isPending} disabled={!valid}>
            <Trans>Set the alert time</Trans>
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

const ORDERING_LABELS: Record<OrderingMode, MessageDescriptor> = {
  off: msg`Off`,
  all: msg`At every table`,
  zones: msg`In chosen zones`,
};

/**
 * Orders from the table (docs/decisions/056): off, at every table, or in the zones chosen on the
 * tables page. A plan without it shows the way to one that has it.
 */
function OrderingSettings({ club }: { club: Club }) {
  const { t, i18n } = useLingui();
  const update = useUpdateClubSettings();
  const pending = update.isPending ? update.variables?.body.ordering : undefined;
  const mode = pending ?? club.ordering;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      {entitlementsFor(club.plan).ordering ? (
        <Stack gap="sm">
          <Radio.Group
            label={t`Orders from the table`}
            description={t`Guests order from the menu on their phone, and the order reaches your staff.`}
            value={mode}
            onChange={(value) =>
              update.mutate({
                params: { path: { clubId: club.id } },
                body: { ordering: value as OrderingMode },
              })
            }
          >
            <Stack gap="xs" mt="xs">
              {ORDERING_MODES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={i18n._(ORDERING_LABELS[value])}
                  disabled={update.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
          {mode === 'zones' && (
            <Text size="sm">
              <Trans>
                Choose the zones that take orders on the{' '}
                <Anchor component={Link} to={paths.clubs.tables.getHref(club.id)} inherit underline="always">
                  Tables and zones
                </Anchor>{' '}
                page.
              </Trans>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <Trans>
              Guests need QR codes printed since ordering came: print new codes from the{' '}
              <Anchor component={Link} to={paths.clubs.qrCode.getHref(club.id)} inherit underline="always">
                QR codes page
              </Anchor>
              .
            </Trans>
          </Text>
        </Stack>
      ) : (
        <UpgradePrompt clubId={club.id} feature="ordering" title={<Trans>Orders from the table</Trans>}>
          <Trans>Guests ordering from their phones at the table is part of the Smart plan.</Trans>
        </UpgradePrompt>
      )}
    </Paper>
  );
}

/**
 * `/clubs/{clubId}/profile/settings`: the five switches of spec section 6, the call alert, orders
 * from the table, and the public page.
 */
export function ClubSettings({ clubId }: { clubId: number }) {
  const club = useClub(clubId);
  if (club.isPending) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  return (
    <Stack gap="lg">
      <SettingsSwitches club={club.data} />
      <CallAlertForm club={club.data} />
      <OrderingSettings club={club.data} />
      <PublicPageForm club={club.data} />
    </Stack>
  );
}
