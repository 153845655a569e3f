import type { AppLanguage } from '@tavola/i18n/languages';
import { activateLanguage } from '@tavola/i18n/setup';
import { useCallback } from 'react';
import { useLogLanguage } from '#features/account/api/log-language.ts';

/** Switches the interface language, remembers it, and records the choice (a usage metric). */
export function useChangeLanguage() {
  const { mutate: logLanguage } = useLogLanguage();
  return useCallback(
    async (language: AppLanguage) => {
      await activateLanguage(language);
      logLanguage({ body: { language } });
    },
    [logLanguage],
  );
}
