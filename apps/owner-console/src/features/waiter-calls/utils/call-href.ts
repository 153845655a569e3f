import { paths } from '#config/paths.ts';

/** The search parameter of the Calls view that points at one call (highlighted, scrolled to). */
export const CALL_PARAM = 'call';

/** The Calls view of the call's club, pointing at the call: where a notification's link leads. */
export function callHref(clubId: number, callId: number): string {
  return `${paths.clubs.calls.getHref(clubId)}?${CALL_PARAM}=${callId}`;
}
