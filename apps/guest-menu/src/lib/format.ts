import { type AppTexts, fill } from './catalogs';

/**
 * "at 18:00", "on Friday at 18:00" (in the catalog's words: "venerdì alle 18:00", "am Freitag um
 * 18:00"): when something will be, in the guest's language and the device's time zone, read as
 * the {when} of a sentence. The weekday for the next six days, with the date beyond.
 */
export function formatWhen(
  instant: string,
  locale: string,
  texts: Pick<AppTexts, 'atTime' | 'onDayAtTime'>,
  now: Date = new Date(),
): string {
  const date = new Date(instant);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (date.toDateString() === now.toDateString()) return fill(texts.atTime, { time });
  const inAWeek = date.getTime() - now.getTime() < 6 * 24 * 3600 * 1000;
  const day = new Intl.DateTimeFormat(
    locale,
    inAWeek ? { weekday: 'long' } : { weekday: 'long', day: 'numeric', month: 'long' },
  ).format(date);
  return fill(texts.onDayAtTime, { day, time });
}

/** "21:40": the time of an instant. */
export function formatTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}
