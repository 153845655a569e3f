/** The source of "now" for everything time-based (sessions, tokens, TOTP); tests inject their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: `advance(ms)`. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(at: Date | number): void {
    this.current = typeof at === 'number' ? at : at.getTime();
  }
}
