import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { clearSession } from '@tavola/api/session';
import { isAppLanguage, storeLanguage } from '@tavola/i18n/languages';
import { notify } from './notifications';
import { reportError } from './sentry';

export const SESSION_EXPIRED_NOTIFICATION_ID = 'session-expired';
export const UNEXPECTED_ERROR_NOTIFICATION_ID = 'unexpected-error';

/** Signs the user out locally: token, admin flag and the rest of localStorage go (spec section 4). */
export function signOutLocally() {
  const language = i18n.locale;
  // the member's calls stop reaching this device (loaded on demand: the first screen does not need it)
  void import('./push-device').then(({ endPushSubscription }) => endPushSubscription());
  clearSession();
  // The interface language is a preference of the device, not of the session: keep it.
  if (isAppLanguage(language)) storeLanguage(language);
}

/** Spec section 8: a 401 anywhere clears the session and warns; the caller then goes to login. */
export function endExpiredSession() {
  signOutLocally();
  notify({
    id: SESSION_EXPIRED_NOTIFICATION_ID,
    variant: 'warning',
    message: i18n._(msg`Your session has expired, please log in again`),
  });
}

/** Spec section 8: any other failure shows "An error occurred" and is reported. */
export function handleUnexpectedError(error: unknown) {
  reportError(error);
  notify({
    id: UNEXPECTED_ERROR_NOTIFICATION_ID,
    variant: 'error',
    message: i18n._(msg`An error occurred`),
  });
}
