// What the order's screens show, computed from the order as last known and the phone's waiting
// changes: plain functions, tested without React.
import { formatPrice } from '@tavola/menu-view/format-price';
import { fill } from '../../lib/catalogs';
import type { OrderLine, OrderLineOption, OrderLineProblem, OrderRound, TableOrder } from './order-api';
import type { OrderNotice, OrderState } from './order-store';
import type { OrderTexts } from './order-texts';

/** Integer cents in the menu's currency, as the menu writes its prices. */
export function formatCents(cents: number, currency: string | null, locale: string): string {
  return formatPrice(cents / 100, currency, locale) ?? '';
}

/** A draft line as the list shows it. */
export interface ShownLine {
  /** the phone's id for it (null: a line staff added) */
  clientLineId: string | null;
  key: string;
  name: string;
  options: OrderLineOption[];
  quantity: number;
  note: string | null;
  unitCents: number;
  totalCents: number;
  /** "Added by you", "Added by Anna", "Added by Guest 2" */
  by: string;
  /** this phone's: it may change it */
  mine: boolean;
  /** changed on the phone, not yet answered by the server */
  waiting: boolean;
  problem: OrderLineProblem | null;
}

/** Who added a line, in the page's language. */
export function addedBy(line: OrderLine, order: TableOrder, you: number | null, texts: OrderTexts): string {
  if (line.guestId === null) return fill(texts.addedBy, { name: line.addedBy });
  if (line.guestId === you) return texts.you;
  const guest = order.guests.find((candidate) => candidate.id === line.guestId);
  const name = guest ? (guest.name ?? fill(texts.guestNumber, { number: guest.number })) : line.addedBy;
  return fill(texts.addedBy, { name });
}

/** The draft lines: the server's, with the phone's waiting changes over them (a removal hides the line). */
export function shownLines(state: OrderState, texts: OrderTexts): ShownLine[] {
  const { order, pending, refusedBySend } = state;
  const you = order?.you?.id ?? state.guest?.id ?? null;
  const waiting = new Map(pending.map((change) => [change.clientLineId, change]));
  const lines: ShownLine[] = [];
  for (const draft of order?.drafts ?? []) {
    const id = draft.clientLineId;
    const change = id === null ? undefined : waiting.get(id);
    if (change && id !== null) {
      waiting.delete(id);
      if (!change.line) continue;
      lines.push({
        clientLineId: id,
        key: id,
        name: draft.name,
        options: draft.options,
        quantity: change.line.quantity,
        note: change.line.note ?? null,
        unitCents: draft.unitCents,
        totalCents: draft.unitCents * change.line.quantity,
        by: texts.you,
        mine: true,
        waiting: !change.refused,
        problem: change.refused ?? draft.problem ?? null,
      });
      continue;
    }
    lines.push({
      clientLineId: id,
      key: id ?? `line-${draft.id}`,
      name: draft.name,
      options: draft.options,
      quantity: draft.quantity,
      note: draft.note,
      unitCents: draft.unitCents,
      totalCents: draft.totalCents,
      by: order ? addedBy(draft, order, you, texts) : '',
      mine: you !== null && draft.guestId === you,
      waiting: false,
      problem: (id === null ? undefined : refusedBySend[id]) ?? draft.problem ?? null,
    });
  }
  // added on the phone, not yet in the order
  for (const change of waiting.values()) {
    if (!change.line) continue;
    lines.push({
      clientLineId: change.clientLineId,
      key: change.clientLineId,
      name: change.name,
      options: change.options,
      quantity: change.line.quantity,
      note: change.line.note ?? null,
      unitCents: change.unitCents,
      totalCents: change.unitCents * change.line.quantity,
      by: texts.you,
      mine: true,
      waiting: !change.refused,
      problem: change.refused ?? null,
    });
  }
  return lines;
}

/** The rounds by their number (a send's kitchen and bar rounds share it), in order. */
export function roundsByNumber(order: TableOrder | null): [number, OrderRound[]][] {
  const byNumber = new Map<number, OrderRound[]>();
  for (const round of order?.rounds ?? [])
    byNumber.set(round.number, [...(byNumber.get(round.number) ?? []), round]);
  return [...byNumber.entries()].sort(([a], [b]) => a - b);
}

/** A round number's total: its rounds' lines that are not void. */
export const roundsTotal = (rounds: OrderRound[]) => rounds.reduce((sum, round) => sum + round.totalCents, 0);

export function problemText(problem: OrderLineProblem, texts: OrderTexts): string {
  switch (problem) {
    case 'unavailable':
      return texts.problemUnavailable;
    case 'out_of_stock':
      return texts.problemOutOfStock;
    case 'not_now':
      return texts.problemNotNow;
    case 'not_orderable':
      return texts.problemNotOrderable;
    case 'options_changed':
      return texts.problemOptionsChanged;
  }
}

export function noticeText(notice: OrderNotice | null, texts: OrderTexts): string {
  if (!notice) return '';
  switch (notice.kind) {
    case 'no_table_key':
      return texts.scanToOrder;
    case 'table_key_old':
      return texts.scanAgain;
    case 'ordering_disabled':
      return texts.orderingOff;
    case 'guests_full':
      return texts.guestsFull;
    case 'lines_full':
      return texts.linesFull;
    case 'line_sent':
      return texts.lineSent;
    case 'offline_waiting':
      return texts.offlineWaiting;
    case 'offline_action':
      return texts.offlineAction;
    case 'sent':
      return fill(texts.sent, { number: notice.number });
    case 'send_replayed':
      return texts.sendReplayed;
    case 'nothing_new':
      return texts.nothingNew;
    case 'rate_limited':
      return fill(texts.rateLimited, { seconds: notice.seconds });
    case 'items_unavailable':
      return texts.itemsUnavailable;
    case 'nothing_to_pay':
      return texts.nothingToPay;
    case 'failed':
      return texts.failed;
  }
}

/** "Round 2, Kitchen: Ready" for each round whose status differs from `before` (round id → status). */
export function roundChanges(
  before: ReadonlyMap<number, string>,
  order: TableOrder | null,
  texts: OrderTexts,
): string {
  return (order?.rounds ?? [])
    .filter((round) => before.has(round.id) && before.get(round.id) !== round.status)
    .map((round) =>
      fill(texts.roundNow, {
        round: round.number,
        station: texts[round.station],
        status: texts[round.status],
      }),
    )
    .join(' ');
}
