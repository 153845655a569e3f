import { describe, expect, it } from 'vitest';
import {
  linePrice,
  nextRoundStatus,
  ORDER_NOTE_MAX,
  ORDER_QUANTITY_MAX,
  orderNoteProblem,
  type PricedItem,
  tableTakesOrders,
  toCents,
  totalCents,
} from './ordering.ts';

/** A pizza: a size that sets the price, extras that add to it (at most two), a required base. */
const pizza: PricedItem = {
  price: 8.5,
  optionGroups: [
    {
      id: 1,
      choice: 'single',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 11, price: null },
        { id: 12, price: 12.9 },
      ],
    },
    {
      id: 2,
      choice: 'multiple',
      minChoices: 0,
      maxChoices: 2,
      options: [
        { id: 21, price: 1.5 },
        { id: 22, price: null },
        { id: 23, price: 0.7 },
      ],
    },
  ],
};

describe('what a line costs', () => {
  it('is the item price times the quantity, in integer cents', () => {
    expect(linePrice(pizza, [11], 3)).toEqual({ ok: true, unitCents: 850, totalCents: 2550 });
  });

  it('takes a chosen size’s price instead of the item’s, and adds the extras (a free one adds nothing)', () => {
    expect(linePrice(pizza, [12, 21, 22], 2)).toEqual({ ok: true, unitCents: 1440, totalCents: 2880 });
  });

  it('adds decimal prices exactly: no binary fractions in the sum', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 30
    const cheap: PricedItem = {
      price: 0.1,
      optionGroups: [
        { id: 1, choice: 'multiple', minChoices: 0, maxChoices: 1, options: [{ id: 1, price: 0.2 }] },
      ],
    };
    expect(linePrice(cheap, [1], 1)).toEqual({ ok: true, unitCents: 30, totalCents: 30 });
    expect(toCents(19.99)).toBe(1999);
  });

  it('refuses a quantity of 0, past the maximum, or not a whole number', () => {
    for (const quantity of [0, -1, ORDER_QUANTITY_MAX + 1, 10_000, 1.5, Number.NaN]) {
      expect(linePrice(pizza, [11], quantity)).toEqual({ ok: false, problem: 'bad_quantity' });
    }
    expect(linePrice(pizza, [11], ORDER_QUANTITY_MAX).ok).toBe(true);
  });

  it('refuses an option of another item, or one chosen twice', () => {
    expect(linePrice(pizza, [11, 99], 1)).toEqual({ ok: false, problem: 'unknown_option' });
    expect(linePrice(pizza, [11, 21, 21], 1)).toEqual({ ok: false, problem: 'unknown_option' });
  });

  it('holds each group to its minimum and maximum', () => {
    expect(linePrice(pizza, [], 1)).toEqual({ ok: false, problem: 'too_few_choices', groupId: 1 });
    expect(linePrice(pizza, [11, 12], 1)).toEqual({ ok: false, problem: 'too_many_choices', groupId: 1 });
    expect(linePrice(pizza, [11, 21, 22, 23], 1)).toEqual({
      ok: false,
      problem: 'too_many_choices',
      groupId: 2,
    });
  });

  it('cannot price a dish without a price ("market price": ask the waiter)', () => {
    expect(linePrice({ price: null, optionGroups: [] }, [], 1)).toEqual({ ok: false, problem: 'no_price' });
  });

  it('sums lines to a total', () => {
    expect(
      totalCents([
        { unitCents: 850, quantity: 3 },
        { unitCents: 1440, quantity: 2 },
      ]),
    ).toBe(5430);
    expect(totalCents([])).toBe(0);
  });
});

describe('a note to the kitchen', () => {
  it('may be empty, or up to its limit of characters', () => {
    expect(orderNoteProblem(null)).toBeNull();
    expect(orderNoteProblem('no onions, please')).toBeNull();
    expect(orderNoteProblem('é'.repeat(ORDER_NOTE_MAX))).toBeNull();
  });

  it('refuses a note too long, or with control characters such as NUL', () => {
    expect(orderNoteProblem('x'.repeat(10_000))).toBe('too_long');
    expect(orderNoteProblem('no\u0000onions')).toBe('control_characters');
  });
});

describe('a round’s life', () => {
  it('moves received → preparing → ready → served, and no further', () => {
    expect(nextRoundStatus('received')).toBe('preparing');
    expect(nextRoundStatus('preparing')).toBe('ready');
    expect(nextRoundStatus('ready')).toBe('served');
    expect(nextRoundStatus('served')).toBeNull();
  });
});

describe('tableTakesOrders', () => {
  it('needs the plan, and the switch on for every table or for the table zone', () => {
    const zone = { ordering: true };
    expect(tableTakesOrders({ plan: 'smart', ordering: 'all' }, null)).toBe(true);
    expect(tableTakesOrders({ plan: 'professional', ordering: 'zones' }, zone)).toBe(true);
    expect(tableTakesOrders({ plan: 'smart', ordering: 'zones' }, { ordering: false })).toBe(false);
    // a table without a zone takes no orders when only some zones do
    expect(tableTakesOrders({ plan: 'smart', ordering: 'zones' }, null)).toBe(false);
    expect(tableTakesOrders({ plan: 'smart', ordering: 'off' }, zone)).toBe(false);
    // a club back on Freemium keeps its switch but takes no orders
    expect(tableTakesOrders({ plan: 'freemium', ordering: 'all' }, zone)).toBe(false);
  });
});
