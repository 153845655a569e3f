import { describe, expect, it } from 'vitest';
import { deriveTimeZone } from './time-zone.ts';

describe('club time zone from the address', () => {
  it('gives a one-zone country its zone', () => {
    expect(deriveTimeZone('IT')).toBe('Europe/Rome');
    expect(deriveTimeZone('it', 'RM')).toBe('Europe/Rome');
    expect(deriveTimeZone('DE', 'BY')).toBe('Europe/Berlin');
  });

  it('uses the state where the country has several zones', () => {
    expect(deriveTimeZone('US', 'CA')).toBe('America/Los_Angeles');
    expect(deriveTimeZone('US', 'NY')).toBe('America/New_York');
    expect(deriveTimeZone('US', 'Illinois')).toBe('America/Chicago');
    expect(deriveTimeZone('AU', 'WA')).toBe('Australia/Perth');
    expect(deriveTimeZone('ES', 'CN')).toBe('Atlantic/Canary');
    expect(deriveTimeZone('ES', 'MD')).toBe('Europe/Madrid');
  });

  it("falls back to the zone of the country's centre without a known state, and to UTC without a country", () => {
    expect(deriveTimeZone('ES')).toBe('Europe/Madrid');
    expect(deriveTimeZone('US', 'Atlantis')).toBe(deriveTimeZone('US'));
    expect(deriveTimeZone('US')).toMatch(/^America\//);
    expect(deriveTimeZone('ZZ')).toBe('UTC');
  });
});
