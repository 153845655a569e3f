import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@tavola/api/schema';
import type { MenuViewData } from '@tavola/menu-view/localize';
import { type ReactNode, useMemo } from 'react';
import { clubQueryOptions } from '#api/get-club.ts';
import { useMenu } from '#api/get-menu.ts';
import { blankPreviewMenu } from '../utils/merge-draft';
import { MenuPreviewAside } from './menu-preview-aside';
import { MenuPreviewLayout } from './menu-preview-layout';

export interface LiveMenuPreviewProps {
  clubId: number;
  /** the saved menu under the draft; null for a menu not created yet (starts from the club) */
  menuId: number | null;
  /** lays the page's draft over the saved menu (utils/merge-draft.ts), e.g. `(m) => applyItemDraft(m, draft)` */
  apply?: (menu: MenuViewData) => MenuViewData;
  /** the theme of a new menu before its form picks one: the club's */
  theme?: Schemas['Theme'] | null;
  /** the item being edited, outlined in the preview */
  focusItemId?: number | null;
}

/**
 * The live preview of an edit page, with its own data: the saved menu (or, for a new menu, the
 * club's logo and contacts) and the page's draft over it. Drop it into the page's preview spot.
 */
export function LiveMenuPreview({ clubId, menuId, apply, theme, focusItemId }: LiveMenuPreviewProps) {
  const menu = useMenu(clubId, menuId ?? undefined);
  // a new menu starts from the club's logo, contacts and theme
  const club = useQuery({ ...clubQueryOptions(clubId), enabled: menuId === null });
  const base = useMemo(() => {
    if (menuId !== null) return menu.data ?? null;
    if (!club.data) return null;
    return blankPreviewMenu(club.data, theme ?? club.data.theme);
  }, [menuId, menu.data, club.data, theme]);
  const shown = base && apply ? apply(base) : base;
  return <MenuPreviewAside menu={shown} focusItemId={focusItemId} />;
}

export interface WithLiveMenuPreviewProps {
  clubId: number;
  menuId: number;
  children: ReactNode;
  focusItemId?: number | null;
}

/**
 * A list page of a menu (sections, a section's items) beside the live preview of the saved menu:
 * reordering, hiding or marking out of stock there changes the cached menu at once, and the
 * preview with it.
 */
export function WithLiveMenuPreview({ clubId, menuId, children, focusItemId }: WithLiveMenuPreviewProps) {
  const menu = useMenu(clubId, menuId);
  return (
    <MenuPreviewLayout menu={menu.data ?? null} focusItemId={focusItemId}>
      {children}
    </MenuPreviewLayout>
  );
}
