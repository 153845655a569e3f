import { useQuery } from '@tanstack/react-query';
import { env } from '#config/env.ts';

const API_PREFIX = '/api/v1';

/**
 * The logo's address as this page can read it: an image of the API (`{PUBLIC_API_URL}/api/v1/images/…`)
 * is read through the console's own API base (same origin, decision 002), so no CORS is needed and
 * the PNG export's canvas stays readable; any other address is read as it is.
 */
export function readableLogoUrl(src: string): string {
  try {
    const url = new URL(src, window.location.origin);
    if (url.pathname.startsWith(`${API_PREFIX}/`))
      return `${env.apiUrl}${url.pathname.slice(API_PREFIX.length)}`;
  } catch {
    // not a URL: read it as it is
  }
  return src;
}

/**
 * The club logo as a data URL, so the QR codes that draw it stay self-contained when downloaded
 * as SVG or PNG. The logo is a public image (long-cached, content-hashed); no logo on failure.
 */
async function logoDataUrl(src: string): Promise<string | null> {
  const response = await fetch(readableLogoUrl(src));
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
