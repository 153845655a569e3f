/** The code guests reading the owner's own texts are counted under. */
export const ORIGINAL_LANGUAGE = 'original';
