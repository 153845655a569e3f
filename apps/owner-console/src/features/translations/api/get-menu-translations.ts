import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import { $api } from '#lib/api.ts';

export type TranslationLanguage = Schemas['TranslationLanguage'];

/** `getMenuTranslations`: every text of the menu with its translation in one language. */
export const menuTranslationsQueryOptions = (clubId: number, menuId: number, language: TranslationLanguage) =>
  $api.queryOptions('get', '/clubs/{clubId}/menu/{menuId}/translations/{language}', {
    params: { path: { clubId, menuId, language } },
  });

/**
 * The editor explains a missing plan, a switched-off feature, a refused language and a menu that is
 * gone itself (403, 400, 404), so they do not also raise the global "An error occurred".
 */
export function useMenuTranslations(clubId: number, menuId: number, language: TranslationLanguage | null) {
  return useQuery({
    ...menuTranslationsQueryOptions(clubId, menuId, language ?? 'en'),
    enabled: language !== null,
    meta: { handlesErrors: [400, 403, 404] },
    // a sheet being edited must not change under the owner's hands when the window regains focus
    refetchOnWindowFocus: false,
  });
}
