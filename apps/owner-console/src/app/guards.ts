import { isAdmin, isSignedIn } from '@tavola/api/session';
import { replace } from 'react-router';
import { paths } from '#config/paths.ts';

/**
 * Loader of guarded route areas: a guarded page shows only when signed in, otherwise the visitor
 * goes to login and the guarded URL is replaced in the history (Back does not bounce them again).
 */
export function requireSignedIn() {
  if (!isSignedIn()) throw replace(paths.auth.login.getHref());
  return null;
}

/**
 * The new-club page, the payment page and the account deletion page each have an extra guard
 * whose rules the spec does not give; until they are known they require a session.
 */
export const requireAccountAccess = requireSignedIn;

/**
 * `/admin`: signed in, and the stored admin flag is "true"; anyone else gets the not-found page
 * (the screen does not exist for them). The screen then asks the server, which has the last word.
 */
export function requireAdmin() {
  if (!isSignedIn()) throw replace(paths.auth.login.getHref());
  if (!isAdmin()) throw replace(paths.system.notFound.getHref());
  return null;
}

/** `/`: the clubs when signed in, else login. */
export function redirectFromRoot() {
  return replace(isSignedIn() ? paths.clubs.list.getHref() : paths.auth.login.getHref());
}

/** Any unknown path goes to login (spec section 2). */
export function redirectUnknownPath() {
  return replace(paths.auth.login.getHref());
}
