/**
 * A scheduling rule as the form holds it, and the form's shortcuts (all week, all day). Pure, so
 * the shortcuts are tested without rendering.
 */
import type { Schemas } from '@tavola/api/schema';
import type { Message } from '@tavola/domain/messages';
import {
  ALL_DAY,
  ALL_WEEK,
  isAllDay,
  isAllWeek,
  type SchedulingField,
  validateSchedulingRule,
} from '@tavola/domain/scheduling';

export interface RuleDraft {
  /** stable React key, also for rules not saved yet */
  key: string;
  /** the saved rule; absent for a new one */
  id?: number;
  days: number[];
  startTime: string;
  endTime: string;
  /** null = every zone */
  zoneId: number | null;
}

export type RuleErrors = Partial<Record<SchedulingField | 'tableZoneId' | 'id', Message | string>>;

let counter = 0;
const nextKey = () => `new-${++counter}`;

/** The hours of a new rule until the owner changes them: an evening. */
export const DEFAULT_HOURS = { startTime: '18:00', endTime: '23:00' } as const;

export function newRule(): RuleDraft {
  return { key: nextKey(), days: [...ALL_WEEK], ...DEFAULT_HOURS, zoneId: null };
}

export function fromScheduling(scheduling: Schemas['Scheduling']): RuleDraft {
  return {
    key: `saved-${scheduling.id}`,
    id: scheduling.id,
    days: [...scheduling.days].sort((a, b) => a - b),
    startTime: scheduling.startTime,
    endTime: scheduling.endTime,
    zoneId: scheduling.tableZone?.id ?? null,
  };
}

export function toInput(rule: RuleDraft): Schemas['SchedulingInput'] {
  return {
    ...(rule.id === undefined ? {} : { id: rule.id }),
    days: rule.days,
    startTime: rule.startTime,
    endTime: rule.endTime,
    tableZoneId: rule.zoneId,
  };
}

export function toggleDay(rule: RuleDraft, day: number): RuleDraft {
  const days = rule.days.includes(day) ? rule.days.filter((d) => d !== day) : [...rule.days, day];
  return { ...rule, days: days.sort((a, b) => a - b) };
}

/** All week on: every day; off: no day, so the owner picks them. */
export function setAllWeek(rule: RuleDraft, on: boolean): RuleDraft {
  return { ...rule, days: on ? [...ALL_WEEK] : [] };
}

/** All day on: 00:00-24:00; off: back to the default hours. */
export function setAllDay(rule: RuleDraft, on: boolean): RuleDraft {
  return { ...rule, ...(on ? ALL_DAY : DEFAULT_HOURS) };
}

export const ruleIsAllWeek = (rule: RuleDraft) => isAllWeek(rule.days);
export const ruleIsAllDay = (rule: RuleDraft) => isAllDay(rule);

export function ruleErrors(rule: RuleDraft): RuleErrors {
  return validateSchedulingRule(rule);
}

/**
 * The server's refusal of a batch (`details[].field` like `2.tableZoneId`), as errors per rule
 * index; details without an entry index are left out.
 */
export function batchErrors(details: { field?: string; message: string }[]): Map<number, RuleErrors> {
  const byRule = new Map<number, RuleErrors>();
  for (const detail of details) {
    const match = /^\/?(\d+)[./]([A-Za-z]+)/.exec(detail.field ?? '');
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] as keyof RuleErrors;
    const errors = byRule.get(index) ?? {};
    errors[field] ??= detail.message;
    byRule.set(index, errors);
  }
  return byRule;
}
