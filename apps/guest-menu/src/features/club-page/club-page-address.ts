// The addresses of a club's public page (`/m/{slug}`, docs/decisions/043): one per menu and language,
// so that each can be linked, shared and indexed on its own, and read without JavaScript.
import { publicPagePath } from '@tavola/domain/public-page';

export interface ClubPageAddress {
  slug: string;
  /** the page's menus: the first one is the page's own address, without its id */
  menuIds: readonly number[];
  menuId: number;
  /** the language asked for, null for the originals */
  language: string | null;
}

/** The path (and `?lang=`) of a menu of the page, in a language (null: the originals). */
export function clubPageHref(
  page: Pick<ClubPageAddress, 'slug' | 'menuIds'>,
  menuId: number,
  language: string | null,
): string {
  const path = menuId === page.menuIds[0] ? publicPagePath(page.slug) : publicPagePath(page.slug, menuId);
  return language ? `${path}?lang=${language}` : path;
}
