import { $api } from '#lib/api.ts';

/** `createUser`: sign-up; 400 (bad code or fields), 409 (phone in use) and 429 are shown on the form. */
export function useCreateUser() {
  return $api.useMutation('post', '/users', { meta: { handlesErrors: [400, 409, 429] } });
}
