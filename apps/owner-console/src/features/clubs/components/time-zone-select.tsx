import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { supportedTimeZones } from '@tavola/domain/club';
import { useMemo, useState } from 'react';
import { notify } from '#lib/notifications.ts';
import { useUpdateClub } from '../api/update-club';

/** The club's time zone (menu schedules follow it); saved as soon as another one is chosen. */
export function TimeZoneSelect({ clubId, timeZone }: { clubId: number; timeZone: string }) {
  const { t } = useLingui();
  const updateClub = useUpdateClub();
  // Mantine keeps a closed list's options in the page: the 400-odd zones (about 850 elements, most
  // of the board's) are drawn when the list first opens, by click, typing or the arrow keys. Drawn
  // once the page had loaded, they still ran before the board's largest paint on a phone.
  const [listed, setListed] = useState(false);
  const zones = useMemo(() => {
    if (!listed) return [timeZone];
    const list = [...supportedTimeZones()].sort();
    return list.includes(timeZone) ? list : [timeZone, ...list];
  }, [timeZone, listed]);
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
      onDropdownOpen={() => setListed(true)}
      comboboxProps={{ withinPortal: true }}
      maw={360}
    />
  );
}
