import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { waiterCallsQueryOptions } from '../api/list-waiter-calls';

/**
 * How many calls of the club are open, for the navigation's badge: the club's Calls list, which the
 * console's live connection keeps current and reads again after every reconnection. 0 while it
 * loads or when it cannot be read (the badge is a hint; the Calls view says what went wrong).
 */
export function useOpenCallCount(clubId: number | undefined): number {
  const { data } = useQuery({
    ...waiterCallsQueryOptions(clubId ?? 0),
    enabled: clubId !== undefined,
    select: (list) => list.calls.length,
    meta: { handlesErrors: true },
  });
  return data ?? 0;
}

/** The name of the "Waiter calls" entry with its badge: "Waiter calls, 2 open". */
export function waiterCallsEntryName(i18n: I18n, count: number): string {
  return i18n._(msg`Waiter calls, ${plural(count, { one: '# open', other: '# open' })}`);
}

/** The name of the phone's navigation button when calls are open: "Open navigation, 2 waiter calls open". */
export function openNavigationName(i18n: I18n, count: number): string {
  return i18n._(
    msg`Open navigation, ${plural(count, { one: '# waiter call open', other: '# waiter calls open' })}`,
  );
}
