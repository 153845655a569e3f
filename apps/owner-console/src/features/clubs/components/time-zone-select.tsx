import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { supportedTimeZones } from '@tavola/domain/club';
import { useMemo } from 'react';
import { usePageLoaded } from '#lib/after-page-load.ts';
import { notify } from '#lib/notifications.ts';
import { useUpdateClub } from '../api/update-club';

/** The club's time zone (menu schedules follow it); saved as soon as another one is chosen. */
export function TimeZoneSelect({ clubId, timeZone }: { clubId: number; timeZone: string }) {
  const { t } = useLingui();
  const updateClub = useUpdateClub();
  // Mantine keeps a closed list's options in the page: the 400-odd zones are drawn once the page
  // has loaded, not in the board's first paint, where they were most of its elements
  const withAllZones = usePageLoaded();
  const zones = useMemo(() => {
    if (!withAllZones) return [timeZone];
    const list = [...supportedTimeZones()].sort();
    return list.includes(timeZone) ? list : [timeZone, ...list];
  }, [timeZone, withAllZones]);
  return (
    <Select
      label={t`Time zone`}
      description={t`Menu schedules follow the clock of this zone`}
      searchable
      allowDeselect={false}
      data={zones}
      value={timeZone}
      disabled={updateClub.isPending}
      onChange={(value) => {
        if (!value || value === timeZone) return;
        updateClub.mutate(
          { params: { path: { clubId } }, body: { timeZone: value } },
          { onSuccess: () => notify({ variant: 'success', message: t`Time zone saved` }) },
        );
      }}
      comboboxProps={{ withinPortal: true }}
      maw={360}
    />
  );
}
