import { useQuery } from '@tanstack/react-query';

/**
 * The club logo as a data URL, so the QR codes that draw it stay self-contained when downloaded
 * as SVG or PNG. The logo is a public image (long-cached, content-hashed); no logo on failure.
 */
async function logoDataUrl(src: string): Promise<string | null> {
  const response = await fetch(src);
  if (!response.ok) return null;
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) return null;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}

export function useLogoDataUrl(src: string | null | undefined) {
  return useQuery({
    queryKey: ['logo-data-url', src],
    queryFn: () => (src ? logoDataUrl(src) : null),
    enabled: Boolean(src),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { handlesErrors: true },
  });
}
