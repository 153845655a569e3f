import { describe, expect, it } from 'vitest';
import { WAITER_CALL_COOLDOWN_SECONDS, waiterCallSecondsLeft } from './waiter-calls.ts';

describe('waiterCallSecondsLeft', () => {
  const last = Date.parse('2030-01-04T10:00:00Z');

  it('is 0 for a table that never called', () => {
    expect(waiterCallSecondsLeft(null, last)).toBe(0);
  });

  it('counts the whole cooldown right after a call, rounded up and never below 1 while it lasts', () => {
    expect(waiterCallSecondsLeft(last, last)).toBe(WAITER_CALL_COOLDOWN_SECONDS);
    expect(waiterCallSecondsLeft(new Date(last), new Date(last + 500))).toBe(30);
    expect(waiterCallSecondsLeft(last, last + 29_001)).toBe(1);
  });

  it('is 0 once the cooldown is over', () => {
    expect(waiterCallSecondsLeft(last, last + 30_000)).toBe(0);
    expect(waiterCallSecondsLeft(last, last + 45_000)).toBe(0);
  });
});
