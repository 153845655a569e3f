import { useEffect, useState } from 'react';

/**
 * An address for a chosen file or drawn image while it is shown (a preview), revoked when the Blob
 * changes or the component goes. Null for no Blob, and where the environment makes no addresses
 * (jsdom).
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
