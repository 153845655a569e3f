import { useQueryClient } from '@tanstack/react-query';
import type { ItemPhoto } from '@tavola/domain/entities';
import { putImageWithProgress, type UploadedImage } from '#api/upload-image.ts';
import { $api } from '#lib/api.ts';
import { invalidateMenuContent } from './invalidate';

/**
 * `createItemPhotoUpload` then `uploadImage`: one photo to one item, reporting the share sent. The
 * caller fetches the content again afterwards (once for many photos), for the section and preview.
 */
export function useUploadItemPhoto(clubId: number, menuId: number, sectionId: number) {
  const createUpload = $api.useMutation(
    'post',
    '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}/photo',
    // the photo controls show every failure themselves
    { meta: { handlesErrors: true } },
  );
  return async (itemId: number, photo: Blob, onProgress: (fraction: number) => void): Promise<ItemPhoto> => {
    const { uploadUrl } = await createUpload.mutateAsync({
      params: { path: { clubId, menuId, sectionId, itemId } },
    });
    // for an item photo, `uploadImage` answers the item's new photo beside the stored image
    const uploaded = await putImageWithProgress<UploadedImage>(uploadUrl, photo, onProgress);
    if (!uploaded.photo) throw new Error('the upload answered no item photo');
    return uploaded.photo;
  };
}

/** `deleteItemPhoto`: the item shows no photo afterwards. */
export function useDeleteItemPhoto() {
  const queryClient = useQueryClient();
  return $api.useMutation(
    'delete',
    '/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}/photo',
    {
      meta: { handlesErrors: true },
      onSettled: () => invalidateMenuContent(queryClient),
    },
  );
}
