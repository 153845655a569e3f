import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { ORDER_STATIONS, type OrderStation } from '@tavola/domain/ordering';

export interface StationSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'label'> {
  value: OrderStation;
  onChange: (station: OrderStation) => void;
}

/** Where a section's dishes are made, kitchen or bar: each round of an order goes to one (decision 056). */
export function StationSelect({ value, onChange, ...props }: StationSelectProps) {
  const { t } = useLingui();
  const labels: Record<OrderStation, string> = { kitchen: t`Kitchen`, bar: t`Bar` };
  return (
    <Select
      label={t`Made at`}
      data={ORDER_STATIONS.map((station) => ({ value: station, label: labels[station] }))}
      value={value}
      onChange={(station) => {
        if (station) onChange(station as OrderStation);
      }}
      allowDeselect={false}
      {...props}
    />
  );
}
