/**
 * Waiter calls: the numbers the server enforces and the guest app shows, kept in one place so the
 * button's countdown and the server's 429 always agree (docs/decisions/012-live-waiter-calls.md).
 */

/** A table may call again this many seconds after its last call (429 `waiter_recently_called`). */
export const WAITER_CALL_COOLDOWN_SECONDS = 30;

/** At most this many calls per club within `WAITER_CALL_CLUB_WINDOW_SECONDS` (429 `rate_limited`). */
export const WAITER_CALL_CLUB_LIMIT = 30;
export const WAITER_CALL_CLUB_WINDOW_SECONDS = 60;

/** Consoles list the calls not yet done of the last this many hours; older ones are stale. */
export const WAITER_CALL_OPEN_HOURS = 12;

/**
 * Whole seconds until a table may call again, given its last call; 0 when it may call now.
 * Rounded up, so a guest told "1 s" is never refused after waiting it.
 */
export function waiterCallSecondsLeft(lastCallAt: Date | number | null, now: Date | number): number {
  if (lastCallAt === null) return 0;
  const last = typeof lastCallAt === 'number' ? lastCallAt : lastCallAt.getTime();
  const current = typeof now === 'number' ? now : now.getTime();
  const leftMs = last + WAITER_CALL_COOLDOWN_SECONDS * 1000 - current;
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

/**
 * Minutes after which a call nobody took turns red on the service screen and goes to every waiter
 * on shift, whatever their zones. The club's managers set it (ClubSettingsInput.callAlertMinutes).
 */
export const CALL_ALERT_MINUTES_DEFAULT = 3;
export const CALL_ALERT_MINUTES_MIN = 1;
export const CALL_ALERT_MINUTES_MAX = 60;
