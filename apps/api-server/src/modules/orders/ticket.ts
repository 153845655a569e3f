/**
 * A round's kitchen ticket: a PDF 80 mm wide, as long as the round, for thermal printers. Black
 * on white, large quantities, the table and the station first: what a cook reads at a glance.
 * The page is measured first (pdfkit's heightOfString), then drawn on one page of that length.
 */
import type { components } from '@tavola/api/schema';
import { newPdfDocument, type PdfFont, pdfBytes } from '#lib/pdf-fonts.ts';

type TableOrder = components['schemas']['TableOrder'];
type OrderRound = components['schemas']['OrderRound'];

/** 80 mm paper; printers print about 72 mm of it. */
const PAPER_WIDTH = (80 / 25.4) * 72;
const MARGIN = (4 / 25.4) * 72;
const WIDTH = PAPER_WIDTH - 2 * MARGIN;
const QUANTITY_WIDTH = 30;

/** The kitchen's language: Italian in Italy, English elsewhere (the kitchen reads it, not the guest). */
export type TicketLanguage = 'en' | 'it';

const TEXTS = {
  en: {
    station: { kitchen: 'KITCHEN', bar: 'BAR' },
    round: (number: number, time: string) => `Round ${number} · ${time}`,
    sentBy: (name: string) => `Sent by ${name}`,
    void: (reason: string) => `VOID: ${reason}`,
  },
  it: {
    station: { kitchen: 'CUCINA', bar: 'BAR' },
    round: (number: number, time: string) => `Giro ${number} · ${time}`,
    sentBy: (name: string) => `Inviato da ${name}`,
    void: (reason: string) => `ANNULLATO: ${reason}`,
  },
} satisfies Record<TicketLanguage, unknown>;

export interface TicketInput {
  clubName: string;
  order: TableOrder;
  round: OrderRound;
  /** the club's time zone: the time printed is the venue's */
  timeZone: string;
  language: TicketLanguage;
}

interface Block {
  text: string;
  font: PdfFont;
  size: number;
  /** from the left of the printable width */
  indent?: number;
  gapAfter?: number;
  /** a quantity printed in the left column beside this block */
  quantity?: string;
  strike?: boolean;
  /** a dashed rule above it: under the heading, and above the venue's name */
  ruleAbove?: boolean;
}

function ticketBlocks(input: TicketInput): Block[] {
  const { order, round, timeZone } = input;
  const texts = TEXTS[input.language];
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(round.createdAt));
  const blocks: Block[] = [
    { text: texts.station[round.station], font: 'sans-bold', size: 11, gapAfter: 2 },
    { text: order.tableName, font: 'sans-bold', size: 22, gapAfter: 2 },
    ...(order.zoneName ? [{ text: order.zoneName, font: 'sans' as const, size: 10, gapAfter: 2 }] : []),
    { text: texts.round(round.number, time), font: 'sans', size: 10, gapAfter: 2 },
    { text: texts.sentBy(round.sentBy), font: 'sans', size: 9, gapAfter: 10 },
  ];
  for (const line of round.lines) {
    const voided = line.status === 'void';
    blocks.push({
      text: line.name,
      font: 'sans-bold',
      size: 13,
      indent: QUANTITY_WIDTH,
      quantity: `${line.quantity}×`,
      strike: voided,
      gapAfter: 1,
      ruleAbove: line === round.lines[0],
    });
    for (const option of line.options) {
      blocks.push({ text: `+ ${option.name}`, font: 'sans', size: 10, indent: QUANTITY_WIDTH, gapAfter: 1 });
    }
    if (line.note) {
      blocks.push({
        text: `» ${line.note}`,
        font: 'sans-italic',
        size: 11,
        indent: QUANTITY_WIDTH,
        gapAfter: 1,
      });
    }
    if (voided) {
      blocks.push({
        text: texts.void(line.voidReason ?? ''),
        font: 'sans-bold',
        size: 10,
        indent: QUANTITY_WIDTH,
        gapAfter: 1,
      });
    }
    blocks[blocks.length - 1] = { ...(blocks[blocks.length - 1] as Block), gapAfter: 7 };
  }
  blocks.push({ text: input.clubName, font: 'sans', size: 8, gapAfter: 0, ruleAbove: true });
  return blocks;
}

/** The ticket's PDF bytes. */
export async function renderTicket(input: TicketInput): Promise<Buffer> {
  const blocks = ticketBlocks(input);
  const doc = await newPdfDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: `${input.order.tableName} – round ${input.round.number}`, Creator: 'Tavola' },
  });
  const heightOf = (block: Block) => {
    doc.font(block.font).fontSize(block.size);
    return doc.heightOfString(block.text, { width: WIDTH - (block.indent ?? 0) });
  };
  const rule = 10;
  const height =
    2 * MARGIN + rule * 2 + blocks.reduce((sum, block) => sum + heightOf(block) + (block.gapAfter ?? 0), 0);
  const done = pdfBytes(doc);
  try {
    doc.addPage({ size: [PAPER_WIDTH, Math.ceil(height)], margin: 0 });
    doc.fillColor('#000000').strokeColor('#000000');
    let y = MARGIN;
    for (const block of blocks) {
      if (block.ruleAbove) {
        doc
          .moveTo(MARGIN, y + 2)
          .lineTo(MARGIN + WIDTH, y + 2)
          .lineWidth(1)
          .dash(3, { space: 2 })
          .stroke();
        doc.undash();
        y += rule;
      }
      const x = MARGIN + (block.indent ?? 0);
      const width = WIDTH - (block.indent ?? 0);
      if (block.quantity)
        doc.font('sans-bold').fontSize(block.size).text(block.quantity, MARGIN, y, { lineBreak: false });
      doc
        .font(block.font)
        .fontSize(block.size)
        .text(block.text, x, y, { width, strike: block.strike ?? false });
      y += heightOf(block) + (block.gapAfter ?? 0);
    }
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  return done;
}
