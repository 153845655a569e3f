import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';

/** Select's value for "no zone" (Mantine options need a non-empty value). */
export const NO_ZONE = 'none';

export function zoneIdOf(value: string | null): number | null {
  return !value || value === NO_ZONE ? null : Number(value);
}

export function zoneValue(zoneId: number | null | undefined): string {
  return zoneId === null || zoneId === undefined ? NO_ZONE : String(zoneId);
}

type ZoneSelectProps = Omit<SelectProps, 'data'> & {
  zones: { id: number; name: string }[];
  /** the label of the first option, "No zone" unless told */
  noZoneLabel?: string;
};

/** The club's zones, plus "No zone" (or another first option, e.g. "All tables"). */
export function ZoneSelect({ zones, noZoneLabel, ...props }: ZoneSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={[
        { value: NO_ZONE, label: noZoneLabel ?? t`No zone` },
        ...zones.map((zone) => ({ value: String(zone.id), label: zone.name })),
      ]}
    />
  );
}
