/**
 * A price cell written as text, the way owners type it in Italy and elsewhere:
 * "12,50", "12.50", "12", "1.234,50", "1,234.50", "1 234,50", "€ 8", "8 €".
 *
 * The rule: when both '.' and ',' appear, the last one is the decimal mark and the other groups
 * thousands. When only one of them appears, once, it is the decimal mark ("1,234" is 1.234, which
 * the cents rule then refuses rather than silently reading 1234); several times, it groups
 * thousands ("1.234.567"). Spaces between digits group thousands. Groups are three digits.
 * Anything else is not a price; the range and the cents are checked afterwards by the domain rule.
 */
const CURRENCY = /^(?:€|eur|euro)\s*|\s*(?:€|eur|euro)$/gi;
const GROUP = 'G';

export function parsePriceText(raw: string): number | null {
  const text = raw
    .trim()
    .replace(CURRENCY, '')
    // a space (or apostrophe, as in Switzerland) between two digits groups thousands
    .replace(/(?<=\d)[ \u00a0\u202f'](?=\d{3})/g, GROUP);
  if (!/^\d(?:[\d.,G]*\d)?$/.test(text)) return null;

  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let decimalMark: string | null = null;
  if (dots > 0 && commas > 0) decimalMark = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
  else if (dots === 1) decimalMark = '.';
  else if (commas === 1) decimalMark = ',';
  if (decimalMark && text.split(decimalMark).length - 1 !== 1) return null;

  const [integerPart = '', fraction = ''] = decimalMark ? text.split(decimalMark) : [text];
  const groups = integerPart.split(/[.,G]/);
  const [first = '', ...rest] = groups;
  if (rest.length > 0 && (!/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))))
    return null;
  if (!/^\d+$/.test(first) || !/^\d*$/.test(fraction)) return null;
  const value = Number(`${groups.join('')}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}
