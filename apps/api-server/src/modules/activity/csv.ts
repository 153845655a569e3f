/**
 * The activity log as CSV (RFC 4180), made to be opened in a spreadsheet program: UTF-8 with a byte
 * order mark (Excel reads accents right), CRLF line ends, and no cell a program could run as a
 * formula (OWASP's CSV injection: a leading apostrophe makes it plain text).
 */
import { withoutControlCharacters } from '#modules/spreadsheets/control-characters.ts';
import type { ActivityRow } from './queries.ts';

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: control characters dropped, a formula made inert, quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = withoutControlCharacters(String(value), true);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (partsFormatters.size >= 1_000) partsFormatters.clear();
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `2025-03-30T03:15:00+02:00`: the moment as the club's clock showed it, with the offset then. */
export function isoInTimeZone(at: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const offsetMinutes = Math.round((local - seconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const price = (cents: number | null | undefined) =>
  cents === undefined ? undefined : cents === null ? '' : (cents / 100).toFixed(2);

/** The old and the new value an entry tells, in the columns a reader compares. */
function oldAndNew(row: ActivityRow): [string | number | undefined, string | number | undefined] {
  const { details } = row;
  if (details.oldPrice !== undefined || details.newPrice !== undefined)
    return [price(details.oldPrice), price(details.newPrice)];
  if (details.oldRole !== undefined || details.role !== undefined) return [details.oldRole, details.role];
  if (details.oldPlan !== undefined || details.plan !== undefined) return [details.oldPlan, details.plan];
  if (details.oldName !== undefined) return [details.oldName, row.subject ?? undefined];
  return [undefined, undefined];
}

export const CSV_HEADER = ['time', 'person', 'user id', 'action', 'subject', 'old value', 'new value'];

/** The file: a header row, then one row per entry in the order given. */
export function activityCsv(rows: readonly ActivityRow[], timeZone: string): string {
  let csv = `\uFEFF${csvLine(CSV_HEADER)}`;
  for (const row of rows) {
    const [before, after] = oldAndNew(row);
    csv += csvLine([
      isoInTimeZone(row.createdAt, timeZone),
      row.actorName ?? (row.userId === null ? 'System' : ''),
      row.userId,
      row.kind,
      row.subject,
      before,
      after,
    ]);
  }
  return csv;
}
