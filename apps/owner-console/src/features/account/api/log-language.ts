import { $api } from '#lib/api.ts';

/** `logLanguage`: records a language switch (a usage metric), so a failure is silent. */
export function useLogLanguage() {
  return $api.useMutation('post', '/users/language', { meta: { handlesErrors: true }, retry: false });
}
