import type { ItemPhoto } from '@tavola/menu-view/item-extras';
import { useEffect, useState } from 'react';
import { useObjectUrl } from '#hooks/use-object-url.ts';

/**
 * A new item's photo, held by the form until the item is saved, as the preview draws a photo: its
 * one address and its pixel size (read from the image, so the preview keeps its shape). Null while
 * there is none, while its size is being read, and where the browser cannot read it (jsdom).
 */
export function useHeldPhoto(blob: Blob | null): ItemPhoto | null {
  const url = useObjectUrl(blob);
  const [photo, setPhoto] = useState<ItemPhoto | null>(null);
  useEffect(() => {
    setPhoto(null);
    if (!url || !blob || typeof createImageBitmap !== 'function') return;
    let current = true;
    createImageBitmap(blob)
      .then((bitmap) => {
        const { width, height } = bitmap;
        bitmap.close();
        if (current) setPhoto({ url, src: url, widths: [width], width, height, placeholder: '' });
      })
      // an image the browser cannot read is refused by the form's own checks; the preview skips it
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url, blob]);
  return photo;
}
