/**
 * The printable sheet of table tents: A4 pages, four cards per page (2 x 2) separated by dashed cut
 * lines. Each card shows the club name, a line such as "Scan for the menu" in the sheet's language,
 * the QR code of the table's guest menu (drawn as vector squares, so it prints sharp at any size)
 * with the club logo over its centre, the table name and its zone.
 *
 * The logo hides the middle of the code, so codes with a logo use error-correction level H (up to
 * 30% of the code can be lost); the logo box covers about 5% of it.
 */
import type { QrSheetLanguage } from '@tavola/domain/qr-sheet';
import { newPdfDocument, type PdfFont, pdfBytes } from '#lib/pdf-fonts.ts';

/** A4 in PDF points, and the card grid. Exported for the test that cuts pages into cards. */
const PAGE = { width: 595.28, height: 841.89 } as const;
export const GRID = { columns: 2, rows: 2 } as const;
const CARD = { width: PAGE.width / GRID.columns, height: PAGE.height / GRID.rows };
const CARDS_PER_PAGE = GRID.columns * GRID.rows;
const CODE_SIZE = 220;
const QUIET_ZONE_MODULES = 4;
/** Side of the logo box over the code, as a share of the code's side (area about 5%). */
const LOGO_SHARE = 0.22;
const TEXT_COLOUR = '#1f1f1f';
const MUTED_COLOUR = '#6b6b6b';
const CUT_LINE_COLOUR = '#b5b5b5';

/**
 * The sheet's own texts in each of its languages (the contract's `QrSheetLanguage`). Everything else
 * on a card, the club, table and zone names, is printed as the owner wrote it.
 */
const TEXTS: Record<QrSheetLanguage, { scan: string; title: string }> = {
  en: { scan: 'Scan for the menu', title: 'QR codes of the tables' },
  it: { scan: 'Inquadra per il menu', title: 'QR code dei tavoli' },
  de: { scan: 'Scannen für die Speisekarte', title: 'QR-Codes der Tische' },
  fr: { scan: 'Scannez pour voir le menu', title: 'QR codes des tables' },
  es: { scan: 'Escanea para ver la carta', title: 'Códigos QR de las mesas' },
  pt: { scan: 'Leia o código para ver o menu', title: 'Códigos QR das mesas' },
  nl: { scan: 'Scan voor de menukaart', title: 'QR-codes van de tafels' },
};

export interface SheetTable {
  name: string;
  zoneName: string | null;
  /** what the QR code encodes: the table's guest menu */
  url: string;
}

export interface SheetOptions {
  clubName: string;
  language: QrSheetLanguage;
  /** PNG or JPEG bytes of the club logo, or null */
  logo: Buffer | null;
  tables: SheetTable[];
}

/** qrcode is loaded the first time a sheet is printed, like pdfkit (see lib/pdf-fonts.ts). */
async function loadQrCode() {
  return (await import('qrcode')).default;
}
type QrCodeLibrary = Awaited<ReturnType<typeof loadQrCode>>;
type Doc = PDFKit.PDFDocument;

function drawCutLines(doc: Doc) {
  doc.save().lineWidth(0.5).strokeColor(CUT_LINE_COLOUR).dash(4, { space: 4 });
  for (let column = 1; column < GRID.columns; column++) {
    const x = column * CARD.width;
    doc.moveTo(x, 0).lineTo(x, PAGE.height).stroke();
  }
  for (let row = 1; row < GRID.rows; row++) {
    const y = row * CARD.height;
    doc.moveTo(0, y).lineTo(PAGE.width, y).stroke();
  }
  doc.undash().restore();
}

function drawCode(doc: Doc, QRCode: QrCodeLibrary, url: string, x: number, y: number, logo: Buffer | null) {
  const code = QRCode.create(url, { errorCorrectionLevel: logo ? 'H' : 'M' });
  const count = code.modules.size;
  const module = CODE_SIZE / (count + 2 * QUIET_ZONE_MODULES);
  const origin = { x: x + QUIET_ZONE_MODULES * module, y: y + QUIET_ZONE_MODULES * module };
  doc.save().rect(x, y, CODE_SIZE, CODE_SIZE).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    // one rectangle per run of dark modules: smaller files, no hairline gaps between squares
    let column = 0;
    while (column < count) {
      if (!code.modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && code.modules.get(row, column)) column++;
      doc.rect(origin.x + start * module, origin.y + row * module, (column - start) * module, module);
    }
  }
  doc.fill();
  if (logo) {
    const side = CODE_SIZE * LOGO_SHARE;
    const boxX = x + (CODE_SIZE - side) / 2;
    const boxY = y + (CODE_SIZE - side) / 2;
    doc.roundedRect(boxX, boxY, side, side, 4).fill('#ffffff');
    const padding = 3;
    doc.image(logo, boxX + padding, boxY + padding, {
      fit: [side - 2 * padding, side - 2 * padding],
      align: 'center',
      valign: 'center',
    });
  }
  doc.restore();
}

/**
 * The text at the largest font size (down to `min`) that fits the width on one line; at `min`, a
 * text still too wide is shortened with an ellipsis (a card has room for one line).
 */
function fitLine(doc: Doc, text: string, font: PdfFont, max: number, min: number, width: number) {
  let size = max;
  doc.font(font);
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  doc.fontSize(size);
  let shown = text;
  const characters = [...text];
  while (characters.length > 1 && doc.widthOfString(shown) > width) {
    characters.pop();
    shown = `${characters.join('').trimEnd()}…`;
  }
  return { size, text: shown };
}

function drawCard(doc: Doc, QRCode: QrCodeLibrary, index: number, table: SheetTable, options: SheetOptions) {
  const column = index % GRID.columns;
  const row = Math.floor(index / GRID.columns) % GRID.rows;
  const left = column * CARD.width;
  const top = row * CARD.height;
  const margin = 24;
  const width = CARD.width - 2 * margin;
  const texts = TEXTS[options.language];

  const line = { width, align: 'center' as const, lineBreak: false };
  const centred = (text: string, font: PdfFont, max: number, min: number, colour: string, y: number) => {
    const fitted = fitLine(doc, text, font, max, min, width);
    doc.fillColor(colour).text(fitted.text, left + margin, y, line);
    return fitted.size;
  };

  let y = top + 40;
  y += centred(options.clubName, 'sans-bold', 18, 11, TEXT_COLOUR, y) + 10;
  centred(texts.scan, 'sans', 12, 9, MUTED_COLOUR, y);
  y += 28;

  drawCode(doc, QRCode, table.url, left + (CARD.width - CODE_SIZE) / 2, y, options.logo);
  y += CODE_SIZE + 18;

  y += centred(table.name, 'sans-bold', 30, 14, TEXT_COLOUR, y) + 10;
  if (table.zoneName) centred(table.zoneName, 'sans', 12, 9, MUTED_COLOUR, y);
}

/** Renders the sheet; resolves with the PDF bytes. */
export async function renderQrSheet(options: SheetOptions): Promise<Buffer> {
  const [doc, QRCode] = await Promise.all([
    newPdfDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      info: { Title: `${options.clubName} – ${TEXTS[options.language].title}`, Creator: 'Tavola' },
      lang: options.language,
    }),
    loadQrCode(),
  ]);
  const done = pdfBytes(doc);

  try {
    options.tables.forEach((table, index) => {
      if (index % CARDS_PER_PAGE === 0) {
        doc.addPage();
        drawCutLines(doc);
      }
      drawCard(doc, QRCode, index, table, options);
    });
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  return done;
}
