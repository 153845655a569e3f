/**
 * PDFs for the PDF reader's tests, made when the tests run: menus drawn with pdfkit (the fonts the
 * server prints with, embedded, and PDF's standard Helvetica, not embedded), and files written
 * object by object where pdfkit would not write what a test needs (a broken text layer, bombs).
 */
import sharp from 'sharp';
import { newPdfDocument, pdfBytes } from '#lib/pdf-fonts.ts';

/** Coordinates are the text's baseline, as the reader reports them. */
const ON_BASELINE = { baseline: 'alphabetic', lineBreak: false } as const;

export const MENU = {
  leftColumn: 50,
  leftPrices: 230,
  rightColumn: 320,
  rightPrices: 500,
  headingBaseline: 80,
  firstDishBaseline: 110,
  dotLeader: 'Margherita ........ 8,50',
};

/**
 * A two-column menu: sections in bold (Noto Sans Bold, embedded; Helvetica-Bold, standard), dishes,
 * italic descriptions, prices as "12,50 €" and "€ 12" at a price column, a dot-leader line.
 */
export async function twoColumnMenuPdf(): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A4', margin: 0 });
  const bytes = pdfBytes(doc);
  const { leftColumn, leftPrices, rightColumn, rightPrices, headingBaseline, firstDishBaseline } = MENU;

  doc.font('sans-bold').fontSize(16).text('ANTIPASTI', leftColumn, headingBaseline, ON_BASELINE);
  doc.font('Helvetica-Bold').fontSize(16).text('PIZZE', rightColumn, headingBaseline, ON_BASELINE);

  const left = [
    ['Bruschetta al pomodoro', '12,50 €', 'Pane tostato, pomodoro, basilico'],
    ['Crème brûlée', '7,00 €', 'Vaniglia del Madagascar'],
    ['Spätzle mit Käse', '11,50 €', 'Mit Röstzwiebeln'],
  ];
  const right = [
    ['Ñoquis de patata', '€ 12', 'Salsa di pomodoro e ricotta'],
    ['Diavola', '€ 10', 'Salame piccante'],
  ];
  left.forEach(([name = '', price = '', description = ''], index) => {
    const baseline = firstDishBaseline + index * 34;
    doc.font('sans').fontSize(11).text(name, leftColumn, baseline, ON_BASELINE);
    doc.text(price, leftPrices, baseline, ON_BASELINE);
    doc
      .font('sans-italic')
      .fontSize(9)
      .text(description, leftColumn, baseline + 13, ON_BASELINE);
  });
  right.forEach(([name = '', price = '', description = ''], index) => {
    const baseline = firstDishBaseline + index * 34;
    doc.font('Helvetica').fontSize(11).text(name, rightColumn, baseline, ON_BASELINE);
    doc.text(price, rightPrices, baseline, ON_BASELINE);
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(description, rightColumn, baseline + 13, ON_BASELINE);
  });
  // the dot leader runs below the other dishes of the right column, alone on its line
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(MENU.dotLeader, rightColumn, firstDishBaseline + 3 * 34, ON_BASELINE);
  doc.end();
  return bytes;
}

/** The width pdfkit gives a text, to check where the reader puts words. */
export async function textWidth(font: 'sans' | 'Helvetica', size: number, text: string): Promise<number> {
  const doc = await newPdfDocument({ size: 'A4' });
  return doc.font(font).fontSize(size).widthOfString(text);
}

export async function pdfWithPages(pageCount: number): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A6', margin: 20 });
  const bytes = pdfBytes(doc);
  for (let page = 1; page <= pageCount; page++) {
    if (page > 1) doc.addPage();
    doc.font('Helvetica').fontSize(10).text(`Page ${page}`);
  }
  doc.end();
  return bytes;
}

export async function passwordProtectedPdf(passwords: { userPassword?: string; ownerPassword: string }) {
  const doc = await newPdfDocument({ size: 'A6', pdfVersion: '1.7', ...passwords });
  const bytes = pdfBytes(doc);
  doc.font('Helvetica').fontSize(12).text('Tiramisù della casa 6,00 €', 20, 40);
  doc.end();
  return bytes;
}

/** A scanned page: one photo, no text layer. */
export async function imageOnlyPdf(): Promise<Buffer> {
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 250, g: 245, b: 230 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="400"><rect x="40" y="40" width="300" height="30" fill="#222"/><rect x="40" y="100" width="420" height="14" fill="#444"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const doc = await newPdfDocument({ size: 'A5', margin: 0 });
  const bytes = pdfBytes(doc);
  doc.image(photo, 0, 0, { width: doc.page.width });
  doc.end();
  return bytes;
}

/** A page as large as PDF allows: 200 by 200 inches. */
export async function hugePagePdf(): Promise<Buffer> {
  const doc = await newPdfDocument({ size: [14_400, 14_400], margin: 0 });
  const bytes = pdfBytes(doc);
  doc.font('Helvetica').fontSize(400).text('MENU', 1000, 1000);
  doc.end();
  return bytes;
}

/**
 * A PDF of one A4 page written object by object: `content` is the page's content stream (as is,
 * or already encoded with `filter`), drawn with Helvetica as /F1 unless `font` says otherwise.
 */
export function handWrittenPdf({
  content,
  filter,
  font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  extraObjects = [],
}: {
  content: string | Buffer;
  filter?: string;
  font?: string;
  extraObjects?: (string | Buffer)[];
}): Buffer {
  const contentBytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1');
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject(filter ? `/Filter ${filter}` : '', contentBytes),
    font,
    ...extraObjects,
  ]);
}

export function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** Objects 1…n (object 1 the catalog), with their cross-reference table and trailer. */
function pdfOfObjects(objects: (string | Buffer)[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(object);
    offset += object.length;
  });
  const table = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}
