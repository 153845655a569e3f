import { useHeldPhoto } from '../hooks/use-held-photo';
import { applyItemDraft, DRAFT_ID, type ItemDraft } from '../utils/merge-draft';
import { LiveMenuPreview } from './live-menu-preview';

export interface ItemDraftPreviewProps {
  clubId: number;
  menuId: number;
  /** the item's form values over the saved item (a new item: `id` null) */
  draft: Omit<ItemDraft, 'photo'>;
  /** a new item's photo, held by the form until the item is saved */
  heldPhoto: Blob | null;
}

/** The item page's live preview: the menu with the item as it is being typed, its held photo too. */
export function ItemDraftPreview({ clubId, menuId, draft, heldPhoto }: ItemDraftPreviewProps) {
  const photo = useHeldPhoto(heldPhoto);
  return (
    <LiveMenuPreview
      clubId={clubId}
      menuId={menuId}
      apply={(menu) => applyItemDraft(menu, photo ? { ...draft, photo } : draft)}
      focusItemId={draft.id ?? DRAFT_ID}
    />
  );
}
