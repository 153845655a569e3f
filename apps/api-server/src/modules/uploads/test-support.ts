/**
 * Helpers of the upload tests and of bench/photo-upload: images drawn with sharp (never
 * downloaded), a photo-like JPEG and hand-made headers of files that must be refused; and the
 * first item of a club, to put a photo on.
 */
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '#db/client.ts';
import { menuItems, menuSections, menus } from '#db/schema.ts';

/** The ids in the path of the first shown item of the club's first shown menu. */
export async function firstItemOf(db: DbOrTx, clubId: number) {
  const [first] = await db
    .select({ menuId: menus.id, sectionId: menuSections.id, itemId: menuItems.id })
    .from(menuItems)
    .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
    .innerJoin(menus, eq(menus.id, menuSections.menuId))
    .where(and(eq(menus.clubId, clubId), eq(menus.disabled, false), eq(menuItems.disabled, false)))
    .orderBy(asc(menus.position), asc(menuSections.position), asc(menuItems.position))
    .limit(1);
  if (!first) throw new Error(`club ${clubId} has no item`);
  return { clubId, ...first };
}

/**
 * A JPEG about as hard to compress as a phone's photo of a plate: broad soft shapes (a blurred
 * field of noise) with a fine grain. A flat colour would flatter the encoders, pure noise punish them.
 */
export async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const broad = await sharp({
    create: {
      width: Math.max(1, Math.round(width / 100)),
      height: Math.max(1, Math.round(height / 100)),
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
    broad[index] = Math.max(0, Math.min(255, (broad[index] ?? 0) + (grain[index] ?? 128) - 128));
  }
  return sharp(broad, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A PNG signature and IHDR claiming this size, then an empty chunk: a few dozen bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box of brand `heic`, then a `meta` box. */
export function heicLookingBytes(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  const meta = Buffer.alloc(64);
  meta.writeUInt32BE(64, 0);
  meta.write('meta', 4, 'latin1');
  return Buffer.concat([ftyp, meta]);
}
