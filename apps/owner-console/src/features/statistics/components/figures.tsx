import { useLingui } from '@lingui/react/macro';
import { Box, Chip, Group, Table, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { SCAN_PERIODS, type ScanPeriod } from '../scan-period';

/** Digits of equal width, so that figures in a column line up. */
export const tabularFigures = { fontVariantNumeric: 'tabular-nums' } as const;

export interface Bar {
  key: string;
  value: number;
  /** shown on hover: the bar's name and figure */
  title: string;
}

/**
 * Bars of one figure, drawn for the eye and hidden from screen readers: a table beside them says
 * the same to everyone. An empty bar stays as a sliver, so a day without scans still shows.
 */
export function Bars({ bars, height }: { bars: Bar[]; height: number }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Box
      aria-hidden
      style={{ display: 'flex', alignItems: 'flex-end', gap: bars.length > 40 ? 1 : 3, height }}
    >
      {bars.map((bar) => (
        <Box
          key={bar.key}
          title={bar.title}
          style={{
            flex: 1,
            minWidth: 2,
            height: `${Math.max((bar.value / max) * 100, bar.value > 0 ? 4 : 1)}%`,
            borderRadius: 2,
            background: bar.value > 0 ? 'var(--mantine-color-tavola-6)' : 'var(--mantine-color-gray-3)',
          }}
        />
      ))}
    </Box>
  );
}

export interface FiguresColumn<R> {
  header: string;
  value: (row: R) => ReactNode;
}

/** A table named by its caption: each row's name as its header, then its figures, right-aligned. */
export function FiguresTable<R extends { key: string; name: string }>({
  caption,
  nameHeader,
  columns,
  rows,
}: {
  caption: string;
  nameHeader: string;
  columns: FiguresColumn<R>[];
  rows: R[];
}) {
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" captionSide="top">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" ta="right">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.header} ta="right" style={tabularFigures}>
                {column.value(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A panel's period (7, 30 or 90 days): one radio group, its choices as chips. Not a
 * SegmentedControl: its sliding indicator measures the page's layout after every render
 * (getBoundingClientRect, getComputedStyle), which on the club board cost a phone about 170 ms of
 * main thread before the largest paint (bench/console-lighthouse.mjs).
 */
export function PeriodChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ScanPeriod;
  onChange: (period: ScanPeriod) => void;
}) {
  const { t } = useLingui();
  // one name: the arrow keys move between the choices, as in any radio group
  const name = useId();
  return (
    <Chip.Group value={String(value)} onChange={(next) => onChange(Number(next) as ScanPeriod)}>
      <Group gap={6} role="radiogroup" aria-label={label}>
        {SCAN_PERIODS.map((days) => (
          <Chip key={days} value={String(days)} size="xs" name={name}>
            {t`${days} days`}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
