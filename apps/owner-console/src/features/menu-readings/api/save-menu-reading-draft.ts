import { $api } from '#lib/api.ts';

/**
 * `saveMenuReadingDraft`: the owner's corrections, saved as they type (the review screen debounces
 * them), each over the revision it was made on (`If-Match`). Its 400 (a text over its limit) shows
 * beside the field; the 409 (the reading became a menu, or was discarded, in another tab) and the
 * 412 (the draft was saved meanwhile in another window) on the screen. The cached reading is not
 * refreshed: the screen's own copy of the draft is newer than any answer.
 */
export function useSaveMenuReadingDraft() {
  return $api.useMutation('put', '/clubs/{clubId}/menu-readings/{readingId}/draft', {
    retry: false,
    meta: { handlesErrors: [400, 409, 412] },
  });
}

/** The `If-Match` of a save made on `revision` (the reading's `draftRevision`). */
export const draftRevisionTag = (revision: number) => `"${revision}"`;
