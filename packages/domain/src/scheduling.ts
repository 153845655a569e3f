/**
 * Menu scheduling: which menus a table sees at an instant, and when a hidden menu shows next.
 *
 * A scheduling rule holds ISO weekdays (1 = Monday … 7 = Sunday), a start and an end in the club's
 * local wall-clock time (`HH:mm`, `24:00` = end of the day) and a table zone (null = every zone).
 * An end before the start runs past midnight and belongs to the start day: "Friday 22:00-02:00"
 * covers Friday 22:00 to Saturday 02:00, and Sunday 22:00-02:00 runs into Monday.
 *
 * Decisions (docs/decisions/010-menu-scheduling.md):
 * - a menu with no scheduling is always visible (scheduling is a restriction the owner adds);
 * - a disabled menu is never visible;
 * - a menu whose rules all name other zones is never visible to this table;
 * - times are wall-clock times: on the night clocks go forward (Europe/Rome, last Sunday of March,
 *   02:00 -> 03:00) the skipped hour does not exist, so a rule covers only the local times that
 *   happen; on the night clocks go back (last Sunday of October, 03:00 -> 02:00) the repeated hour
 *   is covered both times it happens.
 *
 * The local weekday and time come from Intl.DateTimeFormat with the club's IANA time zone: no date
 * library, so the guest bundle pays nothing for it.
 */
import type { Message } from './messages';

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const ALL_WEEK: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
/** The all-day shortcut: from the start of the day to its end. */
export const ALL_DAY = { startTime: '00:00', endTime: '24:00' } as const;

export const START_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const END_TIME_PATTERN = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

export interface SchedulingRule {
  days: readonly number[];
  /** HH:mm, club local time */
  startTime: string;
  /** HH:mm or 24:00, club local time */
  endTime: string;
  /** null = every zone */
  zoneId: number | null;
}

export interface ScheduledMenu {
  id: number;
  position: number;
  /** a disabled menu is never visible */
  disabled?: boolean;
  /** none = always visible */
  schedulings: readonly SchedulingRule[];
}

export interface VisibilityQuery {
  /** the club's IANA time zone, e.g. Europe/Rome */
  timeZone: string;
  at: Date;
  /** the zone of the table, or null when the table has none */
  zoneId: number | null;
}

/** Minutes since local midnight of `HH:mm` (24:00 = 1440); NaN when malformed. */
export function minutesOfTime(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= MINUTES_PER_DAY ? minutes : Number.NaN;
}

/** True when the rule's end comes before its start: it runs past midnight into the next day. */
export function runsPastMidnight(rule: Pick<SchedulingRule, 'startTime' | 'endTime'>): boolean {
  return minutesOfTime(rule.endTime) < minutesOfTime(rule.startTime);
}

export function isAllDay(rule: Pick<SchedulingRule, 'startTime' | 'endTime'>): boolean {
  return rule.startTime === ALL_DAY.startTime && rule.endTime === ALL_DAY.endTime;
}

export function isAllWeek(days: readonly number[]): boolean {
  return ALL_WEEK.every((day) => days.includes(day));
}

// ---------------------------------------------------------------------------------------------
// Local time through Intl
// ---------------------------------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, IsoWeekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  weekday: IsoWeekday;
  /** minutes since local midnight, 0…1439 */
  minutes: number;
}

/** per time zone: the UTC minute last converted and its local time */
const lastLocalTimes = new Map<string, { minute: number; local: LocalTime }>();

/**
 * The wall-clock date and time in `timeZone` at an instant. Throws RangeError for an unknown zone.
 *
 * The last answer is kept per time zone for its UTC minute: the result has no seconds and every
 * zone's offset has been a whole number of minutes since 1972, so any instant of that minute has
 * the same answer. The guests' hot path asks at every read, and the Intl conversion was 8 % of its
 * CPU under load (bench/guest).
 */
export function localTimeAt(timeZone: string, at: Date): LocalTime {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const last = lastLocalTimes.get(timeZone);
  // a copy: callers own what they get
  if (last?.minute === minute) return { ...last.local };
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  const local: LocalTime = {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1,
    minutes: hour * 60 + Number(parts.minute),
  };
  // a handful of time zones in practice; the bound only guards against a flood of odd ones
  if (lastLocalTimes.size >= 1_000) lastLocalTimes.clear();
  lastLocalTimes.set(timeZone, { minute, local });
  return { ...local };
}

const previousDay = (weekday: number) => (weekday === 1 ? 7 : weekday - 1);

/** Whether one rule shows its menu at a local weekday and time (zones aside). */
export function ruleCoversLocalTime(
  rule: Pick<SchedulingRule, 'days' | 'startTime' | 'endTime'>,
  weekday: number,
  minutes: number,
): boolean {
  const start = minutesOfTime(rule.startTime);
  const end = minutesOfTime(rule.endTime);
  if (Number.isNaN(start) || Number.isNaN(end) || start === end) return false;
  if (start < end) return rule.days.includes(weekday) && minutes >= start && minutes < end;
  // past midnight: the evening of a listed day, or the small hours after one
  return (
    (rule.days.includes(weekday) && minutes >= start) ||
    (rule.days.includes(previousDay(weekday)) && minutes < end)
  );
}

function ruleAppliesToZone(rule: SchedulingRule, zoneId: number | null): boolean {
  return rule.zoneId === null || rule.zoneId === zoneId;
}

function isVisible(menu: ScheduledMenu, zoneId: number | null, local: LocalTime): boolean {
  if (menu.disabled) return false;
  if (menu.schedulings.length === 0) return true;
  return menu.schedulings.some(
    (rule) => ruleAppliesToZone(rule, zoneId) && ruleCoversLocalTime(rule, local.weekday, local.minutes),
  );
}

/**
 * The ids of the menus a table sees at an instant, in menu position order (then id): enabled
 * menus without schedulings, and those with a rule for the table's zone (or every zone) that
 * covers the club's local weekday and time.
 */
export function visibleMenuIds(query: VisibilityQuery & { menus: readonly ScheduledMenu[] }): number[] {
  const local = localTimeAt(query.timeZone, query.at);
  return query.menus
    .filter((menu) => isVisible(menu, query.zoneId, local))
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((menu) => menu.id);
}

// ---------------------------------------------------------------------------------------------
// The next instant a menu shows
// ---------------------------------------------------------------------------------------------

/** How far ahead of UTC the zone's wall clock is at an instant, in milliseconds. */
function offsetMs(timeZone: string, instant: number): number {
  const local = localTimeAt(timeZone, new Date(instant));
  const wall = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes);
  return wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The first instant at which the wall clock of `timeZone` reads `minutes` on the local date
 * y-m-d; when that time is skipped (clocks go forward), the instant the clocks jump.
 */
function instantOfLocalTime(timeZone: string, y: number, m: number, d: number, minutes: number): number {
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  let instant = wall - offsetMs(timeZone, wall);
  instant = wall - offsetMs(timeZone, instant);
  const reads = (t: number) => {
    const local = localTimeAt(timeZone, new Date(t));
    return Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes) === wall;
  };
  if (reads(instant)) {
    // a repeated hour (clocks go back): the first time the clock reads it
    for (const earlier of [60, 30]) {
      const candidate = instant - earlier * MINUTE_MS;
      if (reads(candidate)) return candidate;
    }
    return instant;
  }
  // skipped: the time never shows; the menu starts when the clocks jump past it
  let low = instant - 3 * 60 * MINUTE_MS;
  let high = instant;
  const after = (t: number) => {
    const local = localTimeAt(timeZone, new Date(t));
    return Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes) >= wall;
  };
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (after(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The first instant at or after `from` at which the menu is visible to a table of `zoneId`
 * (`from` itself when it is visible now), or null when it never is (disabled, or no rule for the
 * zone). For the guest's "not available now, next at …".
 */
export function nextVisibleAt(query: {
  timeZone: string;
  from: Date;
  zoneId: number | null;
  menu: ScheduledMenu;
}): Date | null {
  const { timeZone, from, zoneId, menu } = query;
  if (menu.disabled) return null;
  const today = localTimeAt(timeZone, from);
  if (isVisible(menu, zoneId, today)) return from;
  const rules = menu.schedulings.filter((rule) => ruleAppliesToZone(rule, zoneId));
  let best: number | null = null;
  // a rule starts on one of its days: within 8 local days every rule has started once
  for (let offset = 0; offset <= 8; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = (((date.getUTCDay() + 6) % 7) + 1) as IsoWeekday;
    for (const rule of rules) {
      const start = minutesOfTime(rule.startTime);
      if (!rule.days.includes(weekday) || Number.isNaN(start)) continue;
      const instant = instantOfLocalTime(
        timeZone,
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        start,
      );
      if (instant < from.getTime() || (best !== null && instant >= best)) continue;
      if (isVisible(menu, zoneId, localTimeAt(timeZone, new Date(instant)))) best = instant;
    }
  }
  return best === null ? null : new Date(best);
}

// ---------------------------------------------------------------------------------------------
// Validation (console form and server)
// ---------------------------------------------------------------------------------------------

export const schedulingMessages = {
  daysRequired: /*i18n*/ { id: 'validation.scheduling.days.required', message: 'Choose at least one day' },
  daysInvalid: /*i18n*/ {
    id: 'validation.scheduling.days.invalid',
    message: 'Days must be different weekdays from Monday to Sunday',
  },
  startTimeInvalid: /*i18n*/ {
    id: 'validation.scheduling.startTime.invalid',
    message: 'Enter a start time such as 18:30',
  },
  endTimeInvalid: /*i18n*/ {
    id: 'validation.scheduling.endTime.invalid',
    message: 'Enter an end time such as 23:00, or 24:00 for the end of the day',
  },
  sameStartAndEnd: /*i18n*/ {
    id: 'validation.scheduling.endTime.sameAsStart',
    message: 'The end must differ from the start: use All day for the whole day',
  },
} satisfies Record<string, Message>;

export type SchedulingField = 'days' | 'startTime' | 'endTime';

/** The rule's own checks (the zone is the server's: it must belong to the club). */
export function validateSchedulingRule(rule: {
  days: readonly number[];
  startTime: string;
  endTime: string;
}): Partial<Record<SchedulingField, Message>> {
  const errors: Partial<Record<SchedulingField, Message>> = {};
  if (rule.days.length === 0) errors.days = schedulingMessages.daysRequired;
  else if (
    new Set(rule.days).size !== rule.days.length ||
    rule.days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)
  )
    errors.days = schedulingMessages.daysInvalid;
  const startValid = START_TIME_PATTERN.test(rule.startTime);
  const endValid = END_TIME_PATTERN.test(rule.endTime);
  if (!startValid) errors.startTime = schedulingMessages.startTimeInvalid;
  if (!endValid) errors.endTime = schedulingMessages.endTimeInvalid;
  if (startValid && endValid && minutesOfTime(rule.startTime) === minutesOfTime(rule.endTime))
    errors.endTime = schedulingMessages.sameStartAndEnd;
  return errors;
}
