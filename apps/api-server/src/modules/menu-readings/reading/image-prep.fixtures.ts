/**
 * Images for the photo-reading tests (image-prep.test.ts, ocr.test.ts), drawn with sharp from SVG
 * text in the fonts every machine here has (Liberation, through fontconfig), never downloaded.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** What `smallMenuPhoto` shows, top to bottom: a section, then dishes with their prices. */
export const SMALL_MENU = {
  section: 'PIZZE',
  dishes: [
    { name: 'Margherita', price: '8,50' },
    { name: 'Diavola', price: '9,00' },
    { name: 'Capricciosa', price: '11,00' },
  ],
} as const;

const PAPER = '#f4efe2';

/**
 * A small Italian menu as a phone might see it: cream paper, a bold heading, dish names on the
 * left and prices in a column on the right; turned `rotateDegrees` clockwise (the page held
 * askew), on paper-coloured ground so only the text shows the tilt. A JPEG.
 */
export async function smallMenuPhoto({ rotateDegrees = 0 } = {}): Promise<Buffer> {
  const width = 1400;
  const height = 1000;
  const dishLines = SMALL_MENU.dishes
    .map(({ name, price }, index) => {
      const y = 330 + index * 150;
      return (
        `<text x="160" y="${y}" font-size="56">${name}</text>` +
        `<text x="1240" y="${y}" font-size="56" text-anchor="end">${price}</text>`
      );
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${PAPER}"/>` +
    `<g font-family="Liberation Serif" fill="#1c1c1c">` +
    `<text x="160" y="180" font-size="80" font-weight="bold">${SMALL_MENU.section}</text>${dishLines}` +
    `</g></svg>`;
  const page = sharp(Buffer.from(svg));
  const turned = rotateDegrees === 0 ? page : page.rotate(rotateDegrees, { background: PAPER });
  return turned.jpeg({ quality: 90 }).toBuffer();
}

/**
 * A real PNG (valid chunks and checksums) of width × height black grey pixels: all zeros deflate
 * to almost nothing, so a few hundred kilobytes decode to width × height bytes (a decompression
 * bomb when that is large).
 */
export function zeroPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grey
  // every row: filter byte 0 ("none"), then width zero bytes
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
