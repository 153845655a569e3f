/**
 * The banner's contract shape, in one place for every reader: the owner's getBanner, the full menu
 * (menus/queries.ts) and the guests' public menu (guests/menu-document.ts).
 */
import type { components } from '@tavola/api/schema';
import { banners } from '#db/schema.ts';

type Banner = components['schemas']['Banner'];

/** The columns of the contract's Banner, for a select that answers it as it is. */
export const bannerColumns = {
  id: banners.id,
  title: banners.title,
  subtitle: banners.subtitle,
  description: banners.description,
  imageUrl: banners.imageUrl,
  price: banners.price,
  forYou: banners.forYou,
};

/**
 * The contract's Banner, field by field (never a spread): a stored row's other columns (menuId,
 * timestamps) stay on the server.
 */
export function toBanner(banner: Banner): Banner {
  return {
    id: banner.id,
    title: banner.title,
    subtitle: banner.subtitle,
    description: banner.description,
    imageUrl: banner.imageUrl,
    price: banner.price,
    forYou: banner.forYou,
  };
}
