/**
 * A club's public page on the web (`{guest app}/m/{slug}`): its menus as guests read them, for
 * people who look the venue up before they go. The slug is the page's address: lowercase ASCII
 * letters, digits and single hyphens, so that it reads the same everywhere, is typed from memory,
 * and cannot be a look-alike of another club's (an "а" from the Cyrillic alphabet is refused, not
 * folded). The server and the console check it with these rules; the database holds the same
 * pattern as a constraint (migration 0012) and keeps slugs unique.
 */

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

/** Letters a–z and digits, words joined by single hyphens; the length is checked apart. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words a slug may not be: the site's own addresses and words that would pass for the service's
 * voice (a page at /m/admin or /m/support is not a venue).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'billing',
  'blog',
  'club',
  'clubs',
  'console',
  'contact',
  'dashboard',
  'demo',
  'help',
  'home',
  'index',
  'legal',
  'login',
  'logout',
  'm',
  'menu',
  'menus',
  'new',
  'null',
  'owner',
  'privacy',
  'public',
  'robots',
  'root',
  'settings',
  'signin',
  'signup',
  'sitemap',
  'static',
  'staff',
  'support',
  'system',
  'tavola',
  'terms',
  'undefined',
  'www',
]);

export type SlugProblem = 'empty' | 'too_short' | 'too_long' | 'characters' | 'reserved';

/** What is wrong with `slug` as a public page's address, or null when it can be used. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0) return 'empty';
  if (slug.length > SLUG_MAX_LENGTH) return 'too_long';
  if (!SLUG_PATTERN.test(slug)) return 'characters';
  if (slug.length < SLUG_MIN_LENGTH) return 'too_short';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return null;
}

/**
 * A slug made from a club's name: accents dropped ("Caffè Šport" → "caffe-sport"), anything else
 * that is not a letter a–z or a digit becomes a hyphen, cut at the maximum length. Null when
 * nothing usable is left (a name in another script) or the result is reserved; the caller then
 * makes one from the club's id.
 */
export function slugFromName(name: string): string | null {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slugProblem(slug) === null ? slug : null;
}

/** `slug` with a number after it, still within the maximum length ("osteria" → "osteria-2"). */
export function numberedSlug(slug: string, number: number): string {
  const suffix = `-${number}`;
  return `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The public page's path on the guest app: `/m/{slug}`, a menu's `/m/{slug}/{menuId}`. */
export function publicPagePath(slug: string, menuId?: number): string {
  return menuId === undefined ? `/m/${slug}` : `/m/${slug}/${menuId}`;
}
