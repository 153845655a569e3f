import { describe, expect, it } from 'vitest';
import { decodeCsvText } from './decode-text.ts';

const codeOf = (bytes: Uint8Array) => {
  try {
    decodeCsvText(bytes);
    return 'read';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the text of a CSV file', () => {
  it('reads every character Windows-1252 defines above 0x7F as Windows-1252, not Latin-1', () => {
    // 0x80 €, 0x85 …, 0x8A Š, 0x91–0x94 ‘ ’ “ ”, 0x96 –, 0x99 ™, 0x9C œ, 0xE8 è, 0xF9 ù, 0xE0 à
    const bytes = Uint8Array.from([
      0x80, 0x85, 0x8a, 0x91, 0x92, 0x93, 0x94, 0x96, 0x99, 0x9c, 0xe8, 0xf9, 0xe0,
    ]);
    expect(decodeCsvText(bytes)).toEqual({ text: '€…Š‘’“”–™œèùà', encoding: 'windows-1252' });
  });

  it('prefers UTF-8 when the bytes are valid UTF-8, and drops its byte-order mark', () => {
    expect(decodeCsvText(Buffer.from('\ufeffCaffè;€'))).toEqual({ text: 'Caffè;€', encoding: 'utf-8' });
  });

  it('reads UTF-16 by its byte-order mark, either byte order', () => {
    const little = Buffer.from('\ufeffCaffè', 'utf16le');
    expect(decodeCsvText(little)).toEqual({ text: 'Caffè', encoding: 'utf-16le' });
    expect(decodeCsvText(Buffer.from(little).swap16())).toEqual({ text: 'Caffè', encoding: 'utf-16be' });
  });

  it('calls bytes that are not text not a spreadsheet, and a text it cannot read unreadable', () => {
    expect(codeOf(Buffer.from('section\u0000name'))).toBe('not_a_spreadsheet');
    expect(codeOf(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('not_a_spreadsheet');
    expect(codeOf(Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe('not_a_spreadsheet');
    expect(codeOf(Buffer.alloc(0))).toBe('not_a_spreadsheet');
    expect(codeOf(Uint8Array.from([0x43, 0x81]))).toBe('unreadable_characters');
    expect(codeOf(Buffer.concat([Buffer.from('è'), Uint8Array.from([0xe8, 0x20])]))).toBe(
      'unreadable_characters',
    );
    expect(codeOf(Uint8Array.from([0xff, 0xfe, 0x00, 0xd8]))).toBe('unreadable_characters');
    // one stray control character is the row checker's to name, not a reason to refuse the file
    expect(codeOf(Buffer.from('section,name\nA,B\u0007\n'))).toBe('read');
  });
});
