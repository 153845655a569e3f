import { schedulingMessages } from '@tavola/domain/scheduling';
import { describe, expect, it } from 'vitest';
import {
  batchErrors,
  DEFAULT_HOURS,
  fromScheduling,
  newRule,
  ruleErrors,
  ruleIsAllDay,
  ruleIsAllWeek,
  setAllDay,
  setAllWeek,
  toggleDay,
  toInput,
} from './rule-draft';

describe('scheduling form shortcuts', () => {
  it('all week selects every day, and off clears them', () => {
    const rule = { ...newRule(), days: [6, 7] };
    expect(ruleIsAllWeek(rule)).toBe(false);
    const all = setAllWeek(rule, true);
    expect(all.days).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ruleIsAllWeek(all)).toBe(true);
    expect(setAllWeek(all, false).days).toEqual([]);
    // unticking one day leaves all week
    expect(ruleIsAllWeek(toggleDay(all, 3))).toBe(false);
    expect(toggleDay(toggleDay(all, 3), 3).days).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('all day is 00:00-24:00, and off goes back to the default hours', () => {
    const rule = newRule();
    const allDay = setAllDay(rule, true);
    expect([allDay.startTime, allDay.endTime]).toEqual(['00:00', '24:00']);
    expect(ruleIsAllDay(allDay)).toBe(true);
    expect(ruleErrors(allDay)).toEqual({});
    const back = setAllDay(allDay, false);
    expect([back.startTime, back.endTime]).toEqual([DEFAULT_HOURS.startTime, DEFAULT_HOURS.endTime]);
  });

  it('checks a rule with the domain rules', () => {
    expect(ruleErrors({ ...newRule(), days: [] }).days).toBe(schedulingMessages.daysRequired);
    expect(ruleErrors({ ...newRule(), startTime: '10:00', endTime: '10:00' }).endTime).toBe(
      schedulingMessages.sameStartAndEnd,
    );
    expect(ruleErrors({ ...newRule(), startTime: '22:00', endTime: '02:00' })).toEqual({});
  });

  it('round-trips a saved rule and sends every zone as null', () => {
    const saved = {
      id: 4,
      days: [7, 6],
      startTime: '18:00',
      endTime: '23:00',
      tableZone: { id: 2, name: 'Terrace', ordering: false },
    };
    const draft = fromScheduling(saved);
    expect(toInput(draft)).toEqual({
      id: 4,
      days: [6, 7],
      startTime: '18:00',
      endTime: '23:00',
      tableZoneId: 2,
    });
    const fresh = toInput(newRule());
    expect(fresh).not.toHaveProperty('id');
    expect(fresh.tableZoneId).toBeNull();
  });

  it('spreads the server’s refusal over the rules by entry and field', () => {
    const errors = batchErrors([
      { field: '2.tableZoneId', message: 'Zone 9 is not a zone of this club' },
      { field: '/0/days/0', message: 'must be <= 7' },
      { message: 'no field' },
    ]);
    expect(errors.get(2)).toEqual({ tableZoneId: 'Zone 9 is not a zone of this club' });
    expect(errors.get(0)).toEqual({ days: 'must be <= 7' });
    expect(errors.size).toBe(2);
  });
});
