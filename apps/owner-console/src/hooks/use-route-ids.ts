import { useParams } from 'react-router';

/** The numeric ids a console path carries (config/paths.ts). */
export type RouteIdName = 'clubId' | 'menuId' | 'sectionId' | 'itemId' | 'readingId';

/**
 * The named ids of the page's path as numbers: `useRouteIds('clubId', 'menuId')` on `/clubs/3/menu/5`
 * is `{ clubId: 3, menuId: 5 }`. Null when one is missing or not a positive whole number; the page
 * then shows "not found" rather than asking the server for club "abc".
 */
export function useRouteIds<Name extends RouteIdName>(...names: Name[]): Record<Name, number> | null {
  const params = useParams();
  const ids: Partial<Record<Name, number>> = {};
  for (const name of names) {
    const id = Number(params[name]);
    if (!Number.isInteger(id) || id < 1) return null;
    ids[name] = id;
  }
  return ids as Record<Name, number>;
}
