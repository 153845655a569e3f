import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemPhoto } from '@tavola/domain/entities';
import { entitlementsFor, type PlanId } from '@tavola/domain/plans';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { invalidateMenuContent } from '../api/invalidate';
import { useDeleteItemPhoto, useUploadItemPhoto } from '../api/item-photo';
import { ItemPhotoField } from './item-photo-field';

export interface ItemPhotoControlProps {
  clubId: number;
  plan: PlanId;
  menuId: number;
  sectionId: number;
  /** absent for a new item */
  itemId?: number;
  itemName: string;
  photo: ItemPhoto | null;
  /** a new item's photo, held until the form has created the item (ItemPhotoField) */
  held?: { photo: Blob | null; onChange: (photo: Blob | null) => void };
}

/** The item form's photo with its calls, or the upgrade prompt on a plan without dish photos. */
export function ItemPhotoControl({
  clubId,
  plan,
  menuId,
  sectionId,
  itemId,
  itemName,
  photo,
  held,
}: ItemPhotoControlProps) {
  const queryClient = useQueryClient();
  const upload = useUploadItemPhoto(clubId, menuId, sectionId);
  const deletePhoto = useDeleteItemPhoto();
  return (
    <ItemPhotoField
      photo={photo}
      itemName={itemName}
      {...(itemId === undefined && held ? { held } : {})}
      upload={
        itemId === undefined
          ? null
          : async (blob, onProgress) => {
              const saved = await upload(itemId, blob, onProgress);
              // the section list and the live preview show it too
              void invalidateMenuContent(queryClient);
              return saved;
            }
      }
      remove={async () => {
        if (itemId === undefined) return;
        await deletePhoto.mutateAsync({ params: { path: { clubId, menuId, sectionId, itemId } } });
      }}
      upgradePrompt={
        entitlementsFor(plan).dishPhotos ? null : (
          <UpgradePrompt clubId={clubId} feature="dishPhotos">
            <Trans>Dish photos are a Smart feature: upgrade your plan to show your dishes with photos.</Trans>
          </UpgradePrompt>
        )
      }
    />
  );
}
