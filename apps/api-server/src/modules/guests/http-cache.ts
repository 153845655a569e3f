/**
 * HTTP caching of the public menu (docs/decisions/011-guest-reads-cache-and-etag.md).
 *
 * The ETag is derived from the club's content version (bumped by database triggers on every write
 * guests could see), the menu, the language, the document format and the server's build: equal
 * inputs give the same bytes, so equal tags mean equal bodies (a strong validator), on every API
 * process.
 */
import { createHash } from 'node:crypto';
import { readBuildId } from '#lib/build-id.ts';

/**
 * Bump when the document's shape or building rules change: every cached copy becomes stale, the
 * browsers' and the documents kept in the database (stored-menus.ts) alike.
 */
export const DOCUMENT_FORMAT = 1;

/**
 * What a built document depends on besides its content: DOCUMENT_FORMAT and the build of the
 * server that made it (dist/build-id; "source" for code run from src/). The ETags carry it, so that
 * a deploy never answers 304 to a copy an older build made, and so do the menus kept in the
 * database (stored-menus.ts), which only the build that made them serves.
 */
export const DOCUMENTS_MADE_BY = `${DOCUMENT_FORMAT}:${readBuildId()}`;

/**
 * Browsers always revalidate (cheap 304s); a shared cache (CDN) may serve a copy for 10 s and a
 * stale one for 20 s more while it revalidates: an owner's edit reaches every guest within 30 s.
 */
export const PUBLIC_MENU_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
/** Errors depend on the clock (schedulings) and must not outlive the moment. */
export const NO_STORE = 'no-store';

export function menuEtag(
  input: { contentVersion: number; menuId: number; language: string | null },
  madeBy = DOCUMENTS_MADE_BY,
): string {
  return strongEtag(`${madeBy}:${input.contentVersion}:${input.menuId}:${input.language ?? ''}`);
}

/** A strong ETag of everything a representation is made from (`key`): equal keys, equal bytes. */
export function strongEtag(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
}

/**
 * RFC 9110 §13.1.2: If-None-Match matches when it is `*` (the resource exists) or lists a tag
 * equal to the current one by weak comparison (W/ prefixes ignored).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  const tags = trimmed.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => tag.replace(/^W\//, '') === opaque);
}
