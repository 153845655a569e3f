/** Waiter calls: a guest calls (public), consoles list them, mark them done and hear them live. */
import { later } from '#http/later.ts';

export const waiterCallHandlers = later(
  'callWaiter',
  'listWaiterCalls',
  'completeWaiterCall',
  'streamWaiterCalls',
);
