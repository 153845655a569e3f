// The Latin woff2 files of the weights fonts.ts declares, as URLs (the same hashed files its style
// sheets reference): the guest app loads a theme's font from them after its first paint.
import barlow500 from '@fontsource/barlow/files/barlow-latin-500-normal.woff2?url';
import barlow600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url';
import barlow700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff2?url';
import publicSans400 from '@fontsource/public-sans/files/public-sans-latin-400-normal.woff2?url';
import publicSans500 from '@fontsource/public-sans/files/public-sans-latin-500-normal.woff2?url';
import publicSans600 from '@fontsource/public-sans/files/public-sans-latin-600-normal.woff2?url';
import publicSans700 from '@fontsource/public-sans/files/public-sans-latin-700-normal.woff2?url';

/** fontsource's Latin subset, as in its style sheets. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Family name and [weight, woff2 URL] of each self-hosted font's Latin faces. */
export const LATIN_FONT_FILES: Record<'Barlow' | 'Public Sans', [weight: string, url: string][]> = {
  Barlow: [
    ['500', barlow500],
    ['600', barlow600],
    ['700', barlow700],
  ],
  'Public Sans': [
    ['400', publicSans400],
    ['500', publicSans500],
    ['600', publicSans600],
    ['700', publicSans700],
  ],
};
