/** "Friday 18:00": weekday and time of an instant, in the guest's language and the device's time zone. */
export function formatWhen(instant: string, locale: string, now: Date = new Date()): string {
  const date = new Date(instant);
  const sameDay = date.toDateString() === now.toDateString();
  const inAWeek = date.getTime() - now.getTime() < 6 * 24 * 3600 * 1000;
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : inAWeek ? { weekday: 'long' } : { weekday: 'long', day: 'numeric', month: 'long' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** "21:40": the time of an instant. */
export function formatTime(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}
