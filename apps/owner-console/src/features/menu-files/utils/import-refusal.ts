import { isApiError } from '@tavola/api/errors';
import type { SpreadsheetProblem } from '../components/import-errors-table';

/** Why an import was refused, as the dialog tells it; `unexpected` goes to the general handler. */
export type ImportRefusal =
  | { kind: 'rows'; problems: SpreadsheetProblem[] }
  | { kind: 'not-a-spreadsheet' }
  | { kind: 'unreadable-characters' }
  | { kind: 'too-large' }
  | { kind: 'too-many-rows' }
  | { kind: 'menu-limit' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unexpected' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server's message may start with its own "Row 14, price: " (readable alone, e.g. in a log);
 * the table already shows the row and the column, so the message loses that repetition.
 */
function withoutPlace(message: string, row: number | undefined, column: string | undefined): string {
  if (row === undefined || column === undefined) return message;
  const place = new RegExp(`^Row ${row}, ${escapeRegExp(column)}: `, 'i');
  return message.replace(place, '') || message;
}

/** Reads the contract's answers of `previewMenuImport` and `importMenuFromExcel` (400 codes, 403, 413). */
export function importRefusalOf(error: unknown): ImportRefusal {
  if (!isApiError(error)) return { kind: 'unexpected' };
  const body = error.errorBody;
  if (error.status === 413) return { kind: 'too-large' };
  if (error.status === 403)
    return body?.code === 'menu_limit_reached' ? { kind: 'menu-limit' } : { kind: 'unexpected' };
  if (error.status !== 400 || !body) return { kind: 'unexpected' };
  switch (body.code) {
    case 'invalid_spreadsheet':
      return {
        kind: 'rows',
        problems: (body.details ?? []).map(({ row, column, field, message }) => ({
          row,
          column: column ?? field,
          message: withoutPlace(message, row, column),
        })),
      };
    case 'not_a_spreadsheet':
      return { kind: 'not-a-spreadsheet' };
    case 'unreadable_characters':
      return { kind: 'unreadable-characters' };
    case 'file_too_large':
      return { kind: 'too-large' };
    case 'too_many_rows':
      return { kind: 'too-many-rows' };
    default:
      // e.g. a name over 100 characters (validation_failed): the server's words are all there is
      return { kind: 'invalid', message: body.details?.[0]?.message ?? body.message };
  }
}
