import { $api } from '#lib/api.ts';

/**
 * `saveMenuReadingDraft`: the owner's corrections, saved as they type (the review screen debounces
 * them). Its 400 (a text over its limit) shows beside the field; the 409 (the reading became a
 * menu, or was discarded, in another tab) on the screen. The cached reading is not refreshed: the
 * screen's own copy of the draft is newer than any answer.
 */
export function useSaveMenuReadingDraft() {
  return $api.useMutation('put', '/clubs/{clubId}/menu-readings/{readingId}/draft', {
    retry: false,
    meta: { handlesErrors: [400, 409] },
  });
}
