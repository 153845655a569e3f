import { isAdmin, isSignedIn } from '@tavola/api/session';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { paths } from '#config/paths.ts';
import { apiClient } from '#lib/api.ts';
import { errorStatus } from '#lib/api-errors.ts';
import { endExpiredSession } from '#lib/global-errors.ts';

/**
 * Loader of guarded route areas: a guarded page shows only when signed in, otherwise the visitor
 * goes to login and the guarded URL is replaced in the history (Back does not bounce them again).
 */
export function requireSignedIn() {
  if (!isSignedIn()) throw replace(paths.auth.login.getHref());
  return null;
}

/** A 401 from a guard's own check: the session is over, as anywhere else (spec section 8). */
function sessionEnded(error: unknown): boolean {
  if (errorStatus(error) !== 401) return false;
  endExpiredSession();
  return true;
}

/**
 * The extra guard of `/clubs/new` and `/account/delete` (docs/decisions/009-extra-route-guards.md):
 * signed in, and the server confirms the session is still alive before a form is filled in that
 * could only fail on submit. Other failures (offline, 5xx) let the page open: the server checks
 * the session again when the form is sent.
 */
export async function requireAccountAccess() {
  if (!isSignedIn()) throw replace(paths.auth.login.getHref());
  try {
    await apiClient.GET('/users/me');
  } catch (error) {
    if (sessionEnded(error)) throw replace(paths.auth.login.getHref());
  }
  return null;
}

/**
 * The guard of `/clubs/{clubId}/payment`: signed in, and the club is one of the caller's (an
 * administrator's list holds every club). Anyone else gets the not-found page, so the page never
 * tells whether a club exists.
 */
export async function requireClubOwner({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  if (!isSignedIn()) throw replace(paths.auth.login.getHref());
  const clubId = Number(params.clubId);
  if (!/^[1-9][0-9]*$/.test(params.clubId ?? '') || !Number.isSafeInteger(clubId)) {
    throw replace(paths.system.notFound.getHref());
  }
  let clubs: { id: number }[] | undefined;
  try {
    clubs = (await apiClient.GET('/clubs')).data;
  } catch (error) {
    if (sessionEnded(error)) throw replace(paths.auth.login.getHref());
    throw error;
  }
  if (!clubs?.some((club) => club.id === clubId)) throw replace(paths.system.notFound.getHref());
  return null;
}

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
