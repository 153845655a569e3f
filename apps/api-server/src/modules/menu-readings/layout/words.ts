/** Comparing words as menus print them: case, accents and ligatures do not count. */
export function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
};

/**
 * Superscript digits as bracketed numbers: allergen marks are often printed raised ("Lasagne¹,⁷"
 * → "Lasagne (1,7)"), and brackets keep them apart from the price after them.
 */
export function plainDigits(text: string): string {
  const digits = (run: string) => [...run].map((digit) => SUPERSCRIPTS[digit] ?? digit).join('');
  return text.replace(
    /[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?:\s*[,.]\s*[⁰¹²³⁴⁵⁶⁷⁸⁹]+)*/g,
    (marks) =>
      ` (${marks
        .split(/\s*[,.]\s*/)
        .map(digits)
        .join(',')})`,
  );
}
