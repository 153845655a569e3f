import { useParams } from 'react-router';

/** Path ids of a menu-content page; null when one is not a positive whole number. */
export function useContentIds(): {
  clubId: number;
  menuId: number;
  sectionId: number;
  itemId: number;
} | null {
  const params = useParams();
  const ids = {
    clubId: Number(params.clubId),
    menuId: Number(params.menuId),
    sectionId: Number(params.sectionId ?? 1),
    itemId: Number(params.itemId ?? 1),
  };
  return Object.values(ids).every((id) => Number.isInteger(id) && id >= 1) ? ids : null;
}
