import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { hasControlCharacters, limitText } from './text';

describe('text rules', () => {
  it('finds C0 and C1 control characters but lets tabs and line breaks through', () => {
    expect(hasControlCharacters('Pa\u0000ne')).toBe(true);
    expect(hasControlCharacters('a\u001bb')).toBe(true);
    expect(hasControlCharacters('a\u0085b')).toBe(true);
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('Line one\r\nline\ttwo')).toBe(false);
    // right-to-left text and its marks are text, not control characters
    expect(hasControlCharacters('\u202eمرحبا')).toBe(false);
  });

  it('every bounded text refuses control characters before its length', () => {
    const tooLong = { id: 'x', message: 'too long' };
    expect(limitText('Ta\u0000ble', 100, tooLong)).toBe(messages.textHasControlCharacters);
    expect(limitText('Table', 3, tooLong)).toBe(tooLong);
    expect(limitText('Table', 100, tooLong)).toBeNull();
    expect(limitText(undefined, 100, tooLong)).toBeNull();
  });
});
