// The guest bench with dish photos (issue 49, `node bench/guest/run.mjs --photos`): every item of
// the measured menu gets a photo through the real pipeline (createItemPhotoUpload, then the JPEG's
// bytes PUT to the address it gives), drawn here, and the first screen's bytes are counted from
// Lighthouse's network requests.
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDir } from './stack.mjs';

// sharp belongs to the API server (it makes the variants there); the bench only draws with it
const sharp = createRequire(path.join(apiDir, 'package.json'))('sharp');

/**
 * A 4:3 JPEG about as hard to compress as a phone's photo of a plate, as the console's crop step
 * sends it: broad soft shapes (blurred noise, a new draw each call, so no two items share a photo)
 * with a fine grain. The same recipe as photoLikeJpeg in apps/api-server's upload tests.
 */
export async function photoLikeJpeg(width = 1600, height = 1200) {
  const broad = await sharp({
    create: {
      width: Math.round(width / 100),
      height: Math.round(height / 100),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .blur(8)
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  for (let index = 0; index < broad.length; index += 1) {
    broad[index] = Math.max(0, Math.min(255, broad[index] + grain[index] - 128));
  }
  return sharp(broad, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Gives every visible item of the menu (extendDemoMenu's answer) a photo through the API, as the
 * owner's item form does. The upload address is the API's public one (here the stand-in CDN's, which
 * the bench's own fetch does not trust): `apiOrigin` is where the bytes are sent instead.
 */
export async function givePhotos(api, apiOrigin, menu) {
  const started = performance.now();
  const headers = { authorization: `Bearer ${menu.token}` };
  const route = `/clubs/${menu.clubId}/menu/${menu.menuId}`;
  const owned = await (await fetch(`${api}${route}`, { headers })).json();
  let count = 0;
  let variantsBytes = 0;
  for (const section of owned.sections.filter((candidate) => !candidate.disabled)) {
    for (const item of section.items.filter((candidate) => !candidate.disabled)) {
      const address = await fetch(`${api}${route}/sections/${section.id}/items/${item.id}/photo`, {
        method: 'POST',
        headers,
      });
      if (address.status !== 201)
        throw new Error(`createItemPhotoUpload answered ${address.status}: ${await address.text()}`);
      const { uploadUrl } = await address.json();
      const target = new URL(uploadUrl);
      const uploaded = await fetch(`${apiOrigin}${target.pathname}${target.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: await photoLikeJpeg(),
      });
      if (uploaded.status !== 200)
        throw new Error(`the photo upload answered ${uploaded.status}: ${await uploaded.text()}`);
      const { photo } = await uploaded.json();
      if (!photo?.url) throw new Error('the photo upload answered no photo');
      count += 1;
      variantsBytes += photo.placeholder.length;
    }
  }
  console.log(
    `\n== ${count} items got a photo through the pipeline (1600 × 1200 JPEGs drawn here) in ${((performance.now() - started) / 1000).toFixed(1)} s; placeholders ${Math.round(variantsBytes / count)} characters on average`,
  );
  return count;
}

/** What each kind of request of the first screen is counted as. */
function kindOf(request, photoPrefix) {
  if (request.url.startsWith(photoPrefix)) return 'photos';
  switch (request.resourceType) {
    case 'Document':
      return 'HTML';
    case 'Script':
      return 'JS';
    case 'Stylesheet':
      return 'CSS';
    case 'Fetch':
    case 'XHR':
      return 'data';
    case 'Font':
      return 'fonts';
    case 'Image':
      return 'other images';
    default:
      return 'other';
  }
}

/**
 * The bytes of the first screen from a Lighthouse report's network requests (what the page loaded
 * before the network went quiet, without scrolling; transfer sizes, compressed as sent), by kind.
 * Lazy photos within Chromium's loading distance below the screen load too: they are counted, as
 * a phone downloads them before the guest scrolls.
 * The service worker's own requests (precaching, after the page) are counted apart.
 */
export function firstScreenBytes(lhr, photoPrefix) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const byKind = {};
  let worker = 0;
  let photos = 0;
  for (const request of requests) {
    if (request.url.startsWith('data:')) continue;
    if (request.sessionTargetType && request.sessionTargetType !== 'page') {
      worker += request.transferSize ?? 0;
      continue;
    }
    const kind = kindOf(request, photoPrefix);
    byKind[kind] = (byKind[kind] ?? 0) + (request.transferSize ?? 0);
    if (kind === 'photos') photos += 1;
  }
  const total = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
  return { total, byKind, photos, worker };
}

/** The LCP element's HTML as Lighthouse reports it, and whether it is a photo. */
export function lcpElementOf(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = details[0]?.items?.[0]?.node;
  const snippet = node?.snippet ?? '';
  return { snippet, label: node?.nodeLabel ?? '', isPhoto: /^<img\b/i.test(snippet) };
}
