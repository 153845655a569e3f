/**
 * The club logo for printed documents (the QR sheet, the PDF menu). `clubs.logo` holds where the logo is served: a path or URL
 * of this API (the upload service's image route, on disk or S3 behind it), or an absolute URL
 * elsewhere (a CDN). The bytes are read the way a browser would get them, so this works whatever
 * the storage is. A logo that cannot be read prints no logo rather than failing the document.
 */
import type { FastifyInstance } from 'fastify';

const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

function isPngOrJpeg(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** The path of `logo` on this API, or null when it is served elsewhere. */
function localPath(app: FastifyInstance, logo: string): string | null {
  if (logo.startsWith('/')) return logo;
  const base = app.config.publicApiUrl;
  if (base && logo.startsWith(`${base}/`)) return logo.slice(base.length);
  return null;
}

export async function readClubLogo(app: FastifyInstance, logo: string | null): Promise<Buffer | null> {
  if (!logo) return null;
  try {
    let bytes: Buffer | null = null;
    const path = localPath(app, logo);
    if (path) {
      const response = await app.inject({ method: 'GET', url: path });
      if (response.statusCode === 200) bytes = response.rawPayload;
    } else if (/^https?:\/\//.test(logo)) {
      const response = await fetch(logo, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      const length = Number(response.headers.get('content-length') ?? 0);
      if (response.ok && length <= MAX_LOGO_BYTES) bytes = Buffer.from(await response.arrayBuffer());
    }
    if (bytes && bytes.length <= MAX_LOGO_BYTES && isPngOrJpeg(bytes)) return bytes;
    app.log.warn({ logo }, 'club logo not printed: not a readable PNG or JPEG');
  } catch (error) {
    app.log.warn({ err: error, logo }, 'club logo not printed: it could not be read');
  }
  return null;
}
