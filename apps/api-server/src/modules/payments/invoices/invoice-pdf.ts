/**
 * An invoice as an A4 PDF that prints as the document itself (docs/decisions/033): every field
 * Directive 2006/112/EC art. 226 asks of it, from what was stored when it was issued. Drawn with
 * the server's one PDF library and fonts (lib/pdf-fonts.ts, as the menu and the QR sheet).
 */
import { newPdfDocument, pdfBytes } from '#lib/pdf-fonts.ts';
import type { InvoiceParty } from './invoice-parties.ts';

export type InvoiceLanguage = 'en' | 'it';

/** What the document prints; amounts in cents, the period's end exclusive. */
export interface PrintableInvoice {
  number: string;
  demo: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  issuedAt: Date;
  plan: string;
  months: number;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  vatBasisPoints: number;
  vatCents: number;
  totalCents: number;
  currency: string;
  status: 'paid' | 'open' | 'void';
  paidAt: Date | null;
  providerNumber: string;
}

const TEXTS = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Date of issue',
    seller: 'Seller',
    buyer: 'Buyer',
    vatNumber: 'VAT number',
    description: 'Description',
    period: 'Period of service',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vat: 'VAT',
    amount: 'Amount',
    net: 'Amount without VAT',
    vatLine: (rate: string) => `VAT ${rate}`,
    total: 'Total',
    service: (plan: string, months: number) =>
      `Tavola ${plan} plan, ${months === 12 ? 'annual' : 'monthly'} subscription`,
    paid: (day: string) => `Paid by card on ${day}.`,
    open: 'Not paid yet.',
    void: 'Cancelled: nothing is owed for this invoice.',
    currency: (currency: string) => `Amounts in ${currency}.`,
    reference: (reference: string) => `Payment reference: ${reference}.`,
    demo: 'DEMO — not a valid invoice',
    demoNote: 'Issued in demo mode: no payment was made and this document has no fiscal value.',
  },
  it: {
    title: 'Fattura',
    number: 'Numero fattura',
    issued: 'Data di emissione',
    seller: 'Cedente / prestatore',
    buyer: 'Cessionario / committente',
    vatNumber: 'Partita IVA',
    description: 'Descrizione',
    period: 'Periodo del servizio',
    quantity: 'Q.tà',
    unitPrice: 'Prezzo unitario',
    vat: 'IVA',
    amount: 'Importo',
    net: 'Imponibile',
    vatLine: (rate: string) => `IVA ${rate}`,
    total: 'Totale',
    service: (plan: string, months: number) =>
      `Abbonamento Tavola ${plan}, ${months === 12 ? 'annuale' : 'mensile'}`,
    paid: (day: string) => `Pagata con carta il ${day}.`,
    open: 'Non ancora pagata.',
    void: 'Annullata: per questa fattura non è dovuto nulla.',
    currency: (currency: string) => `Importi in ${currency}.`,
    reference: (reference: string) => `Riferimento del pagamento: ${reference}.`,
    demo: 'DEMO — non è una fattura valida',
    demoNote: 'Emessa in modalità demo: nessun pagamento è avvenuto e il documento non ha valore fiscale.',
  },
} as const;

const PLAN_NAMES: Record<string, string> = { smart: 'Smart', professional: 'Professional' };

const PAGE = { width: 595.28, height: 841.89 } as const;
const SIDE = 56;
const WIDTH = PAGE.width - 2 * SIDE;
const INK = '#1f1f1f';
const MUTED = '#5c5c5c';
const RULE = '#d0d0d0';
const DEMO_RED = '#b3261e';

/** The file name an invoice downloads as. */
export function invoiceFileName(number: string): string {
  return `Tavola invoice ${number}.pdf`;
}

export async function renderInvoicePdf(
  invoice: PrintableInvoice,
  language: InvoiceLanguage,
): Promise<Buffer> {
  const texts = TEXTS[language];
  const day = (moment: Date) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
  const money = (cents: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: invoice.currency }).format(cents / 100);
  const rate = `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(invoice.vatBasisPoints / 100)}%`;
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  // the last day paid for: the stored end is exclusive
  const period = `${day(invoice.periodStart)} – ${day(new Date(invoice.periodEnd.getTime() - 1))}`;

  const doc = await newPdfDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `${texts.title} ${invoice.number}${invoice.demo ? ` (${texts.demo})` : ''}`,
      Author: invoice.seller.name,
      Creator: 'Tavola',
    },
    lang: language,
    displayTitle: true,
  });
  const done = pdfBytes(doc);
  try {
    let y = 56;
    if (invoice.demo) {
      drawDemoMark(doc);
      doc.rect(SIDE, y, WIDTH, 30).fill(DEMO_RED);
      doc
        .font('sans-bold')
        .fontSize(13)
        .fillColor('#ffffff')
        .text(texts.demo, SIDE, y + 8, { width: WIDTH, align: 'center', lineBreak: false });
      y += 48;
    }

    doc.font('sans-bold').fontSize(26).fillColor(INK).text(texts.title, SIDE, y, { lineBreak: false });
    const facts: [string, string][] = [
      [texts.number, invoice.number],
      [texts.issued, day(invoice.issuedAt)],
    ];
    let factY = y + 2;
    for (const [label, value] of facts) {
      doc
        .font('sans')
        .fontSize(9)
        .fillColor(MUTED)
        .text(label, SIDE + WIDTH / 2, factY, {
          width: WIDTH / 2,
          align: 'right',
        });
      doc
        .font('sans-bold')
        .fontSize(11)
        .fillColor(INK)
        .text(value, SIDE + WIDTH / 2, factY + 11, {
          width: WIDTH / 2,
          align: 'right',
        });
      factY += 30;
    }
    y = Math.max(y + 40, factY) + 16;

    const columnWidth = (WIDTH - 24) / 2;
    const partyBottom = Math.max(
      drawParty(doc, texts.seller, invoice.seller, SIDE, y, columnWidth, texts.vatNumber, countries),
      drawParty(
        doc,
        texts.buyer,
        invoice.buyer,
        SIDE + columnWidth + 24,
        y,
        columnWidth,
        texts.vatNumber,
        countries,
      ),
    );
    y = partyBottom + 28;

    // the one line of service: what, when, how many, at what price and rate
    const columns = [
      { label: texts.description, width: 0.46, align: 'left' as const },
      { label: texts.quantity, width: 0.08, align: 'right' as const },
      { label: texts.unitPrice, width: 0.17, align: 'right' as const },
      { label: texts.vat, width: 0.11, align: 'right' as const },
      { label: texts.amount, width: 0.18, align: 'right' as const },
    ];
    const cells = [
      `${texts.service(PLAN_NAMES[invoice.plan] ?? invoice.plan, invoice.months)}\n${texts.period}: ${period}`,
      '1',
      money(invoice.amountCents),
      rate,
      money(invoice.amountCents),
    ];
    doc
      .moveTo(SIDE, y)
      .lineTo(SIDE + WIDTH, y)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    let x = SIDE;
    for (const column of columns) {
      const width = column.width * WIDTH;
      doc
        .font('sans-bold')
        .fontSize(9)
        .fillColor(MUTED)
        .text(column.label, x + 4, y + 7, {
          width: width - 8,
          align: column.align,
        });
      x += width;
    }
    y += 24;
    doc
      .moveTo(SIDE, y)
      .lineTo(SIDE + WIDTH, y)
      .stroke();
    x = SIDE;
    let rowBottom = y;
    columns.forEach((column, index) => {
      const width = column.width * WIDTH;
      doc
        .font('sans')
        .fontSize(10)
        .fillColor(INK)
        .text(cells[index] ?? '', x + 4, y + 8, {
          width: width - 8,
          align: column.align,
          lineGap: 2,
        });
      rowBottom = Math.max(rowBottom, doc.y);
      x += width;
    });
    y = rowBottom + 8;
    doc
      .moveTo(SIDE, y)
      .lineTo(SIDE + WIDTH, y)
      .stroke();
    y += 14;

    const totals: [string, string, boolean][] = [
      [texts.net, money(invoice.amountCents), false],
      [texts.vatLine(rate), money(invoice.vatCents), false],
      [texts.total, money(invoice.totalCents), true],
    ];
    const labelX = SIDE + WIDTH * 0.45;
    for (const [label, value, strong] of totals) {
      const size = strong ? 13 : 10;
      doc
        .font(strong ? 'sans-bold' : 'sans')
        .fontSize(size)
        .fillColor(INK);
      doc.text(label, labelX, y, { width: WIDTH * 0.3, lineBreak: false });
      doc.text(value, labelX + WIDTH * 0.3, y, { width: WIDTH * 0.25, align: 'right', lineBreak: false });
      y += size + 10;
    }
    y += 16;

    const payment =
      invoice.status === 'paid'
        ? texts.paid(day(invoice.paidAt ?? invoice.issuedAt))
        : invoice.status === 'open'
          ? texts.open
          : texts.void;
    const notes = [payment, texts.currency(invoice.currency), texts.reference(invoice.providerNumber)];
    if (invoice.demo) notes.push(texts.demoNote);
    doc
      .font('sans')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(notes.join('\n'), SIDE, y, { width: WIDTH, lineGap: 3 });
    if (invoice.demo) {
      doc
        .font('sans-bold')
        .fontSize(10)
        .fillColor(DEMO_RED)
        .text(texts.demo, SIDE, PAGE.height - 48, { width: WIDTH, align: 'center', lineBreak: false });
    }
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  return done;
}

/** A party's block; returns where it ends. */
function drawParty(
  doc: PDFKit.PDFDocument,
  heading: string,
  party: InvoiceParty,
  x: number,
  y: number,
  width: number,
  vatLabel: string,
  countries: Intl.DisplayNames,
): number {
  doc
    .font('sans-bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(heading.toUpperCase(), x, y, { width, characterSpacing: 0.6 });
  doc
    .font('sans-bold')
    .fontSize(11)
    .fillColor(INK)
    .text(party.name, x, doc.y + 4, { width });
  const lines = [...party.addressLines, countries.of(party.country) ?? party.country];
  doc
    .font('sans')
    .fontSize(10)
    .fillColor(INK)
    .text(lines.join('\n'), x, doc.y + 2, { width, lineGap: 1.5 });
  doc.text(`${vatLabel}: ${party.vatNumber}`, x, doc.y + 4, { width });
  return doc.y;
}

/** A large, faint diagonal mark across the page: a printed or copied demo invoice still says so. */
function drawDemoMark(doc: PDFKit.PDFDocument) {
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc
    .font('sans-bold')
    .fontSize(64)
    .fillColor(DEMO_RED)
    .fillOpacity(0.08)
    .text('DEMO', 0, PAGE.height / 2 - 40, { width: PAGE.width, align: 'center', lineBreak: false });
  doc.restore();
}
