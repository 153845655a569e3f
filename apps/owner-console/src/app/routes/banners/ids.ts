import { useParams } from 'react-router';

/** The club and menu ids of a banner page; null when one is not a positive whole number. */
export function useBannerIds(): { clubId: number; menuId: number } | null {
  const params = useParams();
  const ids = { clubId: Number(params.clubId), menuId: Number(params.menuId) };
  return Object.values(ids).every((id) => Number.isInteger(id) && id >= 1) ? ids : null;
}
