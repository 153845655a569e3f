import { describe, expect, it } from 'vitest';
import { idFromPath, MAX_ID } from './ids';

describe('idFromPath', () => {
  it('reads a positive whole number a table can hold', () => {
    expect(idFromPath('1')).toBe(1);
    expect(idFromPath('42')).toBe(42);
    expect(idFromPath(String(MAX_ID))).toBe(MAX_ID);
  });

  it('names nothing for any other segment', () => {
    for (const segment of [
      undefined,
      '',
      '0',
      '07',
      '-1',
      '+7',
      '7.0',
      '1e3',
      'abc',
      ' 7',
      String(MAX_ID + 1),
      '99999999999',
    ]) {
      expect(idFromPath(segment)).toBeNull();
    }
  });
});
