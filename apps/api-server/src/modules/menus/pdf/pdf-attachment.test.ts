import { describe, expect, it } from 'vitest';
import { pdfAttachment } from './print-menu.ts';

/** The UTF-8 name a browser saves, read back from the header as a browser does. */
function savedName(header: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '';
  return decodeURIComponent(encoded);
}

describe('the PDF menu’s file name (pdfAttachment)', () => {
  it('holds the language of the printed texts, so each language of a menu is its own file', () => {
    expect(pdfAttachment('Food', 'fr')).toBe(
      `attachment; filename="Food (fr).pdf"; filename*=UTF-8''Food%20%28fr%29.pdf`,
    );
    expect(savedName(pdfAttachment('Food', 'it'))).toBe('Food (it).pdf');
    expect(savedName(pdfAttachment('Food', 'pt-BR'))).toBe('Food (pt-BR).pdf');
    // a menu whose language is not known
    expect(pdfAttachment('Food', null)).toBe(`attachment; filename="Food.pdf"; filename*=UTF-8''Food.pdf`);
  });

  it('keeps odd names safe: slashes, quotes, emoji, control characters and a 10,000-character name', () => {
    const slashes = pdfAttachment('Food / Drinks \\ "late"', 'fr');
    expect(savedName(slashes)).toBe('Food Drinks late (fr).pdf');
    // the quoted fallback holds no quote or backslash that would end it early
    expect(/filename="([^"]*)"/.exec(slashes)?.[1]).toBe('Food Drinks late (fr).pdf');

    const emoji = pdfAttachment('Cocktails 🍸 e vini', 'en');
    expect(savedName(emoji)).toBe('Cocktails 🍸 e vini (en).pdf');
    expect(emoji).toContain('filename="Cocktails e vini (en).pdf"');

    expect(savedName(pdfAttachment('Bar\u0000\u001f\nmenu', 'de'))).toBe('Bar menu (de).pdf');
    expect(savedName(pdfAttachment('🍸🍸', null))).toBe('🍸🍸.pdf');
    expect(pdfAttachment('🍸', 'fr')).toContain('filename="menu (fr).pdf"');

    const long = pdfAttachment('🍕'.repeat(10_000), 'it');
    const name = savedName(long);
    expect([...name]).toHaveLength(100 + ' (it).pdf'.length);
    expect(name.endsWith('🍕 (it).pdf')).toBe(true);
    // a header a proxy or browser accepts
    expect(long.length).toBeLessThan(2000);
    // every character of the header is printable ASCII
    expect(long).toMatch(/^[\x20-\x7e]+$/);
  });
});
