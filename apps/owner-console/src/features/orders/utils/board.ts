import type { OrderRound, RoundStatus, TableOrder } from '../api/list-orders';

/** The board's columns: a served round leaves the board. */
export const BOARD_COLUMNS = ['received', 'preparing', 'ready'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** A round on the board, with the order (table) it belongs to. */
export interface BoardRound {
  order: TableOrder;
  round: OrderRound;
}

const isOnBoard = (status: RoundStatus): status is BoardColumn => status !== 'served';

/**
 * The rounds in progress by status, the longest waiting first in each column (the kitchen works
 * from the top).
 */
export function boardColumns(orders: readonly TableOrder[]): Record<BoardColumn, BoardRound[]> {
  const columns: Record<BoardColumn, BoardRound[]> = { received: [], preparing: [], ready: [] };
  for (const order of orders)
    for (const round of order.rounds)
      if (isOnBoard(round.status)) columns[round.status].push({ order, round });
  for (const column of BOARD_COLUMNS)
    columns[column].sort(
      (a, b) => a.round.createdAt.localeCompare(b.round.createdAt) || a.round.id - b.round.id,
    );
  return columns;
}

/**
 * Open orders with nothing in progress: every round served (the table eats, then pays) or nothing
 * sent yet (the guests are choosing). They stay in sight, under their table, until closed.
 */
export function ordersAtRest(orders: readonly TableOrder[]): TableOrder[] {
  return orders.filter((order) => order.rounds.every((round) => round.status === 'served'));
}

/** The rounds of `orders` by id (what the board showed), to tell a new round from a known one. */
export function roundIds(orders: readonly TableOrder[]): Set<number> {
  return new Set(orders.flatMap((order) => order.rounds.map((round) => round.id)));
}
