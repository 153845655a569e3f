import { describe, expect, it } from 'vitest';
import { orderLine, orderRound, tableOrder } from '../../../test/fake-orders';
import { boardColumns, ordersAtRest, roundIds } from './board';

const at = (minute: number) => new Date(Date.UTC(2030, 5, 30, 20, minute)).toISOString();

describe('the board’s grouping', () => {
  const orders = [
    tableOrder(1, 1, [
      orderRound(10, 1, [orderLine(1, 'A')], { status: 'served', createdAt: at(0) }),
      orderRound(11, 2, [orderLine(2, 'B')], { status: 'received', createdAt: at(20) }),
    ]),
    tableOrder(2, 2, [
      orderRound(12, 1, [orderLine(3, 'C')], { status: 'received', createdAt: at(10) }),
      orderRound(13, 1, [orderLine(4, 'D')], { status: 'ready', station: 'bar', createdAt: at(10) }),
    ]),
    tableOrder(3, 3, [orderRound(14, 1, [orderLine(5, 'E')], { status: 'served', createdAt: at(5) })]),
    tableOrder(4, 4, []),
  ];

  it('puts each round in progress in its status’s column, the longest waiting first; served ones leave', () => {
    const columns = boardColumns(orders);
    expect(columns.received.map(({ round }) => round.id)).toEqual([12, 11]);
    expect(columns.preparing).toEqual([]);
    expect(columns.ready.map(({ round, order }) => [round.id, order.tableName])).toEqual([[13, 'T2']]);
  });

  it('keeps the orders with nothing in progress under their table, until closed', () => {
    expect(ordersAtRest(orders).map((order) => order.tableName)).toEqual(['T3', 'T4']);
  });

  it('knows every round shown', () => {
    expect([...roundIds(orders)].sort()).toEqual([10, 11, 12, 13, 14]);
  });
});
