import { $api } from '#lib/api.ts';

/**
 * `login`: phone (username), password and TOTP -> a session. The sign-in screen shows 401 (wrong
 * credentials), 403 (not activated) and 429 (too many attempts) itself.
 */
export function useLogin() {
  return $api.useMutation('post', '/login', { meta: { handlesErrors: [401, 403, 429] } });
}
