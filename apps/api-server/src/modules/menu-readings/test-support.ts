/** Helpers of the menu readings' tests: menus printed as a PDF with text, and upload bodies. */
import { newPdfDocument, pdfBytes } from '#lib/pdf-fonts.ts';
import { multipart, type Part } from '#modules/spreadsheets/test-support.ts';

export interface PrintedSection {
  name: string;
  dishes: { name: string; price: string; description?: string }[];
}

/**
 * A one-page menu as a designer's PDF would have it: a large title, bold section headings, each
 * dish's name with its price at the right margin and a description under it.
 */
export async function menuPdf(title: string, sections: PrintedSection[], options: { pages?: number } = {}) {
  const doc = await newPdfDocument({ size: 'A4', margin: 50 });
  for (let page = 0; page < (options.pages ?? 1); page++) {
    if (page > 0) doc.addPage();
    doc.font('serif-bold').fontSize(26).text(title, 50, 50);
    let y = 110;
    for (const section of sections) {
      doc.font('sans-bold').fontSize(15).text(section.name.toUpperCase(), 50, y);
      y += 26;
      for (const dish of section.dishes) {
        doc.font('sans').fontSize(11).text(dish.name, 50, y, { lineBreak: false });
        doc.text(dish.price, 460, y, { width: 80, align: 'right', lineBreak: false });
        y += 15;
        if (dish.description) {
          doc.font('sans-italic').fontSize(9).text(dish.description, 50, y, { lineBreak: false });
          y += 14;
        }
        y += 4;
      }
      y += 12;
    }
  }
  const bytes = pdfBytes(doc);
  doc.end();
  return bytes;
}

/** A startMenuReading body of these files (and a language, if given). */
export function readingUpload(files: { data: Buffer; filename: string; type: string }[], language?: string) {
  const parts: Part[] = files.map((file) => ({
    name: 'files',
    data: file.data,
    filename: file.filename,
    contentType: file.type,
  }));
  if (language) parts.push({ name: 'language', data: language });
  return multipart(parts);
}
