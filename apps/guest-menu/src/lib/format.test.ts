import { describe, expect, it } from 'vitest';
import { catalogFor } from './catalogs';
import { formatWhen } from './format';

// Local dates (the device's time zone, whatever the machine's): the test builds them the same way.
const now = new Date(2026, 10, 20, 12, 0); // Friday 20 November 2026, 12:00
const at = (days: number, hour: number) => new Date(2026, 10, 20 + days, hour, 0).toISOString();

describe('formatWhen', () => {
  it('reads as the {when} of a sentence: a time today, a weekday this week, a date beyond', () => {
    const en = catalogFor('en').app;
    expect(formatWhen(at(0, 18), 'en-GB', en, now)).toBe('at 18:00');
    expect(formatWhen(at(1, 9), 'en-GB', en, now)).toBe('on Saturday at 09:00');
    expect(formatWhen(at(10, 19), 'en-GB', en, now)).toBe('on Monday 30 November at 19:00');
  });

  it("in the guest's language, with the catalog's words around the time", () => {
    expect(formatWhen(at(0, 18), 'it', catalogFor('it').app, now)).toBe('alle 18:00');
    expect(formatWhen(at(1, 9), 'it', catalogFor('it').app, now)).toBe('sabato alle 09:00');
    expect(formatWhen(at(1, 9), 'de', catalogFor('de').app, now)).toBe('am Samstag um 09:00');
  });
});
