import { describe, expect, it } from 'vitest';
import {
  ALL_DAY,
  ALL_WEEK,
  localTimeAt,
  nextVisibleAt,
  runsPastMidnight,
  type ScheduledMenu,
  type SchedulingRule,
  schedulingMessages,
  validateSchedulingRule,
  visibleMenuIds,
} from './scheduling';

const ROME = 'Europe/Rome';
const TERRACE = 7;
const HALL = 8;

const rule = (
  days: number[],
  startTime: string,
  endTime: string,
  zoneId: number | null = null,
): SchedulingRule => ({
  days,
  startTime,
  endTime,
  zoneId,
});

const menu = (
  id: number,
  schedulings: SchedulingRule[],
  extra: Partial<ScheduledMenu> = {},
): ScheduledMenu => ({
  id,
  position: id,
  schedulings,
  ...extra,
});

function seen(at: string, menus: ScheduledMenu[], zoneId: number | null = null, timeZone = ROME) {
  return visibleMenuIds({ timeZone, at: new Date(at), zoneId, menus });
}

describe('localTimeAt', () => {
  it('reads the weekday and minutes of the club time zone', () => {
    // 2025-01-03 is a Friday; 21:30 UTC is 22:30 in Rome (winter, UTC+1)
    expect(localTimeAt(ROME, new Date('2025-01-03T21:30:00Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 3,
      weekday: 5,
      minutes: 22 * 60 + 30,
    });
    // the same instant is already Saturday in Tokyo
    expect(localTimeAt('Asia/Tokyo', new Date('2025-01-03T21:30:00Z')).weekday).toBe(6);
  });

  it('answers every instant of a minute alike, and the next minute anew (the kept answer)', () => {
    const at = (iso: string) => localTimeAt('Asia/Kolkata', new Date(iso)).minutes;
    // UTC+5:30: 23:59:xx UTC is 05:29 the next day, 00:00 UTC is 05:30
    expect(at('2025-03-01T23:59:00Z')).toBe(5 * 60 + 29);
    expect(at('2025-03-01T23:59:59.999Z')).toBe(5 * 60 + 29);
    expect(localTimeAt(ROME, new Date('2025-03-01T23:59:30Z')).minutes).toBe(59);
    expect(at('2025-03-02T00:00:00Z')).toBe(5 * 60 + 30);
    // an earlier minute after a later one
    expect(localTimeAt('Asia/Kolkata', new Date('2025-03-01T23:58:10Z'))).toMatchObject({
      day: 2,
      minutes: 5 * 60 + 28,
    });
    // what a caller does with its answer does not change the next one
    const mine = localTimeAt(ROME, new Date('2025-03-01T23:59:40Z'));
    mine.minutes = 0;
    expect(localTimeAt(ROME, new Date('2025-03-01T23:59:50Z')).minutes).toBe(59);
  });
});

describe('visibleMenuIds', () => {
  it('shows a menu without schedulings always, and a disabled menu never', () => {
    const menus = [
      menu(1, []),
      menu(2, [], { disabled: true }),
      menu(3, [rule(ALL_WEEK.slice(), '00:00', '24:00')], { disabled: true }),
    ];
    expect(seen('2025-06-01T10:00:00Z', menus)).toEqual([1]);
  });

  it('answers in menu position order, then id', () => {
    const menus = [menu(1, [], { position: 3 }), menu(2, [], { position: 1 }), menu(3, [], { position: 1 })];
    expect(seen('2025-06-01T10:00:00Z', menus)).toEqual([2, 3, 1]);
  });

  it('takes start inclusive and end exclusive', () => {
    // Monday 2025-06-02, Rome summer time (UTC+2)
    const lunch = [menu(1, [rule([1], '12:00', '15:00')])];
    expect(seen('2025-06-02T09:59:00Z', lunch)).toEqual([]); // 11:59
    expect(seen('2025-06-02T10:00:00Z', lunch)).toEqual([1]); // 12:00
    expect(seen('2025-06-02T12:59:00Z', lunch)).toEqual([1]); // 14:59
    expect(seen('2025-06-02T13:00:00Z', lunch)).toEqual([]); // 15:00
    // Tuesday at 12:30: not a listed day
    expect(seen('2025-06-03T10:30:00Z', lunch)).toEqual([]);
  });

  it('runs past midnight: Friday 22:00-02:00 is seen on Saturday at 01:00', () => {
    const lateNight = [menu(1, [rule([5], '22:00', '02:00')])];
    // 2025-01-03 is a Friday (winter, UTC+1)
    expect(seen('2025-01-03T20:59:00Z', lateNight)).toEqual([]); // Fri 21:59
    expect(seen('2025-01-03T21:00:00Z', lateNight)).toEqual([1]); // Fri 22:00
    expect(seen('2025-01-04T00:00:00Z', lateNight)).toEqual([1]); // Sat 01:00
    expect(seen('2025-01-04T00:59:00Z', lateNight)).toEqual([1]); // Sat 01:59
    expect(seen('2025-01-04T01:00:00Z', lateNight)).toEqual([]); // Sat 02:00
    // the small hours belong to the start day: Friday 01:00 is Thursday night, not listed
    expect(seen('2025-01-03T00:00:00Z', lateNight)).toEqual([]);
    expect(runsPastMidnight({ startTime: '22:00', endTime: '02:00' })).toBe(true);
  });

  it('crosses the week boundary: Sunday 22:00-02:00 is seen on Monday at 01:30', () => {
    const sundayNight = [menu(1, [rule([7], '22:00', '02:00')])];
    // 2025-01-05 is a Sunday, 2025-01-06 a Monday
    expect(seen('2025-01-05T21:30:00Z', sundayNight)).toEqual([1]); // Sun 22:30
    expect(seen('2025-01-06T00:30:00Z', sundayNight)).toEqual([1]); // Mon 01:30
    expect(seen('2025-01-06T01:30:00Z', sundayNight)).toEqual([]); // Mon 02:30
    // and a Monday-only rule does not leak into Sunday
    const mondayMorning = [menu(2, [rule([1], '00:00', '06:00')])];
    expect(seen('2025-01-05T22:59:00Z', mondayMorning)).toEqual([]); // Sun 23:59
    expect(seen('2025-01-05T23:00:00Z', mondayMorning)).toEqual([2]); // Mon 00:00
  });

  it('covers the whole day with 00:00-24:00 and the whole week with all seven days', () => {
    const always = [menu(1, [rule(ALL_WEEK.slice(), ALL_DAY.startTime, ALL_DAY.endTime)])];
    for (const at of [
      '2025-01-05T23:00:00Z',
      '2025-01-06T22:59:00Z',
      '2025-03-30T01:30:00Z',
      '2025-10-26T00:30:00Z',
    ]) {
      expect(seen(at, always)).toEqual([1]);
    }
    const sundayAllDay = [menu(2, [rule([7], '00:00', '24:00')])];
    expect(seen('2025-01-04T22:59:00Z', sundayAllDay)).toEqual([]); // Sat 23:59
    expect(seen('2025-01-04T23:00:00Z', sundayAllDay)).toEqual([2]); // Sun 00:00
    expect(seen('2025-01-05T22:59:00Z', sundayAllDay)).toEqual([2]); // Sun 23:59
    expect(seen('2025-01-05T23:00:00Z', sundayAllDay)).toEqual([]); // Mon 00:00
  });

  it('matches zones: a zone rule for its zone only, a rule without zone for every table', () => {
    const menus = [
      menu(1, [rule(ALL_WEEK.slice(), '00:00', '24:00', TERRACE)]),
      menu(2, [rule(ALL_WEEK.slice(), '00:00', '24:00')]),
      menu(3, [rule(ALL_WEEK.slice(), '00:00', '24:00', HALL), rule([6, 7], '18:00', '23:00', TERRACE)]),
    ];
    const saturdayEvening = '2025-06-07T17:00:00Z'; // Sat 19:00
    expect(seen(saturdayEvening, menus, TERRACE)).toEqual([1, 2, 3]);
    expect(seen(saturdayEvening, menus, HALL)).toEqual([2, 3]);
    expect(seen(saturdayEvening, menus, null)).toEqual([2]);
    const mondayEvening = '2025-06-09T17:00:00Z';
    expect(seen(mondayEvening, menus, TERRACE)).toEqual([1, 2]);
  });

  describe('daylight saving in Europe/Rome', () => {
    // 2025-03-30 (last Sunday of March): at 01:00 UTC the clocks go from 02:00 to 03:00
    it('spring forward: an instant just after the jump reads 03:xx', () => {
      const at = '2025-03-30T01:30:00Z'; // 03:30 CEST; 02:30 never happens that night
      expect(localTimeAt(ROME, new Date(at))).toMatchObject({ weekday: 7, minutes: 3 * 60 + 30 });
      const menus = [
        menu(1, [rule([7], '02:00', '03:00')]), // the skipped hour only
        menu(2, [rule([7], '02:00', '04:00')]),
        menu(3, [rule([6], '22:00', '03:00')]), // Saturday night, ends at the jump
        menu(4, [rule([6], '22:00', '04:00')]),
      ];
      expect(seen(at, menus)).toEqual([2, 4]);
      // one minute before the jump: 01:59 CET
      expect(seen('2025-03-30T00:59:00Z', menus)).toEqual([3, 4]);
    });

    // 2025-10-26 (last Sunday of October): at 01:00 UTC the clocks go from 03:00 back to 02:00
    it('fall back: the repeated hour is covered both times', () => {
      const first = '2025-10-26T00:30:00Z'; // 02:30 CEST
      const second = '2025-10-26T01:30:00Z'; // 02:30 CET
      expect(localTimeAt(ROME, new Date(first)).minutes).toBe(150);
      expect(localTimeAt(ROME, new Date(second)).minutes).toBe(150);
      const menus = [menu(1, [rule([7], '02:00', '03:00')]), menu(2, [rule([7], '03:00', '04:00')])];
      expect(seen(first, menus)).toEqual([1]);
      expect(seen(second, menus)).toEqual([1]);
      expect(seen('2025-10-26T02:00:00Z', menus)).toEqual([2]); // 03:00 CET
    });
  });
});

describe('nextVisibleAt', () => {
  const next = (from: string, m: ScheduledMenu, zoneId: number | null = null) =>
    nextVisibleAt({ timeZone: ROME, from: new Date(from), zoneId, menu: m })?.toISOString() ?? null;

  it('is now when the menu is visible now', () => {
    expect(next('2025-06-02T10:00:00Z', menu(1, []))).toBe('2025-06-02T10:00:00.000Z');
  });

  it('is the next start of a rule, in the club time zone', () => {
    const weekendEvenings = menu(1, [rule([6, 7], '18:00', '23:00')]);
    // Wednesday 2025-06-04 12:00 -> Saturday 2025-06-07 18:00 CEST
    expect(next('2025-06-04T10:00:00Z', weekendEvenings)).toBe('2025-06-07T16:00:00.000Z');
    // Sunday 23:30 -> the next Saturday
    expect(next('2025-06-08T21:30:00Z', weekendEvenings)).toBe('2025-06-14T16:00:00.000Z');
  });

  it('is null for a disabled menu and for a zone without rules', () => {
    expect(next('2025-06-04T10:00:00Z', menu(1, [], { disabled: true }))).toBeNull();
    const terraceOnly = menu(2, [rule(ALL_WEEK.slice(), '00:00', '24:00', TERRACE)]);
    expect(next('2025-06-04T10:00:00Z', terraceOnly, HALL)).toBeNull();
    expect(next('2025-06-04T10:00:00Z', terraceOnly, TERRACE)).toBe('2025-06-04T10:00:00.000Z');
  });

  it('starts a rule in the skipped hour when the clocks jump, and a repeated time the first time', () => {
    const skipped = menu(1, [rule([7], '02:30', '05:00')]);
    // Saturday evening before the spring change: 02:30 never happens, the menu shows at 03:00 CEST
    expect(next('2025-03-29T20:00:00Z', skipped)).toBe('2025-03-30T01:00:00.000Z');
    const repeated = menu(2, [rule([7], '02:30', '05:00')]);
    // before the autumn change: the first 02:30 (CEST) is 00:30 UTC
    expect(next('2025-10-25T20:00:00Z', repeated)).toBe('2025-10-26T00:30:00.000Z');
  });

  it('crosses the week to a Monday morning rule', () => {
    const mondayBreakfast = menu(1, [rule([1], '07:00', '10:00')]);
    // Sunday 2025-01-05 20:00 CET -> Monday 07:00 CET
    expect(next('2025-01-05T19:00:00Z', mondayBreakfast)).toBe('2025-01-06T06:00:00.000Z');
  });
});

describe('validateSchedulingRule', () => {
  it('accepts a rule, all day and one past midnight', () => {
    expect(validateSchedulingRule({ days: [5, 6], startTime: '22:00', endTime: '02:00' })).toEqual({});
    expect(validateSchedulingRule({ days: ALL_WEEK, ...ALL_DAY })).toEqual({});
  });

  it('names each wrong field', () => {
    expect(validateSchedulingRule({ days: [], startTime: '25:00', endTime: '24:01' })).toEqual({
      days: schedulingMessages.daysRequired,
      startTime: schedulingMessages.startTimeInvalid,
      endTime: schedulingMessages.endTimeInvalid,
    });
    expect(validateSchedulingRule({ days: [1, 1], startTime: '10:00', endTime: '10:00' })).toEqual({
      days: schedulingMessages.daysInvalid,
      endTime: schedulingMessages.sameStartAndEnd,
    });
    expect(validateSchedulingRule({ days: [8], startTime: '24:00', endTime: '12:00' })).toEqual({
      days: schedulingMessages.daysInvalid,
      startTime: schedulingMessages.startTimeInvalid,
    });
  });
});
