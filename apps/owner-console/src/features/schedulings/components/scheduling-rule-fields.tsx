import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Message } from '@tavola/domain/messages';
import { runsPastMidnight } from '@tavola/domain/scheduling';
import {
  type RuleDraft,
  type RuleErrors,
  ruleIsAllDay,
  ruleIsAllWeek,
  setAllDay,
  setAllWeek,
  toggleDay,
} from '../utils/rule-draft';

/** Short day names, Monday first (ISO weekdays 1..7). */
const DAYS = [
  { day: 1, short: msg`Mo`, long: msg`Monday` },
  { day: 2, short: msg`Tu`, long: msg`Tuesday` },
  { day: 3, short: msg`We`, long: msg`Wednesday` },
  { day: 4, short: msg`Th`, long: msg`Thursday` },
  { day: 5, short: msg`Fr`, long: msg`Friday` },
  { day: 6, short: msg`Sa`, long: msg`Saturday` },
  { day: 7, short: msg`Su`, long: msg`Sunday` },
];

export interface SchedulingRuleFieldsProps {
  value: RuleDraft;
  onChange: (rule: RuleDraft) => void;
  zones: { id: number; name: string }[];
  errors?: RuleErrors;
  /** 1-based number of the rule, for accessible names */
  number: number;
  onRemove: () => void;
  removing?: boolean;
}

/** One rule: days (with All week), start and end (with All day), and the zone. */
export function SchedulingRuleFields({
  value,
  onChange,
  zones,
  errors = {},
  number,
  onRemove,
  removing = false,
}: SchedulingRuleFieldsProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const text = (error: Message | string | undefined) =>
    error === undefined ? undefined : typeof error === 'string' ? error : i18n._(error);
  const allDay = ruleIsAllDay(value);
  const pastMidnight = !allDay && runsPastMidnight(value);
  const zoneError = text(errors.tableZoneId) ?? text(errors.id);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="fieldset" aria-label={t`Rule ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            <Trans>Rule {number}</Trans>
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} loading={removing}>
            <Trans>Remove</Trans>
          </Button>
        </Group>

        <Stack gap={6}>
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={500} id={`rule-${value.key}-days`}>
              <Trans>Days</Trans>
            </Text>
            <Checkbox
              label={t`All week`}
              checked={ruleIsAllWeek(value)}
              onChange={(event) => onChange(setAllWeek(value, event.currentTarget.checked))}
            />
          </Group>
          <Group gap={6} role="group" aria-labelledby={`rule-${value.key}-days`}>
            {DAYS.map(({ day, short, long }) => (
              <Chip
                key={day}
                size="sm"
                checked={value.days.includes(day)}
                onChange={() => onChange(toggleDay(value, day))}
                aria-label={i18n._(long)}
              >
                {i18n._(short)}
              </Chip>
            ))}
          </Group>
          {errors.days && (
            <Text size="xs" c="red" role="alert">
              {text(errors.days)}
            </Text>
          )}
        </Stack>

        <Stack gap={6}>
          <Checkbox
            label={t`All day`}
            checked={allDay}
            onChange={(event) => onChange(setAllDay(value, event.currentTarget.checked))}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t`Start time`}
              placeholder="18:00"
              inputMode="numeric"
              maxLength={5}
              value={value.startTime}
              disabled={allDay}
              onChange={(event) => onChange({ ...value, startTime: event.currentTarget.value })}
              error={text(errors.startTime)}
            />
            <TextInput
              label={t`End time`}
              placeholder="23:00"
              inputMode="numeric"
              maxLength={5}
              value={value.endTime}
              disabled={allDay}
              onChange={(event) => onChange({ ...value, endTime: event.currentTarget.value })}
              error={text(errors.endTime)}
            />
          </SimpleGrid>
          {pastMidnight && (
            <Text size="sm" c="blue.8">
              <Trans>
                Runs past midnight: from {value.startTime} until {value.endTime} of the next day.
              </Trans>
            </Text>
          )}
        </Stack>

        <Select
          label={t`Zone`}
          data={[
            { value: '', label: t`Every zone` },
            ...zones.map((zone) => ({ value: String(zone.id), label: zone.name })),
          ]}
          value={value.zoneId === null ? '' : String(value.zoneId)}
          onChange={(selected) => onChange({ ...value, zoneId: selected ? Number(selected) : null })}
          allowDeselect={false}
          error={zoneError}
        />
      </Stack>
    </Paper>
  );
}
