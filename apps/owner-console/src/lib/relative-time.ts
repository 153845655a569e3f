/**
 * How long ago `at` was, in the console's language ("3 min ago", "1 hr ago"), or null under a minute
 * (the screen says "just now"). A clock slightly behind the server's counts as just now too.
 */
export function timeAgo(at: Date, now: Date, locale: string): string | null {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return null;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  return format.format(-Math.floor(minutes / 60), 'hour');
}

/** The exact date and time, for the hover title. */
export function exactTime(at: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}
