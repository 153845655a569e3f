import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Switch } from '@mantine/core';
import type { Club } from '@tavola/domain/entities';
import { PageLoader } from '@tavola/ui/page-loader';
import { useClub } from '#api/get-club.ts';
import { LoadError } from '#components/load-error.tsx';
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

/** `/clubs/{clubId}/profile/settings`: the five switches of spec section 6, and the public page. */
export function ClubSettings({ clubId }: { clubId: number }) {
  const club = useClub(clubId);
  if (club.isPending) return <PageLoader />;
  if (club.isError || !club.data) return <LoadError onRetry={() => club.refetch()} />;
  return (
    <Stack gap="lg">
      <SettingsSwitches club={club.data} />
      <PublicPageForm club={club.data} />
    </Stack>
  );
}
