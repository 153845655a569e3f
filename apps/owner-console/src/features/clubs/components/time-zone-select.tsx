import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { supportedTimeZones } from '@tavola/domain/club';
import { useMemo } from 'react';
import { notify } from '#lib/notifications.ts';
import { useUpdateClub } from '../api/update-club';

/** The club's time zone (menu schedules follow it); saved as soon as another one is chosen. */
export function TimeZoneSelect({ clubId, timeZone }: { clubId: number; timeZone: string }) {
  const { t } = useLingui();
  const updateClub = useUpdateClub();
  const zones = useMemo(() => {
    const list = [...supportedTimeZones()].sort();
    return list.includes(timeZone) ? list : [timeZone, ...list];
  }, [timeZone]);
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
